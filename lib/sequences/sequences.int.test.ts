/**
 * The referral and waitlist sequences against the test database: one email per day and key, a
 * crash between claim and send recovered once, the 24-hour spacing, and unsubscribe.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { emailOutbox, emailTracking, waitlistSubscribers } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { consumeUnsubscribeToken, issueUnsubscribeToken } from "@/lib/unsubscribe/tokens";
import { DAY, HOUR, MINUTE } from "@/lib/time";
import { createAccount, uniqueEmail } from "@/test/helpers";
import { referralKey, runReferralEmails } from "./referral";
import { runWaitlistEmails } from "./waitlist";

const NOW = new Date();
const outbox = async (email: string) => db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

async function subscriber(over: Partial<typeof waitlistSubscribers.$inferInsert> = {}) {
  const [row] = await db
    .insert(waitlistSubscribers)
    .values({ name: "Wait Lister", email: uniqueEmail("wait"), ...over })
    .returning();
  return row!;
}

describe("referral sequence", () => {
  it("sends day 1 once however often it runs, then day 2 the next day", async () => {
    const { account } = await createAccount({ overrides: { createdAt: new Date(NOW.getTime() - HOUR) } });
    const ids = [account.id];
    expect((await runReferralEmails({ now: NOW, ids })).sent).toBe(1);
    expect((await runReferralEmails({ now: NOW, ids })).sent).toBe(0);
    expect((await runReferralEmails({ now: new Date(NOW.getTime() + DAY), ids })).sent).toBe(1);
    const rows = await db.select().from(emailTracking).where(eq(emailTracking.email, account.email));
    expect(rows.map((r) => [r.emailType, r.sequenceDay, r.success]).sort()).toEqual([
      ["referral", 1, true],
      ["referral", 2, true],
    ]);
    expect(await outbox(account.email)).toHaveLength(2);
    // After the 7 days, nothing.
    expect((await runReferralEmails({ now: new Date(NOW.getTime() + 8 * DAY), ids })).claimed).toBe(0);
  });

  it("a crash after the claim: the next run after the stale window sends it once", async () => {
    const { account } = await createAccount({ overrides: { createdAt: new Date(NOW.getTime() - HOUR) } });
    const ids = [account.id];
    const crash = async () => {
      throw new Error("process killed");
    };
    expect((await runReferralEmails({ now: NOW, ids, send: crash as unknown as typeof sendEmail })).failed).toBe(1);
    expect((await runReferralEmails({ now: NOW, ids })).sent).toBe(0); // claim still fresh
    const rerun = await runReferralEmails({ now: NOW, ids, staleAfterMs: 0 });
    expect(rerun.sent).toBe(1);
    expect(await outbox(account.email)).toHaveLength(1);
    const [row] = await db.select().from(emailTracking).where(eq(emailTracking.idempotencyKey, referralKey(account.id, 1)));
    expect(row!.success).toBe(true);
    void MINUTE;
  });

  it("stops after an unsubscribe", async () => {
    const { account } = await createAccount({ overrides: { createdAt: new Date(NOW.getTime() - HOUR) } });
    const link = await issueUnsubscribeToken(account.email, "referral");
    expect((await consumeUnsubscribeToken(link.token)).status).toBe("unsubscribed");
    expect((await runReferralEmails({ now: NOW, ids: [account.id] })).claimed).toBe(0);
  });
});

describe("waitlist sequence", () => {
  it("sends 5 emails 24 hours apart, then stops", async () => {
    const w = await subscriber();
    const ids = [w.id];
    for (let i = 0; i < 5; i++) {
      const t = new Date(NOW.getTime() + i * DAY);
      expect((await runWaitlistEmails({ now: t, ids })).sent).toBe(1);
      // An hour later: not 24 hours yet.
      expect((await runWaitlistEmails({ now: new Date(t.getTime() + HOUR), ids })).sent).toBe(0);
    }
    expect((await runWaitlistEmails({ now: new Date(NOW.getTime() + 9 * DAY), ids })).claimed).toBe(0);
    const [after] = await db.select().from(waitlistSubscribers).where(eq(waitlistSubscribers.id, w.id));
    expect(after!.currentDay).toBe(5);
    expect(await outbox(w.email)).toHaveLength(5);
  });

  it("skips subscribers who signed up or unsubscribed (by link)", async () => {
    const signed = await subscriber({ hasSignedUp: true });
    const hasAccount = await subscriber();
    await createAccount({ email: hasAccount.email });
    const leaving = await subscriber();
    const link = await issueUnsubscribeToken(leaving.email, "waitlist");
    expect((await consumeUnsubscribeToken(link.token)).status).toBe("unsubscribed");
    expect((await runWaitlistEmails({ now: NOW, ids: [signed.id, hasAccount.id, leaving.id] })).claimed).toBe(0);
  });

  it("two concurrent runs send each email once", async () => {
    const subs = await Promise.all([1, 2, 3, 4].map(() => subscriber({ email: uniqueEmail(`w${randomBytes(2).toString("hex")}`) })));
    const ids = subs.map((s) => s.id);
    const [a, b] = await Promise.all([runWaitlistEmails({ now: NOW, ids, batchSize: 1 }), runWaitlistEmails({ now: NOW, ids, batchSize: 1 })]);
    expect(a.sent + b.sent).toBe(4);
    for (const s of subs) expect(await outbox(s.email)).toHaveLength(1);
  });
});
