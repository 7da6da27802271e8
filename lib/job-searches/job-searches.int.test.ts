/**
 * Integration: the job-search API (spec 02 §7) on the test database, called with real Requests.
 * Only the owning premium account creates, edits, toggles and deletes its searches; another
 * account's search is 404 and stays as it was; the limit of 3 holds on the server, also for two
 * creates at once.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/job-searches/route";
import { DELETE as remove, GET as list, PATCH as patch, PUT as put } from "@/app/api/job-searches/[id]/route";
import { PATCH as toggle } from "@/app/api/job-searches/[id]/toggle/route";
import { PATCH as toggleActive } from "@/app/api/job-searches/[id]/toggle-active/route";
import { db } from "@/db/client";
import { accounts, jobSearches } from "@/db/schema";
import { call } from "@/lib/account/test-fixtures";
import { DAY } from "@/lib/time";
import { JOB_SEARCH_MESSAGES as M, type JobSearchView } from "@/lib/validation/job-search";
import { createAccount, createAdmin } from "@/test/helpers";
import { LIMIT_REACHED, PREMIUM_REQUIRED, createJobSearch } from "./service";

const body = (over: Record<string, unknown> = {}) => ({
  name: "Budget roles in Denver",
  preferredJobTitles: ["Budget Analyst", "Financial Analyst"],
  preferredLocations: ["Denver, CO"],
  minSalary: 70000,
  maxSalary: 95000,
  experienceYears: 3,
  remoteWork: true,
  searchSimilarTitles: true,
  ...over,
});

const premium = (over: Parameters<typeof createAccount>[0] = {}) => createAccount({ tier: "premium", status: "active", ...over });

async function createVia(cookie: string, over: Record<string, unknown> = {}) {
  const res = await call(create, "POST", "/api/job-searches", { cookie, body: body(over) });
  return { res, json: (await res.json()) as JobSearchView & { error?: string; code?: string } };
}

async function rowsOf(accountId: number) {
  return db.select().from(jobSearches).where(eq(jobSearches.accountId, accountId)).orderBy(jobSearches.id);
}

describe("a premium account's own searches", () => {
  it("creates, lists, updates, patches, toggles and deletes", async () => {
    const { account, cookie } = await premium();

    const { res, json: created } = await createVia(cookie, { accountId: account.id, preferredLocations: [" Denver, CO ", "denver, co", "Remote"] });
    expect(res.status).toBe(201);
    expect(created).toMatchObject({
      accountId: account.id,
      name: "Budget roles in Denver",
      preferredJobTitles: ["Budget Analyst", "Financial Analyst"],
      preferredLocations: ["Denver, CO", "Remote"],
      minSalary: 70000,
      maxSalary: 95000,
      experienceYears: 3,
      remoteWork: true,
      searchSimilarTitles: true,
      isActive: true,
    });

    const listed = await call(list, "GET", `/api/job-searches/${account.id}`, { cookie, id: account.id });
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("private, no-store");
    expect(await listed.json()).toEqual([created]);

    // PUT replaces every field; what is left out takes the defaults.
    const updated = await call(put, "PUT", "/x", {
      cookie,
      id: created.id,
      body: { name: "Senior finance", preferredJobTitles: ["Finance Manager"], preferredLocations: ["Austin, TX"], experienceYears: 8 },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      id: created.id,
      name: "Senior finance",
      preferredJobTitles: ["Finance Manager"],
      preferredLocations: ["Austin, TX"],
      minSalary: null,
      maxSalary: null,
      experienceYears: 8,
      remoteWork: false,
      searchSimilarTitles: true,
    });

    // PATCH changes only what it names.
    const patched = await call(patch, "PATCH", "/x", { cookie, id: created.id, body: { searchSimilarTitles: false } });
    expect(patched.status).toBe(200);
    expect(await patched.json()).toMatchObject({ name: "Senior finance", searchSimilarTitles: false, experienceYears: 8 });

    for (const [handler, isActive] of [[toggle, false], [toggleActive, true], [toggleActive, false]] as const) {
      const res = await call(handler, "PATCH", "/x", { cookie, id: created.id, body: { isActive } });
      expect(res.status).toBe(200);
      expect((await res.json()).isActive).toBe(isActive);
    }
    expect((await rowsOf(account.id))[0]).toMatchObject({ isActive: false, searchSimilarTitles: false });

    const deleted = await call(remove, "DELETE", "/x", { cookie, id: created.id });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ deleted: true, id: created.id });
    expect(await rowsOf(account.id)).toEqual([]);
    expect((await call(remove, "DELETE", "/x", { cookie, id: created.id })).status).toBe(404);
  });

  it("answers validation failures with the dialog's messages (422) and stores nothing", async () => {
    const { account, cookie } = await premium();
    const res = await call(create, "POST", "/x", {
      cookie,
      body: { name: "  ", preferredJobTitles: [" "], preferredLocations: [], minSalary: -5, experienceYears: 5 },
    });
    expect(res.status).toBe(422);
    const messages = ((await res.json()) as { details: { message: string }[] }).details.map((d) => d.message);
    expect(messages).toEqual(expect.arrayContaining([M.nameRequired, M.titleRequired, M.locationRequired, M.salaryInvalid, M.experience]));

    const range = await createVia(cookie, { minSalary: 100000, maxSalary: 90000 });
    expect(range.res.status).toBe(422);
    expect(range.json.error).toContain(M.salaryRange);
    expect(await rowsOf(account.id)).toEqual([]);
  });

  it("keeps the whole search valid after a partial update", async () => {
    const { cookie } = await premium();
    const { json: s } = await createVia(cookie, { minSalary: 70000, maxSalary: 95000 });
    const res = await call(patch, "PATCH", "/x", { cookie, id: s.id, body: { minSalary: 120000 } });
    expect(res.status).toBe(422);
    expect((await res.json()).error).toContain(M.salaryRange);
    const empty = await call(patch, "PATCH", "/x", { cookie, id: s.id, body: {} });
    expect(empty.status).toBe(422);
    const ok = await call(patch, "PATCH", "/x", { cookie, id: s.id, body: { maxSalary: null, minSalary: "120,000" } });
    expect(await ok.json()).toMatchObject({ minSalary: 120000, maxSalary: null });
  });

  it("stores experience as 0, 3 or 8 only (the database refuses anything else too)", async () => {
    const { account, cookie } = await premium();
    for (const years of [0, 8]) expect((await createVia(cookie, { experienceYears: years })).json.experienceYears).toBe(years);
    expect((await createVia(cookie, { experienceYears: 5 })).res.status).toBe(422);
    await expect(db.insert(jobSearches).values({ accountId: account.id, name: "x", experienceYears: 5 })).rejects.toThrow();
  });
});

describe("the limit of 3", () => {
  it("answers a 4th search 409 with the reason, and allows one again after a delete", async () => {
    const { account, cookie } = await premium();
    const made: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const { res, json } = await createVia(cookie, { name: `Search ${i}` });
      expect(res.status).toBe(201);
      made.push(json.id);
    }
    const fourth = await createVia(cookie, { name: "Search 4" });
    expect(fourth.res.status).toBe(409);
    expect(fourth.json).toMatchObject({ error: LIMIT_REACHED, code: "conflict" });
    expect(await rowsOf(account.id)).toHaveLength(3);

    await call(remove, "DELETE", "/x", { cookie, id: made[0] });
    expect((await createVia(cookie, { name: "Search 4" })).res.status).toBe(201);
  });

  it("lets only one of several concurrent creates at 2 searches through", async () => {
    const { account, cookie } = await premium();
    await createVia(cookie, { name: "One" });
    await createVia(cookie, { name: "Two" });
    const results = await Promise.all(["A", "B", "C", "D"].map((x) => createVia(cookie, { name: `Three ${x}` })));
    expect(results.map((r) => r.res.status).sort()).toEqual([201, 409, 409, 409]);
    expect(await rowsOf(account.id)).toHaveLength(3);
  });

  it("holds when many creates race in the data function itself", async () => {
    const { account } = await premium();
    const input = { ...body(), preferredJobTitles: ["Analyst"], preferredLocations: ["Reno, NV"], experienceYears: null, minSalary: null, maxSalary: null };
    const settled = await Promise.allSettled(Array.from({ length: 6 }, () => createJobSearch({ accountId: account.id, input })));
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(3);
    expect(await rowsOf(account.id)).toHaveLength(3);
  });
});

describe("who may do what", () => {
  it("another account's searches can be neither read nor changed (404), and stay as they were", async () => {
    const a = await premium();
    const b = await premium();
    const { json: theirs } = await createVia(b.cookie, { name: "B's search" });

    const read = await call(list, "GET", "/x", { cookie: a.cookie, id: b.account.id });
    expect(read.status).toBe(404);
    expect(JSON.stringify(await read.json())).not.toContain("B's search");

    const attempts = [
      call(put, "PUT", "/x", { cookie: a.cookie, id: theirs.id, body: body({ name: "Hijacked" }) }),
      call(patch, "PATCH", "/x", { cookie: a.cookie, id: theirs.id, body: { name: "Hijacked" } }),
      call(toggle, "PATCH", "/x", { cookie: a.cookie, id: theirs.id, body: { isActive: false } }),
      call(toggleActive, "PATCH", "/x", { cookie: a.cookie, id: theirs.id, body: { isActive: false } }),
      call(remove, "DELETE", "/x", { cookie: a.cookie, id: theirs.id }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain("B's search");
    }
    expect(await rowsOf(b.account.id)).toEqual([expect.objectContaining({ id: theirs.id, name: "B's search", isActive: true })]);

    // An accountId naming B in A's create is refused, not turned into B's search.
    const forged = await createVia(a.cookie, { accountId: b.account.id, name: "Planted" });
    expect(forged.res.status).toBe(404);
    expect(await rowsOf(b.account.id)).toHaveLength(1);
    expect(await rowsOf(a.account.id)).toEqual([]);
  });

  it("a trial account gets 403 with an upgrade message and can still read its (empty) list", async () => {
    const { account, cookie } = await createAccount();
    const { res, json } = await createVia(cookie);
    expect(res.status).toBe(403);
    expect(json.error).toBe(PREMIUM_REQUIRED);
    expect(json.error).toMatch(/Upgrade to Premium/);
    expect(await rowsOf(account.id)).toEqual([]);
    const listed = await call(list, "GET", "/x", { cookie, id: account.id });
    expect(await listed.json()).toEqual([]);
  });

  it("a premium account whose paid period has ended can no longer change its searches (403)", async () => {
    const { account, cookie } = await premium();
    const { json: s } = await createVia(cookie);
    await db
      .update(accounts)
      .set({ subscriptionStatus: "cancelled", subscriptionEndDate: new Date(Date.now() - DAY) })
      .where(eq(accounts.id, account.id));
    expect((await call(toggleActive, "PATCH", "/x", { cookie, id: s.id, body: { isActive: false } })).status).toBe(403);
    expect((await call(remove, "DELETE", "/x", { cookie, id: s.id })).status).toBe(403);
    expect(await rowsOf(account.id)).toHaveLength(1);
  });

  it("refuses visitors (401), admin sessions (403) and malformed ids (400)", async () => {
    const { account, cookie } = await premium();
    expect((await call(create, "POST", "/x", { body: body() })).status).toBe(401);
    expect((await call(list, "GET", "/x", { id: account.id })).status).toBe(401);
    const admin = await createAdmin();
    expect((await call(create, "POST", "/x", { cookie: admin.cookie, body: body() })).status).toBe(403);
    expect((await call(list, "GET", "/x", { cookie, id: "abc" })).status).toBe(400);
    expect((await call(put, "PUT", "/x", { cookie, id: "1.5", body: body() })).status).toBe(400);
    expect((await call(toggle, "PATCH", "/x", { cookie, id: "9999999999", body: { isActive: true } })).status).toBe(404);
  });
});
