/**
 * Account creation after the resume (spec 01 §2 /create-account): a 7-day trial on the free tier.
 * The account, the link to the visitor's resume, and the lead conversion are written in one
 * transaction, so a failure leaves no half-made account. The funnel's account_created step is
 * recorded after it commits (tracking never fails a sign-up), and the welcome email goes out after the
 * answer.
 */
import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, leads, resumes } from "@/db/schema";
import * as welcomeEmail from "@/emails/welcome-email";
import { recordFunnelEvent } from "@/lib/analytics/funnel";
import { afterResponse } from "@/lib/api/after-response";
import { jsonError } from "@/lib/api/errors";
import type { AuthenticatedAccount } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { constants } from "@/lib/config/public";
import { sendEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import type { CreateAccountData } from "@/lib/validation/account";
import { DAY } from "@/lib/time";

export class AccountExistsError extends Error {
  constructor() {
    super("Account already exists");
    this.name = "AccountExistsError";
  }
}

export type CreatedAccount = AuthenticatedAccount & { resumeId: number | null };

export async function accountExists(email: string, db: Database = defaultDb): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return Boolean(row);
}

/**
 * Creates the account. A resume is linked (and its contact details copied) only when it belongs
 * to the same email address, has been verified through the emailed link, and is not linked yet:
 * a resume id in the request is never enough by itself to take over someone else's resume.
 * Throws AccountExistsError when the email is taken (also when a concurrent request wins).
 */
export async function createAccount(
  input: CreateAccountData,
  {
    db = defaultDb,
    now = new Date(),
    visitor = {},
  }: {
    db?: Database;
    now?: Date;
    /** Who signed up, for the funnel: client IP, user agent and the browser's tracking id. */
    visitor?: { ip?: string; userAgent?: string | null; sessionId?: string | null };
  } = {},
): Promise<CreatedAccount> {
  // Answer a taken email before spending an argon2 hash on it.
  if (await accountExists(input.email, db)) throw new AccountExistsError();
  const passwordHash = await hashPassword(input.password);

  const created = await db.transaction(async (tx) => {
    const resume = input.resumeId
      ? (
          await tx
            .select({
              id: resumes.id,
              phone: resumes.phone,
              location: resumes.location,
              education: resumes.education,
              linkedinUrl: resumes.linkedinUrl,
            })
            .from(resumes)
            .where(
              and(
                eq(resumes.id, input.resumeId),
                sql`lower(${resumes.email}) = ${input.email}`,
                eq(resumes.emailVerified, true),
                isNull(resumes.accountId),
              ),
            )
            .for("update")
        )[0]
      : undefined;

    const [account] = await tx
      .insert(accounts)
      .values({
        email: input.email,
        name: input.name,
        passwordHash,
        subscriptionStatus: "trial",
        subscriptionTier: "free",
        trialStartDate: now,
        trialEndDate: new Date(now.getTime() + constants.trialDays * DAY),
        resumeId: resume?.id ?? null,
        phone: resume?.phone || null,
        location: resume?.location || null,
        education: resume?.education || null,
        linkedinUrl: resume?.linkedinUrl || null,
      })
      .onConflictDoNothing({ target: accounts.email })
      .returning({ id: accounts.id, name: accounts.name, email: accounts.email, sessionVersion: accounts.sessionVersion });
    if (!account) throw new AccountExistsError();

    if (resume) await tx.update(resumes).set({ accountId: account.id }).where(eq(resumes.id, resume.id));
    await tx
      .update(leads)
      .set({ convertedToAccount: true, accountId: account.id })
      .where(eq(leads.email, input.email));

    return { ...account, resumeId: resume?.id ?? null };
  });
  // Marks the attempt of the linked resume, else this browser's or this email's latest attempt.
  await recordFunnelEvent({
    event: "account_created",
    accountId: created.id,
    resumeId: created.resumeId,
    email: input.email,
    ...visitor,
    db,
  });
  // The welcome email (email status "welcome"), after the answer: a slow or failing provider never
  // delays or fails a sign-up, and its key sends it once.
  await afterResponse("[account] welcome email", () =>
    sendEmail(
      {
        to: created.email,
        template: welcomeEmail,
        props: { name: created.name, dashboardUrl: `${env().appUrl}/dashboard` },
        emailType: "welcome",
        idempotencyKey: `welcome:${created.id}`,
      },
      { db },
    ),
  );
  return created;
}

/** The 409 the spec's form understands (code "email_taken"): it sends the visitor to /login after 2 seconds. */
export function accountExistsResponse(): Response {
  return jsonError(409, "Account already exists", undefined, undefined, { shouldRedirectToLogin: true }, "email_taken");
}

