/**
 * One-click unsubscribe links for the sequence emails (job alerts, referral contest, waitlist).
 *
 * Each email carries its own random token (32 bytes, base64url); only its SHA-256 is stored in
 * `unsubscribe_tokens`, bound to the address and the kind of email it stops, expiring after 60
 * days and spent on first use. Following it (the page, or a mail client's RFC 8058 one-click POST)
 * turns the matching flag off:
 *   job_alert → accounts.jobAlertsEnabled = false
 *   referral  → accounts.referralEmailsEnabled = false
 *   waitlist  → waitlist_subscribers.unsubscribed = true
 * The token is random rather than signed: a leaked database dump holds only hashes, and a token
 * can be revoked or expired row by row.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, unsubscribeTokens, waitlistSubscribers } from "@/db/schema";
import { env } from "@/lib/env";
import { DAY } from "@/lib/time";

export const UNSUBSCRIBE_KINDS = ["job_alert", "referral", "waitlist"] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

export const UNSUBSCRIBE_TTL_MS = 60 * DAY;

/** What each kind is called on the confirmation page ("You have been unsubscribed from ..."). */
export const UNSUBSCRIBE_LABELS: Record<UnsubscribeKind, string> = {
  job_alert: "daily job alerts",
  referral: "referral contest emails",
  waitlist: "waitlist launch emails",
};

/** base64url of 32 random bytes: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function isUnsubscribeKind(value: string): value is UnsubscribeKind {
  return (UNSUBSCRIBE_KINDS as readonly string[]).includes(value);
}

export function hashUnsubscribeToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export type IssuedUnsubscribe = { email: string; kind: UnsubscribeKind; token: string; url: string; oneClickUrl: string };

/** The page link and the List-Unsubscribe (one-click POST) link of a token. */
export function unsubscribeUrls(token: string, appUrl = env().appUrl): { url: string; oneClickUrl: string } {
  const q = `token=${encodeURIComponent(token)}`;
  return { url: `${appUrl}/unsubscribe?${q}`, oneClickUrl: `${appUrl}/api/unsubscribe?${q}` };
}

/**
 * Issues one token per recipient in a single insert (a batch of alerts needs one round trip, not
 * one per email).
 */
export async function issueUnsubscribeTokens(
  recipients: readonly { email: string; kind: UnsubscribeKind }[],
  opts: { db?: Database; now?: Date } = {},
): Promise<IssuedUnsubscribe[]> {
  if (!recipients.length) return [];
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  const appUrl = env().appUrl;
  const issued = recipients.map((r) => {
    const token = randomBytes(32).toString("base64url");
    return { email: r.email, kind: r.kind, token, ...unsubscribeUrls(token, appUrl) };
  });
  await db.insert(unsubscribeTokens).values(
    issued.map((t) => ({
      email: t.email,
      kind: t.kind,
      tokenHash: hashUnsubscribeToken(t.token),
      expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TTL_MS),
    })),
  );
  return issued;
}

export async function issueUnsubscribeToken(
  email: string,
  kind: UnsubscribeKind,
  opts: { db?: Database; now?: Date } = {},
): Promise<IssuedUnsubscribe> {
  const [one] = await issueUnsubscribeTokens([{ email, kind }], opts);
  return one!;
}

export type UnsubscribeOutcome =
  | { status: "unsubscribed"; kind: UnsubscribeKind }
  /** Spent before: the flag was turned off then, so the person is already unsubscribed. */
  | { status: "already-used"; kind: UnsubscribeKind }
  | { status: "expired"; kind: UnsubscribeKind }
  | { status: "invalid" };

/**
 * What a link would do, without spending it: the page behind the emailed link asks before it
 * unsubscribes (mail scanners open links; only a person presses the button). "ready" for a live
 * token.
 */
export async function peekUnsubscribeToken(
  token: string | null | undefined,
  opts: { db?: Database; now?: Date } = {},
): Promise<{ status: "ready"; kind: UnsubscribeKind } | Exclude<UnsubscribeOutcome, { status: "unsubscribed" }>> {
  if (!token || !TOKEN_SHAPE.test(token)) return { status: "invalid" };
  const [row] = await (opts.db ?? defaultDb)
    .select({ kind: unsubscribeTokens.kind, usedAt: unsubscribeTokens.usedAt, expiresAt: unsubscribeTokens.expiresAt })
    .from(unsubscribeTokens)
    .where(eq(unsubscribeTokens.tokenHash, hashUnsubscribeToken(token)))
    .limit(1);
  if (!row || !isUnsubscribeKind(row.kind)) return { status: "invalid" };
  if (row.usedAt) return { status: "already-used", kind: row.kind };
  if (row.expiresAt <= (opts.now ?? new Date())) return { status: "expired", kind: row.kind };
  return { status: "ready", kind: row.kind };
}

/**
 * Spends a token and turns its flag off, in one transaction: the token is marked used only if
 * the flag change is written too. Unknown, malformed, expired or spent tokens change nothing.
 */
export async function consumeUnsubscribeToken(
  token: string | null | undefined,
  opts: { db?: Database; now?: Date } = {},
): Promise<UnsubscribeOutcome> {
  if (!token || !TOKEN_SHAPE.test(token)) return { status: "invalid" };
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  const hash = hashUnsubscribeToken(token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(unsubscribeTokens)
      .where(eq(unsubscribeTokens.tokenHash, hash))
      .for("update");
    if (!row || !isUnsubscribeKind(row.kind)) return { status: "invalid" } as const;
    const kind = row.kind;
    if (row.usedAt) return { status: "already-used", kind } as const;
    if (row.expiresAt <= now) return { status: "expired", kind } as const;
    const [spent] = await tx
      .update(unsubscribeTokens)
      .set({ usedAt: now })
      .where(and(eq(unsubscribeTokens.id, row.id), isNull(unsubscribeTokens.usedAt)))
      .returning({ id: unsubscribeTokens.id });
    if (!spent) return { status: "already-used", kind } as const;
    await turnOff(tx as unknown as Database, row.email, kind);
    return { status: "unsubscribed", kind } as const;
  });
}

async function turnOff(db: Database, email: string, kind: UnsubscribeKind): Promise<void> {
  const byEmail = sql`lower(${accounts.email}) = lower(${email})`;
  if (kind === "job_alert") await db.update(accounts).set({ jobAlertsEnabled: false }).where(byEmail);
  else if (kind === "referral") await db.update(accounts).set({ referralEmailsEnabled: false }).where(byEmail);
  else {
    await db
      .update(waitlistSubscribers)
      .set({ unsubscribed: true })
      .where(sql`lower(${waitlistSubscribers.email}) = lower(${email})`);
  }
}
