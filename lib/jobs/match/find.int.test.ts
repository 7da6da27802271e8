/**
 * The sample feed in a real database, and job matching against it: seeding (idempotent upsert),
 * candidate queries, scoring, role-level fallback and storing matches in job_matches.
 */
import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { jobMatches, jobPostings, resumes } from "@/db/schema";
import { uniqueEmail } from "@/test/helpers";
import { SAMPLE_FEED_SIZE, seedSampleJobPostings } from "../sample-feed";
import { findJobMatches } from "./find";
import { matchJobsForResume } from "./source";
import { contractingResume, itResume } from "./test-profiles";
import { toJobMatchRows } from "./types";
import { DAY } from "@/lib/time";

const NOW = new Date("2026-11-20T12:00:00Z");
const IT_CODES = /^(?:15-12|15-1299|11-3021|13-1199\.07)/;

async function sampleRows() {
  return db
    .select({ id: jobPostings.id, externalId: jobPostings.externalId, postedAt: jobPostings.postedAt })
    .from(jobPostings)
    .where(eq(jobPostings.source, "sample"))
    .orderBy(jobPostings.id);
}

async function codesOf(ids: number[]) {
  const rows = await db.select({ id: jobPostings.id, onetCode: jobPostings.onetCode }).from(jobPostings).where(inArray(jobPostings.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.onetCode]));
  return ids.map((id) => byId.get(id));
}

describe("seedSampleJobPostings", () => {
  it("inserts 3,000 sample postings, then refreshes them in place", async () => {
    expect(await seedSampleJobPostings(db, { now: new Date(NOW.getTime() - DAY) })).toEqual({ count: SAMPLE_FEED_SIZE, removed: 0 });
    const first = await sampleRows();
    expect(first).toHaveLength(SAMPLE_FEED_SIZE);

    expect(await seedSampleJobPostings(db, { now: NOW })).toEqual({ count: SAMPLE_FEED_SIZE, removed: 0 });
    const second = await sampleRows();
    expect(second.map((r) => [r.id, r.externalId])).toEqual(first.map((r) => [r.id, r.externalId]));
    second.forEach((r, i) => expect(r.postedAt.getTime() - first[i].postedAt.getTime()).toBe(DAY));
  }, 120_000);

  it("removes sample rows beyond a smaller count and leaves other sources alone", async () => {
    const [other] = await db
      .insert(jobPostings)
      .values({ source: "test-feed", externalId: "x-1", title: "Keep Me", company: "Other", location: "Remote", url: "https://example.com/x-1", postedAt: NOW })
      .returning({ id: jobPostings.id });
    expect(await seedSampleJobPostings(db, { now: NOW, count: 2500 })).toEqual({ count: 2500, removed: 500 });
    const [{ n }] = await db.select({ n: count() }).from(jobPostings).where(eq(jobPostings.source, "sample"));
    expect(n).toBe(2500);
    expect(await db.select().from(jobPostings).where(eq(jobPostings.id, other.id))).toHaveLength(1);
    await db.delete(jobPostings).where(eq(jobPostings.id, other.id));
    expect(await seedSampleJobPostings(db, { now: NOW })).toEqual({ count: SAMPLE_FEED_SIZE, removed: 0 });
  }, 120_000);
});

