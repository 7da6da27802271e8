/**
 * Claims for the referral and waitlist sequences, which have no history table of their own: the
 * claim is the email_tracking row of the send's idempotency key ("referral:{accountId}:{day}",
 * "waitlist:{subscriberId}:{day}"), inserted in the batch's transaction before any provider call
 * with success=false and error "claimed", which sendEmail then takes over (it may claim a row whose
 * earlier attempt is marked failed). A row that is neither successful nor fresher than
 * `staleAfterMs` (its run crashed, or the provider failed) may be claimed again by a later run.
 */
import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { MINUTE } from "@/lib/time";

export const DEFAULT_SEQUENCE_STALE_MS = 10 * MINUTE;
export const CLAIMED_MARK = "Claimed by a sequence run; not sent yet";

export type ClaimRow = { key: string; email: string; emailType: string; subject: string; sequenceDay: number };

/** SQL: "this key is taken" (sent, or claimed/in flight/failed less than staleAfterMs ago). */
export function keyTaken(key: SQL, staleCutoff: Date): SQL {
  return sql`exists (select 1 from email_tracking et where et.idempotency_key = ${key}
    and (et.success or et.sent_at > ${staleCutoff.toISOString()}::timestamptz))`;
}

/** Inserts (or re-takes stale) claim rows; returns the keys this run now owns. */
export async function claimKeys(tx: Database, rows: readonly ClaimRow[], staleCutoff: Date): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const result = await tx.execute<{ idempotency_key: string }>(sql`
    insert into email_tracking (email, email_type, email_subject, sequence_day, idempotency_key, success, error, sent_at)
    select x.email, x."emailType", x.subject, x."sequenceDay", x.key, false, ${CLAIMED_MARK}, now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(key text, email text, "emailType" text, subject text, "sequenceDay" int)
    on conflict (idempotency_key) do update set error = excluded.error, sent_at = now()
      where not email_tracking.success and email_tracking.sent_at <= ${staleCutoff.toISOString()}::timestamptz
    returning idempotency_key`);
  return new Set(result.rows.map((r) => r.idempotency_key));
}
