/**
 * Job alerts against the test database: the SQL match filters (radius with real city coordinates,
 * 72-hour window, salary, experience, similar titles, remote, role family), and the run's
 * exactly-once promise (twice, crash and rerun, two at once, unsubscribe).
 */
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts, emailOutbox, emailTracking, jobAlertHistory, jobPostings, jobSearches, resumes } from "@/db/schema";
import { sendEmail } from "@/lib/email/send";
import { loadOnetIndex, type OnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import { HOUR, MINUTE, DAY } from "@/lib/time";
import { consumeUnsubscribeToken, issueUnsubscribeToken } from "@/lib/unsubscribe/tokens";
import { createAccount } from "@/test/helpers";
import { sendJobAlertNow } from "./admin-hooks";
import { AlertCriteria, matchAlertJobs, type SearchForAlert } from "./match";
import { alertIdempotencyKey, runJobAlerts, type SendFn } from "./run";

/**
 * The run's clock: now, unless the UTC day ends within two hours. The tests run the alerts again
 * up to 30 minutes later and expect the same alert day (a premium alert is one per UTC day), so
 * close to midnight the clock starts three hours ahead, early in the next day; every date the
 * tests make (postings, trials, claims) is relative to it. Run at 23:36 UTC, the real clock made
 * "a later run the same day sends nothing" send the next day's alerts.
 */
const NOW = ((real: Date) => (DAY - (real.getTime() % DAY) < 2 * HOUR ? new Date(real.getTime() + 3 * HOUR) : real))(new Date());
const tag = randomBytes(4).toString("hex");
const SOURCE = `alerts-test-${tag}`;
let index: OnetIndex;
let seq = 0;

// Real coordinates (lib/jobs gazetteer): Parker, CO is 19.9 miles from Denver; Bennett, CO 29.9.
const DENVER = { city: "Denver", state: "CO", lat: 39.7392, lon: -104.9903 };
const PARKER = { city: "Parker", state: "CO", lat: 39.4998, lon: -104.7832 };
const BENNETT = { city: "Bennett", state: "CO", lat: 39.7589, lon: -104.4275 };

type PostingInput = {
  title: string;
  code: string;
  at?: { city: string; state: string; lat: number; lon: number } | "remote";
  ageHours?: number;
  salary?: [number, number] | null;
  level?: string | null;
};

async function posting(p: PostingInput): Promise<number> {
  const at = p.at ?? PARKER;
  const remote = at === "remote";
  const [row] = await db
    .insert(jobPostings)
    .values({
      source: SOURCE,
      externalId: `${tag}-${++seq}`,
      title: p.title,
      company: `Company ${seq} ${tag}`,
      location: remote ? "Remote" : `${at.city}, ${at.state}`,
      city: remote ? null : at.city,
      state: remote ? null : at.state,
      lat: remote ? null : at.lat,
      lon: remote ? null : at.lon,
      remote,
      salaryMin: p.salary ? p.salary[0] : null,
      salaryMax: p.salary ? p.salary[1] : null,
      experienceLevel: p.level ?? null,
      onetCode: p.code,
      postedAt: new Date(NOW.getTime() - (p.ageHours ?? 2) * HOUR),
      url: `https://jobs.example.test/${tag}/${seq}`,
    })
    .returning({ id: jobPostings.id });
  return row!.id;
}

const search = (over: Partial<SearchForAlert> = {}): SearchForAlert => ({
  preferredJobTitles: ["Contract Specialist"],
  preferredLocations: ["Denver, CO"],
  minSalary: null,
  maxSalary: null,
  experienceYears: null,
  remoteWork: false,
  searchSimilarTitles: true,
  ...over,
});

/** Posting ids (of this file's postings) a premium search matches. */
async function matchSearch(s: SearchForAlert): Promise<number[]> {
  const c = new AlertCriteria(index);
  c.addSearch(1, s);
  const found = await matchAlertJobs(db, index, c, { now: NOW, perAccount: 500 });
  return (found.get(1) ?? []).filter((j) => j.source === SOURCE).map((j) => j.id);
}

const ids: Record<string, number> = {};

beforeAll(async () => {
  index = await loadOnetIndex();
  ids.parker = await posting({ title: "Contract Specialist", code: "13-1023.00", at: PARKER });
  ids.bennett = await posting({ title: "Contract Specialist", code: "13-1023.00", at: BENNETT });
  ids.old = await posting({ title: "Contract Specialist", code: "13-1023.00", ageHours: 80 });
  ids.recent = await posting({ title: "Contract Specialist", code: "13-1023.00", ageHours: 70 });
  ids.lowPay = await posting({ title: "Contract Specialist", code: "13-1023.00", salary: [50_000, 70_000] });
  ids.goodPay = await posting({ title: "Contract Specialist", code: "13-1023.00", salary: [90_000, 110_000] });
  ids.senior = await posting({ title: "Contract Specialist", code: "13-1023.00", level: "Senior" });
  ids.entry = await posting({ title: "Contract Specialist", code: "13-1023.00", level: "Entry-Mid" });
  ids.similar = await posting({ title: "Purchasing Agent", code: "13-1023.00" });
  ids.seniorTitle = await posting({ title: "Senior Contract Specialist", code: "13-1023.00" });
  ids.grocery = await posting({ title: "Grocery Buyer", code: "13-1022.00" });
  ids.otherFamily = await posting({ title: "Contract Nurse Specialist", code: "29-1141.00" });
  ids.remote = await posting({ title: "Contract Specialist", code: "13-1023.00", at: "remote" });
  ids.nurseDenver = await posting({ title: "Registered Nurse", code: "29-1141.00", at: DENVER });
}, 60_000);

describe("alert matching in SQL", () => {
  it("keeps the 25-mile radius: 20 miles away matches, 30 does not", async () => {
    const found = await matchSearch(search());
    expect(found).toContain(ids.parker);
    expect(found).not.toContain(ids.bennett);
  });

  it("looks at the last 72 hours only", async () => {
    const found = await matchSearch(search());
    expect(found).toContain(ids.recent);
    expect(found).not.toContain(ids.old);
  });

  it("filters by salary range overlap (postings without a salary pass)", async () => {
    const found = await matchSearch(search({ minSalary: 80_000, maxSalary: 120_000 }));
    expect(found).toContain(ids.goodPay);
    expect(found).not.toContain(ids.lowPay);
    expect(found).toContain(ids.parker);
    expect(await matchSearch(search())).toContain(ids.lowPay);
  });

  it("filters by experience (0 → Entry-Mid, 8 → Mid-Senior and up)", async () => {
    const entry = await matchSearch(search({ experienceYears: 0 }));
    expect(entry).toContain(ids.entry);
    expect(entry).not.toContain(ids.senior);
    const senior = await matchSearch(search({ experienceYears: 8 }));
    expect(senior).toContain(ids.senior);
    expect(senior).not.toContain(ids.entry);
  });

  it("adds O*NET similar titles only when the switch is on", async () => {
    const on = await matchSearch(search({ searchSimilarTitles: true }));
    const off = await matchSearch(search({ searchSimilarTitles: false }));
    expect(on).toContain(ids.similar);
    expect(off).not.toContain(ids.similar);
    expect(on).toContain(ids.seniorTitle);
    expect(off).toContain(ids.seniorTitle);
  });

  it("never matches on a shared word alone or outside the role family", async () => {
    for (const similar of [true, false]) {
      const found = await matchSearch(search({ searchSimilarTitles: similar }));
      expect(found).not.toContain(ids.grocery);
      expect(found).not.toContain(ids.otherFamily);
      expect(found).not.toContain(ids.nurseDenver);
    }
  });

  it("includes remote postings only for searches that accept remote work", async () => {
    expect(await matchSearch(search({ remoteWork: true }))).toContain(ids.remote);
    expect(await matchSearch(search({ remoteWork: false }))).not.toContain(ids.remote);
  });

  it("matches a trial resume's roles around its location, and remote postings", async () => {
    const c = new AlertCriteria(index);
    c.addTrial(7, { privateSectorRoles: ["Contract Specialist"], location: "Denver, CO" });
    const found = ((await matchAlertJobs(db, index, c, { now: NOW, perAccount: 500 })).get(7) ?? []).map((j) => j.id);
    expect(found).toContain(ids.parker);
    expect(found).toContain(ids.remote);
    expect(found).not.toContain(ids.bennett);
    expect(found).not.toContain(ids.nurseDenver);
    expect(found).not.toContain(ids.old);
  });
});

async function premiumAccount(s: Partial<SearchForAlert> & { titles?: string[] } = {}) {
  const { account } = await createAccount({ tier: "premium", status: "active", name: "Premium Person" });
  const base = search(s);
  await db.insert(jobSearches).values({
    accountId: account.id,
    name: "Search",
    preferredJobTitles: s.titles ?? base.preferredJobTitles.slice(),
    preferredLocations: base.preferredLocations.slice(),
    remoteWork: base.remoteWork,
    searchSimilarTitles: base.searchSimilarTitles,
  });
  return account;
}

async function trialAccount(startedAgo = 2 * HOUR) {
  const start = new Date(NOW.getTime() - startedAgo);
  const { account } = await createAccount({
    name: "Trial Person",
    overrides: { trialStartDate: start, trialEndDate: new Date(start.getTime() + 7 * DAY) },
  });
  const [resume] = await db
    .insert(resumes)
    .values({
      email: account.email,
      name: account.name,
      location: "Denver, CO",
      phone: "555-0100",
      education: "BA",
      privateSectorRoles: ["Contract Specialist"],
      accountId: account.id,
    })
    .returning({ id: resumes.id });
  await db.update(accounts).set({ resumeId: resume!.id }).where(eq(accounts.id, account.id));
  return account;
}

const outboxCount = async (email: string) => (await db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).length;

describe("the alert run", () => {
  it("sends one email per account even when run twice, and records history and tracking", async () => {
    const a = await premiumAccount();
    const b = await trialAccount();
    const first = await runJobAlerts({ now: NOW, accountIds: [a.id, b.id] });
    const second = await runJobAlerts({ now: NOW, accountIds: [a.id, b.id] });
    expect(first.sent).toBe(2);
    expect(second.sent).toBe(0);
    expect(await outboxCount(a.email)).toBe(1);
    expect(await outboxCount(b.email)).toBe(1);
    const history = await db.select().from(jobAlertHistory).where(inArray(jobAlertHistory.accountId, [a.id, b.id]));
    expect(history.map((h) => h.alertDay).sort()).toEqual(["1", NOW.toISOString().slice(0, 10)].sort());
    expect(history.every((h) => h.jobCount > 0)).toBe(true);
    const tracked = await db.select().from(emailTracking).where(eq(emailTracking.idempotencyKey, alertIdempotencyKey(b.id, "1")));
    expect(tracked).toMatchObject([{ success: true, emailType: "job_alert", sequenceDay: 1 }]);
    const [after] = await db.select({ last: accounts.lastJobAlertSent }).from(accounts).where(eq(accounts.id, a.id));
    expect(after!.last).not.toBeNull();
  });

  it("a crash between claim and send: the rerun sends it once and skips nobody", async () => {
    const accs = [await premiumAccount(), await premiumAccount(), await trialAccount()];
    const idsOf = accs.map((a) => a.id);
    let calls = 0;
    const crashing: SendFn = async (input, deps) => {
      if (calls++ === 0) throw new Error("process killed");
      return sendEmail(input, deps);
    };
    const first = await runJobAlerts({ now: NOW, accountIds: idsOf, send: crashing, concurrency: 1 });
    expect(first.sent).toBe(2);
    // Too early: the claim is fresh, so another run does not touch it yet.
    expect((await runJobAlerts({ now: NOW, accountIds: idsOf })).sent).toBe(0);
    const rerun = await runJobAlerts({ now: new Date(NOW.getTime() + 15 * MINUTE), accountIds: idsOf });
    expect(rerun.retried).toBe(1);
    expect(rerun.sent).toBe(1);
    for (const a of accs) expect(await outboxCount(a.email)).toBe(1);
    expect((await runJobAlerts({ now: new Date(NOW.getTime() + 30 * MINUTE), accountIds: idsOf })).sent).toBe(0);
  });

  it("a run killed while the provider was called: the in-flight claim is taken over once", async () => {
    const a = await premiumAccount();
    const day = NOW.toISOString().slice(0, 10);
    await db.insert(jobAlertHistory).values({
      accountId: a.id,
      alertDay: day,
      jobCount: 1,
      jobs: [{ jobTitle: "Contract Specialist", company: "X", location: "Parker, CO", source: SOURCE, jobType: "On-site", experienceLevel: null, postedDate: day, applicationUrl: "https://jobs.example.test/x" }],
      sentAt: new Date(NOW.getTime() - HOUR),
    });
    await db.insert(emailTracking).values({
      email: a.email, emailType: "job_alert", emailSubject: "in flight", idempotencyKey: alertIdempotencyKey(a.id, day),
      success: false, error: null, sentAt: new Date(Date.now() - HOUR),
    });
    const report = await runJobAlerts({ now: NOW, accountIds: [a.id] });
    expect(report.sent).toBe(1);
    expect(await outboxCount(a.email)).toBe(1);
    expect((await runJobAlerts({ now: NOW, accountIds: [a.id], staleAfterMs: 0 })).sent).toBe(0);
    expect(await outboxCount(a.email)).toBe(1);
  });

  it("two concurrent runs split the work: everyone once, nobody twice", async () => {
    const accs = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => (i % 2 ? premiumAccount() : trialAccount())));
    const idsOf = accs.map((a) => a.id);
    const [r1, r2] = await Promise.all([
      runJobAlerts({ now: NOW, accountIds: idsOf, batchSize: 2 }),
      runJobAlerts({ now: NOW, accountIds: idsOf, batchSize: 2 }),
    ]);
    expect(r1.sent + r2.sent).toBe(6);
    for (const a of accs) expect(await outboxCount(a.email)).toBe(1);
  });

  it("unsubscribing stops the next run", async () => {
    const a = await trialAccount();
    expect((await runJobAlerts({ now: NOW, accountIds: [a.id] })).sent).toBe(1);
    const link = await issueUnsubscribeToken(a.email, "job_alert");
    expect(await consumeUnsubscribeToken(link.token)).toEqual({ status: "unsubscribed", kind: "job_alert" });
    const tomorrow = new Date(NOW.getTime() + DAY);
    expect((await runJobAlerts({ now: tomorrow, accountIds: [a.id] })).claimed).toBe(0);
    expect(await outboxCount(a.email)).toBe(1);
  });

  it("every alert carries its own one-click unsubscribe link and List-Unsubscribe headers, which stop the next run", async () => {
    const a = await premiumAccount();
    const seen: { headers?: Record<string, string>; unsubscribeUrl: string }[] = [];
    const capture: SendFn = async (input, deps) => {
      seen.push({ headers: input.headers, unsubscribeUrl: (input.props as { unsubscribeUrl: string }).unsubscribeUrl });
      return sendEmail(input, deps);
    };
    expect((await runJobAlerts({ now: NOW, accountIds: [a.id], send: capture })).sent).toBe(1);
    const [mail] = seen;
    const token = new URL(mail!.unsubscribeUrl).searchParams.get("token")!;
    expect(mail!.unsubscribeUrl).toMatch(/\/unsubscribe\?token=/);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<http://localhost:3000/api/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(await consumeUnsubscribeToken(token)).toEqual({ status: "unsubscribed", kind: "job_alert" });
    expect((await runJobAlerts({ now: new Date(NOW.getTime() + DAY), accountIds: [a.id] })).claimed).toBe(0);
  });

  it("sends a trial account its next day's alert the next day, and nothing after day 7", async () => {
    const a = await trialAccount();
    await runJobAlerts({ now: NOW, accountIds: [a.id] });
    await runJobAlerts({ now: new Date(NOW.getTime() + DAY), accountIds: [a.id] });
    expect((await runJobAlerts({ now: new Date(NOW.getTime() + 8 * DAY), accountIds: [a.id] })).claimed).toBe(0);
    const days = await db.select({ d: jobAlertHistory.alertDay }).from(jobAlertHistory).where(eq(jobAlertHistory.accountId, a.id));
    expect(days.map((d) => d.d).sort()).toEqual(["1", "2"]);
  });

  it("never puts another account's matches in an alert", async () => {
    const procurement = await premiumAccount();
    const nurse = await premiumAccount({ titles: ["Registered Nurse"] });
    await runJobAlerts({ now: NOW, accountIds: [procurement.id, nurse.id] });
    const rows = await db.select().from(jobAlertHistory).where(inArray(jobAlertHistory.accountId, [procurement.id, nurse.id]));
    const jobsOf = (id: number) => (rows.find((r) => r.accountId === id)!.jobs as { jobTitle: string; company: string }[]).filter((j) => j.company.endsWith(tag));
    expect(jobsOf(procurement.id).length).toBeGreaterThan(0);
    expect(jobsOf(procurement.id).every((j) => !/nurse/i.test(j.jobTitle))).toBe(true);
    expect(jobsOf(nurse.id).map((j) => j.jobTitle)).toContain("Registered Nurse");
    expect(jobsOf(nurse.id).every((j) => /nurse/i.test(j.jobTitle))).toBe(true);
  });

  it("admin hooks: not-eligible without a trial or premium, then sent, then already-sent", async () => {
    const { account: expired } = await createAccount({
      overrides: { trialStartDate: new Date(NOW.getTime() - 10 * DAY), trialEndDate: new Date(NOW.getTime() - 3 * DAY) },
    });
    expect(await sendJobAlertNow(expired.id, { now: NOW })).toEqual({ status: "not-eligible", jobCount: 0 });
    const a = await trialAccount();
    const sent = await sendJobAlertNow(a.id, { now: NOW });
    expect(sent.status).toBe("sent");
    expect(sent.jobCount).toBeGreaterThan(0);
    expect((await sendJobAlertNow(a.id, { now: NOW })).status).toBe("already-sent");
    expect(await outboxCount(a.email)).toBe(1);
  });
});
