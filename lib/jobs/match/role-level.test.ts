import { beforeAll, describe, expect, it } from "vitest";
import { loadOnetIndex, type OnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import { roleLevelMatches, roleLevelMatchesFrom } from "./role-level";
import { getJobSource } from "./source";
import { contractingResume, itResume } from "./test-profiles";

let index: OnetIndex;
beforeAll(async () => {
  index = await loadOnetIndex();
}, 60_000);

describe("roleLevelMatches", () => {
  it("returns O*NET occupations with BLS median pay and an O*NET OnLine link, never invented employers", async () => {
    const matches = await roleLevelMatches(itResume);
    expect(matches.length).toBeGreaterThanOrEqual(3);
    expect(matches.length).toBeLessThanOrEqual(10);
    const titles = new Set(index.occupations.map((o) => o.title));
    for (const m of matches) {
      expect(titles.has(m.jobTitle), m.jobTitle).toBe(true);
      expect(m.company).toBe("Various employers");
      expect(m.source).toBe("onet");
      expect(m.location).toBe("Arlington, VA");
      expect(m.jobPostingId).toBeNull();
      expect(m.url).toMatch(/^https:\/\/www\.onetonline\.org\/link\/summary\/\d{2}-\d{4}\.\d{2}$/);
      if (m.salary !== null) expect(m.salary).toMatch(/^Median \$\d{1,3}(,\d{3})+ \(BLS\)$/);
      expect(Number.isInteger(m.matchScore) && m.matchScore >= 0 && m.matchScore <= 100).toBe(true);
    }
    const scores = matches.map((m) => m.matchScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(matches.slice(0, 3).map((m) => m.jobTitle)).toContain("Information Security Analysts");
    expect(matches.find((m) => m.jobTitle === "Information Security Analysts")!.salary).toBe("Median $129,180 (BLS)");
  });

  it("follows the resume: a contracting resume gets purchasing occupations first", () => {
    const top = roleLevelMatchesFrom(index, contractingResume, 3).map((m) => m.jobTitle);
    expect(top.some((t) => /Purchasing|Buyers/.test(t))).toBe(true);
  });

  it("honours the limit and copes with an empty resume", () => {
    expect(roleLevelMatchesFrom(index, itResume, 2)).toHaveLength(2);
    expect(roleLevelMatchesFrom(index, { privateSectorRoles: [], skills: [], systemsAndTools: [] })).toEqual([]);
  });

  it("says United States when the resume has no location", () => {
    const [first] = roleLevelMatchesFrom(index, { ...itResume, location: " " }, 1);
    expect(first.location).toBe("United States");
  });
});

describe("getJobSource", () => {
  const none = { ADZUNA_APP_ID: undefined, ADZUNA_APP_KEY: undefined, THE_MUSE_ENABLED: undefined, THE_MUSE_API_KEY: undefined, JSEARCH_API_KEY: undefined };

  it("uses the sample feed outside production and role-level matches in production", () => {
    expect(getJobSource({ ...none, NODE_ENV: "development" })).toBe("sample");
    expect(getJobSource({ ...none, NODE_ENV: "test" })).toBe("sample");
    expect(getJobSource({ ...none, NODE_ENV: "production" })).toBe("onet");
  });

  it("uses a job API only when it is fully configured", () => {
    expect(getJobSource({ ...none, NODE_ENV: "production", ADZUNA_APP_ID: "id", ADZUNA_APP_KEY: "key" })).toBe("api");
    expect(getJobSource({ ...none, NODE_ENV: "production", ADZUNA_APP_ID: "id" })).toBe("onet");
    expect(getJobSource({ ...none, NODE_ENV: "production", JSEARCH_API_KEY: "key" })).toBe("api");
    expect(getJobSource({ ...none, NODE_ENV: "development", THE_MUSE_API_KEY: "key" })).toBe("api");
    // USAJOBS lists government jobs: no private-sector source, so its keys choose nothing.
    expect(getJobSource({ ...none, NODE_ENV: "development", USAJOBS_API_KEY: "k", USAJOBS_USER_AGENT: "me@example.com" } as Parameters<typeof getJobSource>[0])).toBe("sample");
  });
});
