/**
 * The waitlist launch sequence (cron /api/cron/waitlist hourly, `npm run cron:waitlist`): 5 emails
 * 24 hours apart (lib/alerts/due.ts waitlistDay) to subscribers who have not unsubscribed and not
 * signed up (the flag, or an account with their address). Email n is claimed under
 * "waitlist:{subscriberId}:{n}" (lib/sequences/claim.ts); after a send (or a duplicate: sent by an
 * earlier run that stopped before recording it) currentDay and lastEmailSent move on.
 */
import "server-only";
import { sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import * as waitlistEmail from "@/emails/waitlist-email";
import { sendEmail } from "@/lib/email/send";
import { listUnsubscribeHeaders, mapLimit } from "@/lib/alerts/send-util";
import { issueUnsubscribeTokens } from "@/lib/unsubscribe/tokens";
import { WAITLIST_EMAILS } from "@/lib/alerts/due";
import { claimKeys, DEFAULT_SEQUENCE_STALE_MS, keyTaken } from "./claim";
import { newReport, type SequenceOptions, type SequenceReport } from "./referral";

export const waitlistKey = (subscriberId: number, day: number) => `waitlist:${subscriberId}:${day}`;

export async function runWaitlistEmails(opts: SequenceOptions = {}): Promise<SequenceReport> {
  const db = opts.db ?? defaultDb;
  const now = opts.now ?? new Date();
  const send = opts.send ?? sendEmail;
  const report = newReport();
  const t = now.toISOString();
  for (;;) {
    const staleCutoff = new Date(Date.now() - (opts.staleAfterMs ?? DEFAULT_SEQUENCE_STALE_MS));
    const claimed = await db.transaction(async (tx) => {
      const due = (
        await tx.execute<{ id: number; email: string; name: string; day: number }>(sql`
          select w.id, w.email, w.name, w.current_day + 1 as day
          from waitlist_subscribers w
          where not w.unsubscribed and not w.has_signed_up and w.current_day < ${WAITLIST_EMAILS}
            and (w.last_email_sent is null or w.last_email_sent <= ${t}::timestamptz - interval '24 hours')
            and not exists (select 1 from accounts a where lower(a.email) = lower(w.email))
            ${opts.ids ? sql`and w.id = any(${sql.param([...opts.ids])}::int[])` : sql``}
            and not ${keyTaken(sql`'waitlist:' || w.id || ':' || (w.current_day + 1)`, staleCutoff)}
          order by w.id
          limit ${opts.batchSize ?? 500}
          for update of w skip locked`)
      ).rows.map((r) => ({ ...r, id: Number(r.id), day: Number(r.day) }));
      if (!due.length) return null;
      const mine = await claimKeys(
        tx as unknown as Database,
        due.map((r) => ({
          key: waitlistKey(r.id, r.day),
          email: r.email,
          emailType: "waitlist",
          subject: waitlistEmail.subject({ name: r.name, day: r.day, unsubscribeUrl: "" }),
          sequenceDay: r.day,
        })),
        staleCutoff,
      );
      return due.filter((r) => mine.has(waitlistKey(r.id, r.day)));
    });
    if (claimed === null) break;
    report.claimed += claimed.length;
    const tokens = await issueUnsubscribeTokens(claimed.map((c) => ({ email: c.email, kind: "waitlist" as const })), { db, now });
    await mapLimit(claimed, opts.concurrency ?? 8, async (c, i) => {
      const unsub = tokens[i]!;
      const result = await send(
        {
          to: c.email,
          template: waitlistEmail,
          props: { name: c.name, day: c.day, unsubscribeUrl: unsub.url },
          emailType: "waitlist",
          sequenceDay: c.day,
          idempotencyKey: waitlistKey(c.id, c.day),
          headers: listUnsubscribeHeaders(unsub.oneClickUrl),
        },
        { db },
      ).catch(() => ({ status: "failed" as const }));
      if (result.status === "sent" || result.status === "duplicate") {
        if (result.status === "sent") report.sent++;
        else report.duplicates++;
        await db.execute(sql`update waitlist_subscribers set current_day = ${c.day}, last_email_sent = ${t}::timestamptz
          where id = ${c.id} and current_day = ${c.day - 1}`);
      } else report.failed++;
    });
    if (!claimed.length) break;
  }
  report.finishedAt = new Date().toISOString();
  return report;
}