describe("findJobMatches (sample feed)", () => {
  beforeAll(async () => {
    const [{ n }] = await db.select({ n: count() }).from(jobPostings).where(eq(jobPostings.source, "sample"));
    if (n < SAMPLE_FEED_SIZE) await seedSampleJobPostings(db, { now: NOW });
  }, 120_000);

  it("finds IT jobs for a GS-2210 IT specialist in Arlington, VA", async () => {
    const matches = await findJobMatches({ resume: itResume, db, now: NOW });
    expect(matches).toHaveLength(10);
    const scores = matches.map((m) => m.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores[0]).toBeGreaterThanOrEqual(70);
    for (const m of matches) {
      expect(m.source).toBe("sample");
      expect(m.url).toMatch(/^https:\/\/example\.com\/jobs\/sample-\d+$/);
      if (m.salary !== null) expect(m.salary).toMatch(/^\$\d{1,3}(,\d{3})* - \$\d{1,3}(,\d{3})*$/);
      expect(m.company).not.toBe("");
    }
    const codes = await codesOf(matches.map((m) => m.jobPostingId!));
    expect(codes.every((c) => IT_CODES.test(c ?? "")), codes.join(", ")).toBe(true);
  });

  it("finds procurement and contracting jobs for a GS-1102 contract specialist", async () => {
    const matches = await findJobMatches({ resume: contractingResume, db, now: NOW, limit: 5 });
    expect(matches).toHaveLength(5);
    for (const m of matches) expect(m.jobTitle).toMatch(/procure|purchas|buyer|contract|sourcing|supply|material|acquisition|logistic/i);
    const codes = await codesOf(matches.map((m) => m.jobPostingId!));
    expect(codes.every((c) => /^(?:13-102|13-1081|11-3061|11-3071)/.test(c ?? "")), codes.join(", ")).toBe(true);
  });

  it("prefers nearby jobs when the fit is otherwise equal", async () => {
    const [top] = await findJobMatches({ resume: itResume, db, now: NOW, limit: 1 });
    const moved = await findJobMatches({ resume: { ...itResume, location: "Honolulu, HI" }, db, now: NOW, limit: 10 });
    expect(moved.every((m) => m.matchScore <= top.matchScore)).toBe(true);
  });

  it("only reads postings from the window before `now` and from the requested sources", async () => {
    expect(await findJobMatches({ resume: itResume, db, now: new Date(NOW.getTime() + 60 * DAY) })).toEqual([]);
    expect(await findJobMatches({ resume: itResume, db, now: new Date(NOW.getTime() - 20 * DAY) })).toEqual([]);
    expect(await findJobMatches({ resume: itResume, db, now: NOW, sources: ["adzuna"] })).toEqual([]);
    const recent = await findJobMatches({ resume: itResume, db, now: NOW, maxAgeDays: 3, limit: 50 });
    const rows = await db
      .select({ postedAt: jobPostings.postedAt })
      .from(jobPostings)
      .where(inArray(jobPostings.id, recent.map((m) => m.jobPostingId!)));
    for (const r of rows) expect(NOW.getTime() - r.postedAt.getTime()).toBeLessThanOrEqual(3 * DAY);
  });

  it("is deterministic", async () => {
    const a = await findJobMatches({ resume: contractingResume, db, now: NOW });
    const b = await findJobMatches({ resume: contractingResume, db, now: NOW });
    expect(b).toEqual(a);
  });
});

describe("matchJobsForResume", () => {
  it("uses the sample feed in development and role-level matches in production", async () => {
    const sample = await matchJobsForResume({ resume: itResume, db, now: NOW, limit: 3, source: "sample" });
    expect(sample.map((m) => m.source)).toEqual(["sample", "sample", "sample"]);
    const roles = await matchJobsForResume({ resume: itResume, db, now: NOW, limit: 3, source: "onet" });
    expect(roles.map((m) => m.source)).toEqual(["onet", "onet", "onet"]);
    expect(roles.every((m) => m.company === "Various employers" && m.jobPostingId === null)).toBe(true);
  });

  it("falls back to role-level matches when the feed has nothing recent (never sample jobs for an API)", async () => {
    const stale = await matchJobsForResume({ resume: itResume, db, now: new Date(NOW.getTime() + 90 * DAY), limit: 3, source: "sample" });
    expect(stale.map((m) => m.source)).toEqual(["onet", "onet", "onet"]);
    const api = await matchJobsForResume({ resume: itResume, db, now: NOW, limit: 3, source: "api" });
    expect(api.every((m) => m.source === "onet")).toBe(true);
  });
});

describe("storing matches", () => {
  it("writes job_matches rows linked to their posting, unlinked when the posting goes", async () => {
    const [resume] = await db
      .insert(resumes)
      .values({ email: uniqueEmail("jobs"), name: "Jo Match", location: "Arlington, VA", phone: "555-0100", education: "BS" })
      .returning({ id: resumes.id });
    const [posting] = await db
      .insert(jobPostings)
      .values({ source: "test-feed", externalId: `gone-${resume.id}`, title: "Security Analyst", company: "Ashcombe Systems", location: "Arlington, VA", url: "https://example.com/gone", postedAt: NOW })
      .returning({ id: jobPostings.id });
    const matches = [
      ...(await findJobMatches({ resume: itResume, db, now: NOW, limit: 2 })),
      { jobTitle: "Security Analyst", company: "Ashcombe Systems", location: "Arlington, VA", salary: null, matchScore: 50, source: "test-feed", url: "https://example.com/gone", jobPostingId: posting.id },
    ];
    await db.insert(jobMatches).values(toJobMatchRows(resume.id, matches));
    await db.delete(jobPostings).where(eq(jobPostings.id, posting.id));
    const stored = await db.select().from(jobMatches).where(eq(jobMatches.resumeId, resume.id)).orderBy(jobMatches.id);
    expect(stored.map((m) => [m.jobTitle, m.matchScore, m.source])).toEqual(matches.map((m) => [m.jobTitle, m.matchScore, m.source]));
    expect(stored[0].jobPostingId).toBe(matches[0].jobPostingId);
    expect(stored[2].jobPostingId).toBeNull();
    await db.delete(resumes).where(eq(resumes.id, resume.id));
  });
});
