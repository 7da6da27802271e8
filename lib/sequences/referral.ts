/**
 * The referral contest sequence (cron /api/cron/referrals daily, `npm run cron:referrals`): 7
 * consecutive days from email verification (lib/alerts/due.ts referralDay: the resume's verifiedAt,
 * else the account's createdAt), one email per day, to accounts with referralEmailsEnabled. The day
 * is the day of the run, so one missed run does not send two emails the next day.
 */
import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import * as referralEmail from "@/emails/referral-email";
import { sendEmail } from "@/lib/email/send";
import { listUnsubscribeHeaders, mapLimit } from "@/lib/alerts/send-util";
import { issueUnsubscribeTokens } from "@/lib/unsubscribe/tokens";
import { claimKeys, DEFAULT_SEQUENCE_STALE_MS, keyTaken } from "./claim";

export type SequenceReport = { startedAt: string; finishedAt: string; claimed: number; sent: number; failed: number; duplicates: number };
export type SequenceOptions = {
  now?: Date;
  db?: Database;
  send?: typeof sendEmail;
  batchSize?: number;
  staleAfterMs?: number;
  concurrency?: number;
  /** Only these accounts (referral) or subscribers (waitlist): tests. */
  ids?: readonly number[];
};

export const referralKey = (accountId: number, day: number) => `referral:${accountId}:${day}`;

export function newReport(): SequenceReport {
  return { startedAt: new Date().toISOString(), finishedAt: "", claimed: 0, sent: 0, failed: 0, duplicates: 0 };
}

export async function runReferralEmails(opts: SequenceOptions = {}): Promise<SequenceReport> {
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  const send = opts.send ?? sendEmail;
  const report = newReport();
  const t = now.toISOString();
  const start = sql`coalesce(r.verified_at, a.created_at)`;
  const day = sql`(floor(extract(epoch from (${t}::timestamptz - ${start})) / 86400)::int + 1)`;
  for (;;) {
    const staleCutoff = new Date(Date.now() - (opts.staleAfterMs ?? DEFAULT_SEQUENCE_STALE_MS));
    const claimed = await db.transaction(async (tx) => {
      const due = (
        await tx.execute<{ id: number; email: string; name: string; day: number }>(sql`
          select a.id, a.email, a.name, ${day} as day
          from accounts a left join resumes r on r.id = a.resume_id
          where a.referral_emails_enabled and a.is_active
            and ${start} <= ${t}::timestamptz and ${start} > ${t}::timestamptz - interval '7 days'
            ${opts.ids ? sql`and a.id = any(${sql.param([...opts.ids])}::int[])` : sql``}
            and not ${keyTaken(sql`'referral:' || a.id || ':' || ${day}`, staleCutoff)}
          order by a.id
          limit ${opts.batchSize ?? 500}
          for update of a skip locked`)
      ).rows.map((r) => ({ ...r, id: Number(r.id), day: Number(r.day) }));
      if (!due.length) return null;
      const mine = await claimKeys(
        tx as unknown as Database,
        due.map((r) => ({
          key: referralKey(r.id, r.day),
          email: r.email,
          emailType: "referral",
          subject: referralEmail.subject({ name: r.name, day: r.day, unsubscribeUrl: "" }),
          sequenceDay: r.day,
        })),
        staleCutoff,
      );
      return due.filter((r) => mine.has(referralKey(r.id, r.day)));
    });
    if (claimed === null) break;
    report.claimed += claimed.length;
    const tokens = await issueUnsubscribeTokens(claimed.map((c) => ({ email: c.email, kind: "referral" as const })), { db, now });
    await mapLimit(claimed, opts.concurrency ?? 8, async (c, i) => {
      const unsub = tokens[i]!;
      const result = await send(
        {
          to: c.email,
          template: referralEmail,
          props: { name: c.name, day: c.day, unsubscribeUrl: unsub.url },
          emailType: "referral",
          sequenceDay: c.day,
          idempotencyKey: referralKey(c.id, c.day),
          headers: listUnsubscribeHeaders(unsub.oneClickUrl),
        },
        { db },
      ).catch(() => ({ status: "failed" as const }));
      if (result.status === "sent") report.sent++;
      else if (result.status === "duplicate") report.duplicates++;
      else report.failed++;
    });
    if (!claimed.length) break;
  }
  report.finishedAt = new Date().toISOString();
  return report;
}
