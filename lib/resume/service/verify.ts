/**
 * Email verification of a resume. The emailed token is `<random>.<hmac>`: the random part makes
 * it unguessable, the HMAC lets us tell a malformed or altered link ("invalid-token") from a
 * genuine one that is used or expired ("verification-failed") without a database lookup. Only the
 * SHA-256 of the whole token is stored; using it clears it (single use).
 */
import { and, eq, gt } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { resumes } from "@/db/schema";
import * as verifyResumeEmail from "@/emails/verify-resume-email";
import { recordFunnelEvent } from "@/lib/analytics/funnel";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit, type RateLimitRule } from "@/lib/api/rate-limit";
import { constants } from "@/lib/config/public";
import { sendEmail, type SendEmailDeps } from "@/lib/email/send";
import { env } from "@/lib/env";
import { expiresIn, generateToken, hashToken, sign, verifySignature } from "@/lib/security/tokens";
import { canAccessResume, type Caller } from "./access";
import { jobMatchesOf } from "./read";
import { publicResume } from "./public";

export const NO_RESUME = "No resume found. Please create a new resume.";
export const SEND_FAILED = "Failed to send verification email. Please try again.";
/** Per resume, on top of the per-IP limit: one visitor cannot flood an inbox from many IPs. */
export const RESUME_VERIFICATION_LIMIT: RateLimitRule = { name: "verification-resume", limit: 5, windowMs: 24 * 60 * 60_000 };
const DAY = 24 * 60 * 60_000;

export type VerificationError = "invalid-token" | "verification-failed";

export class VerificationFailure extends Error {
  constructor(readonly code: VerificationError) {
    super(code);
  }
}

const tokenSignature = (random: string) => sign(`resume-verify:${random}`, env().authSecret);

export function createVerificationToken(): string {
  const random = generateToken();
  return `${random}.${tokenSignature(random)}`;
}

export function isWellFormedToken(token: string): boolean {
  const m = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{43})$/.exec(token);
  return Boolean(m) && verifySignature(`resume-verify:${m![1]}`, m![2]!, env().authSecret);
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
  if (!resume || !canAccessResume(opts.caller, resume)) throw new AppError(404, NO_RESUME);
  await enforceRateLimit(RESUME_VERIFICATION_LIMIT, String(resume.id), { db });

  const token = createVerificationToken();
  const now = opts.now ?? new Date();
  await db
    .update(resumes)
    .set({ verificationToken: hashToken(token), verificationTokenExpiresAt: expiresIn(constants.verificationTokenDays * DAY, now) })
    .where(eq(resumes.id, resume.id));
  // The link opens the resume page, which spends the token and shows the verified resume
  // (spec 01 §2: /create-resume reads `verified` (the resume id) with `token`).
  const verifyUrl = `${env().appUrl}/create-resume?verified=${resume.id}&token=${encodeURIComponent(token)}`;
  const result = await sendEmail(
    {
      to: resume.email,
      template: verifyResumeEmail,
      props: { name: resume.name, verifyUrl },
      emailType: "verification",
    },
    opts.emailDeps ?? { db },
  );
  if (result.status === "failed") throw new AppError(502, SEND_FAILED);
  return { success: true as const, email: resume.email };
}

/** Uses a token: atomically marks the resume verified and clears the token, or throws VerificationFailure. */
export async function verifyResumeToken(opts: { token: string; db?: Database; now?: Date }) {
  const db = opts.db ?? defaultDb;
  const token = opts.token.trim();
  if (!isWellFormedToken(token)) throw new VerificationFailure("invalid-token");
  const now = opts.now ?? new Date();
  const [resume] = await db
    .update(resumes)
    .set({ emailVerified: true, verifiedAt: now, verificationToken: null, verificationTokenExpiresAt: null })
    .where(and(eq(resumes.verificationToken, hashToken(token)), gt(resumes.verificationTokenExpiresAt, now)))
    .returning();
  if (!resume) throw new VerificationFailure("verification-failed");
  // Both ways in (the emailed link's GET and POST /api/verify-email) pass here: one place records the step.
  await recordFunnelEvent({ event: "email_verified", resumeId: resume.id, email: resume.email, db });
  return { resume: publicResume(resume), jobMatches: await jobMatchesOf(resume.id, db) };
}
