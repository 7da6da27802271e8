/**
 * Every token sent by email, in one place: lead verification, resume verification, and the
 * password reset (and, with its column, unsubscribe) built on it later.
 *
 * - Random: 256 bits from the system's CSPRNG.
 * - Bound to one purpose: the emailed token is `<random>.<HMAC(AUTH_SECRET, "<purpose>:<random>")>`.
 *   A token of one kind presented as another, or altered in any character, fails the signature
 *   and is answered "invalid-token" without touching the database.
 * - Stored hashed: the database keeps only the SHA-256 of the whole token (next to its expiry), so
 *   a database leak verifies nobody.
 * - Single-use and expiring: `consumeEmailToken` is one conditional UPDATE that matches the hash
 *   and an unexpired expiry and clears both in the same statement, with the purpose's own changes;
 *   two clicks at the same time cannot both succeed. Issuing a new token for a row replaces the
 *   old one, which stops working.
 *
 * Adding a purpose is one entry in PURPOSES (its lifetime and the two columns that hold it); the
 * purpose name is part of every signature, so purposes can never be confused.
 *
 *   const { token, columns } = issueEmailToken("resume-verify");
 *   await db.update(resumes).set(columns).where(eq(resumes.id, id));   // then email `token`
 *   const used = await consumeEmailToken("resume-verify", token, { set: { emailVerified: true } });
 *   if (!used.ok) used.reason;  // "invalid-token" | "verification-failed"
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, leads, resumes } from "@/db/schema";
import { constants } from "@/lib/config/public";
import { env } from "@/lib/env";
import { DAY, HOUR } from "@/lib/time";
import { sign, verifySignature } from "./tokens";

/**
 * Each purpose: how long its link works and where it is stored (table, hash column, expiry column;
 * property names of the Drizzle table). Unsubscribe joins with its own column when it is built.
 */
const PURPOSES = {
  "lead-verify": {
    ttlMs: constants.verificationTokenDays * DAY,
    table: leads,
    hash: "verificationToken",
    expiresAt: "verificationTokenExpiresAt",
    // Lead links emailed before this module were a bare `<random>` (no signature). Only lead links
    // ever had that form, so it cannot be another purpose's; they stay single-use and expire as
    // stored (7 days), after which this flag can go.
    acceptsLegacyBare: true,
  },
  "resume-verify": {
    // Resume links were already `<random>.<HMAC("resume-verify:<random>")>`: links in flight work.
    ttlMs: constants.verificationTokenDays * DAY,
    table: resumes,
    hash: "verificationToken",
    expiresAt: "verificationTokenExpiresAt",
    acceptsLegacyBare: false,
  },
  "password-reset": {
    ttlMs: HOUR,
    table: accounts,
    hash: "passwordResetToken",
    expiresAt: "passwordResetExpires",
    acceptsLegacyBare: false,
  },
  "email-change": {
    // Sent to the new address; the change applies only when it is followed.
    ttlMs: constants.verificationTokenDays * DAY,
    table: accounts,
    hash: "emailChangeToken",
    expiresAt: "emailChangeExpires",
    acceptsLegacyBare: false,
  },
} as const;

type Purposes = typeof PURPOSES;
export type EmailTokenPurpose = keyof Purposes;
export const EMAIL_TOKEN_PURPOSES = Object.keys(PURPOSES) as EmailTokenPurpose[];

type TableOf<P extends EmailTokenPurpose> = Purposes[P]["table"];
/** A row of the purpose's table. */
export type EmailTokenRow<P extends EmailTokenPurpose> = TableOf<P>["$inferSelect"];
type Patch<P extends EmailTokenPurpose> = Partial<TableOf<P>["$inferInsert"]>;

/** The lifetime of a purpose's link. */
export function emailTokenTtlMs(purpose: EmailTokenPurpose): number {
  return PURPOSES[purpose].ttlMs;
}

const PART = "[A-Za-z0-9_-]{43}";
const SIGNED = new RegExp(`^(${PART})\\.(${PART})$`);
const BARE = new RegExp(`^${PART}$`);

const signatureOf = (purpose: EmailTokenPurpose, random: string) => sign(`${purpose}:${random}`, env().authSecret);

/** SHA-256 of a token, hex: the only form the database keeps. */
export function hashEmailToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export type IssuedEmailToken<P extends EmailTokenPurpose> = {
  /** For the email's link, and nowhere else. */
  token: string;
  /** What is stored: SHA-256 of the token. */
  hash: string;
  expiresAt: Date;
  /** The two column values to write on the row (insert or update), hash and expiry. */
  columns: Patch<P>;
};

/** A new token for `purpose`. Write `columns` on the row, email `token`. */
export function issueEmailToken<P extends EmailTokenPurpose>(purpose: P, { now = new Date() }: { now?: Date } = {}): IssuedEmailToken<P> {
  const spec = PURPOSES[purpose];
  const random = randomBytes(32).toString("base64url");
  const token = `${random}.${signatureOf(purpose, random)}`;
  const hash = hashEmailToken(token);
  const expiresAt = new Date(now.getTime() + spec.ttlMs);
  return { token, hash, expiresAt, columns: { [spec.hash]: hash, [spec.expiresAt]: expiresAt } as Patch<P> };
}

/**
 * Whether `token` is a genuine token of `purpose` (shape and signature; no database): false for a
 * malformed, altered or made-up token and for a token of another purpose.
 */
export function isEmailToken(purpose: EmailTokenPurpose, token: string | null | undefined): boolean {
  if (typeof token !== "string") return false;
  const t = token.trim();
  const m = SIGNED.exec(t);
  if (m) return verifySignature(`${purpose}:${m[1]}`, m[2]!, env().authSecret);
  return PURPOSES[purpose].acceptsLegacyBare && BARE.test(t);
}

export type EmailTokenFailure = "invalid-token" | "verification-failed";
export type ConsumedEmailToken<P extends EmailTokenPurpose> =
  | { ok: true; row: EmailTokenRow<P> }
  | { ok: false; reason: EmailTokenFailure };

/**
 * Uses a token: one UPDATE that finds the row holding its hash with an unexpired expiry, clears
 * both and applies `set` (the purpose's own change: verified, new password, …). "invalid-token"
 * for a token that is not of this purpose (malformed, altered, another kind); "verification-failed"
 * for a genuine one that is unknown, used, replaced or expired. Database errors (e.g. a unique
 * violation caused by `set`) are thrown to the caller, and nothing is spent.
 */
export async function consumeEmailToken<P extends EmailTokenPurpose>(
  purpose: P,
  token: string | null | undefined,
  { db = defaultDb, now = new Date(), set = {} as Patch<P> }: { db?: Database; now?: Date; set?: Patch<P> } = {},
): Promise<ConsumedEmailToken<P>> {
  if (!isEmailToken(purpose, token)) return { ok: false, reason: "invalid-token" };
  const spec = PURPOSES[purpose];
  // Drizzle cannot follow a table chosen at run time; the types above keep callers exact.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const table = spec.table as any;
  const rows = await db
    .update(table)
    .set({ ...set, [spec.hash]: null, [spec.expiresAt]: null })
    .where(and(eq(table[spec.hash], hashEmailToken(token!.trim())), gt(table[spec.expiresAt], now)))
    .returning();
  const row = (rows as EmailTokenRow<P>[])[0];
  return row ? { ok: true, row } : { ok: false, reason: "verification-failed" };
}
