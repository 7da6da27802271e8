/**
 * Email verification of a resume. The emailed token is lib/security/email-token's, purpose
 * "resume-verify": a malformed or altered link, or another kind of token, is "invalid-token"
 * without a database lookup; a genuine one that is used, replaced or expired is
 * "verification-failed". Only its hash is stored; using it clears it (single use).
 *
 * Several unverified resumes may share an address (the form answers a known address as a new one,
 * ./create.ts); the address's resume is its verified one, else its first (primaryResume). Only that
 * one is ever sent a link: asking to verify another sends the mailbox "you already have a resume:
 * here is a fresh link" to the first instead, with the same answer on the page.
 */
import "server-only";
import { eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { resumes } from "@/db/schema";
import * as resumeLinkEmail from "@/emails/resume-link-email";
import * as verifyResumeEmail from "@/emails/verify-resume-email";
import { recordFunnelEvent } from "@/lib/analytics/funnel";
import { AppError } from "@/lib/api/errors";
import { consumeRateLimit, enforceRateLimit, RATE_LIMITS, type RateLimitRule } from "@/lib/api/rate-limit";
import { sendEmail, type SendEmailDeps } from "@/lib/email/send";
import { env } from "@/lib/env";
import { consumeEmailToken, issueEmailToken } from "@/lib/security/email-token";
import { canAccessResume, type Caller } from "./access";
import { jobMatchesOf, primaryResume } from "./read";
import { publicResume } from "./public";

export const NO_RESUME = "No resume found. Please create a new resume.";
export const SEND_FAILED = "Failed to send verification email. Please try again.";
/** Per resume, on top of the per-IP limit: one visitor cannot flood an inbox from many IPs. */
export const RESUME_VERIFICATION_LIMIT: RateLimitRule = { name: "verification-resume", limit: 5, windowMs: 24 * 60 * 60_000 };

export type VerificationError = "invalid-token" | "verification-failed";

export class VerificationFailure extends Error {
  constructor(readonly code: VerificationError) {
    super(code);
  }
}

type ResumeRow = typeof resumes.$inferSelect;

/** Puts a fresh token on the resume (earlier links stop working) and returns its link. */
async function freshLink(resume: ResumeRow, db: Database, now: Date): Promise<string> {
  const { token, columns } = issueEmailToken("resume-verify", { now });
  await db.update(resumes).set(columns).where(eq(resumes.id, resume.id));
  // The link opens the resume page, which spends the token and shows the verified resume
  // (spec 01 §2: /create-resume reads `verified` (the resume id) with `token`).
  return `${env().appUrl}/create-resume?verified=${resume.id}&token=${encodeURIComponent(token)}`;
}

/** At most RATE_LIMITS.mailbox link emails per address, however many resumes or requests name it. */
async function mailboxAllows(email: string, db: Database, now: Date): Promise<boolean> {
  return (await consumeRateLimit(RATE_LIMITS.mailbox, `resume:${email}`, { db, now })).allowed;
}

export async function sendResumeVerification(opts: {
  caller: Caller;
  resumeId: number;
  db?: Database;
  emailDeps?: SendEmailDeps;
  now?: Date;
}) {
  const db = opts.db ?? defaultDb;
  const [resume] = await db.select().from(resumes).where(eq(resumes.id, opts.resumeId));
  if (!resume || !canAccessResume(opts.caller, resume)) throw new AppError(404, NO_RESUME, undefined, undefined, "resume_not_found");
  await enforceRateLimit(RESUME_VERIFICATION_LIMIT, String(resume.id), { db });
  const answer = { success: true as const, email: resume.email };

  const now = opts.now ?? new Date();
  // Past the mailbox's limit the page is answered as usual and nothing is sent.
  if (!(await mailboxAllows(resume.email, db, now))) return answer;
  const target = (await primaryResume(resume.email, db)) ?? resume;
  const link = await freshLink(target, db, now);
  const deps = opts.emailDeps ?? { db };
  const result =
    target.id === resume.id
      ? await sendEmail(
          { to: target.email, template: verifyResumeEmail, props: { name: resume.name, verifyUrl: link }, emailType: "verification" },
          deps,
        )
      : await sendEmail(
          {
            to: target.email,
            template: resumeLinkEmail,
            props: { name: target.name, resumeUrl: link, reason: "duplicate" },
            emailType: "verification",
          },
          deps,
        );
  if (result.status === "failed") throw new AppError(502, SEND_FAILED);
  return answer;
}

/**
 * 'Send a new link' (POST /api/resumes/resend-link): a fresh link to the address's resume, if it
 * has one; nothing otherwise. The caller answers the same either way, so this runs after the
 * response (the time it takes must not tell either).
 */
export async function resendResumeLink(opts: { email: string; db?: Database; emailDeps?: SendEmailDeps; now?: Date }) {
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  const resume = await primaryResume(opts.email, db);
  if (!resume || !(await mailboxAllows(resume.email, db, now))) return { sent: false };
  const link = await freshLink(resume, db, now);
  const result = await sendEmail(
    {
      to: resume.email,
      template: resumeLinkEmail,
      props: { name: resume.name, resumeUrl: link, reason: "requested" },
      emailType: "verification",
    },
    opts.emailDeps ?? { db },
  );
  return { sent: result.status !== "failed" };
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** Uses a token: atomically marks the resume verified and clears the token, or throws VerificationFailure. */
export async function verifyResumeToken(opts: { token: string; db?: Database; now?: Date }) {
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  let used: Awaited<ReturnType<typeof consumeEmailToken<"resume-verify">>>;
  try {
    used = await consumeEmailToken("resume-verify", opts.token, { db, now, set: { emailVerified: true, verifiedAt: now } });
  } catch (error) {
    // Another resume of this address is verified already (one per email): this link is spent.
    if (isUniqueViolation(error)) throw new VerificationFailure("verification-failed");
    throw error;
  }
  if (!used.ok) throw new VerificationFailure(used.reason);
  const resume = used.row;
  // Both ways in (the emailed link's GET and POST /api/verify-email) pass here: one place records the step.
  await recordFunnelEvent({ event: "email_verified", resumeId: resume.id, email: resume.email, db });
  return { resume: publicResume(resume), jobMatches: await jobMatchesOf(resume.id, db) };
}
