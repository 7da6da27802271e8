import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EXPERIENCE_LEVELS } from "@/db/schema";
import { findCity } from "./geo";
import { createRng } from "./prng";
import { EMPLOYER_STEMS, postingTitle, type CatalogOccupation } from "./sample-catalog";
import { generateFromCatalog, loadSampleCatalog, SAMPLE_FEED_SIZE, SAMPLE_SOURCE, SAMPLE_WINDOW_DAYS, type SamplePosting } from "./sample-feed";
import { wageForOnetCode } from "./wages";
import { DAY } from "@/lib/time";

const NOW = new Date("2026-11-20T15:30:00Z");

let catalog: CatalogOccupation[];
let feed: SamplePosting[];

beforeAll(async () => {
  catalog = await loadSampleCatalog();
  feed = generateFromCatalog(catalog, { now: NOW });
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe("sample feed", () => {
  it("has 3,000 postings with unique external ids and example.com URLs", () => {
    expect(feed).toHaveLength(SAMPLE_FEED_SIZE);
    expect(new Set(feed.map((p) => p.externalId)).size).toBe(SAMPLE_FEED_SIZE);
    for (const p of feed) {
      expect(p.source).toBe(SAMPLE_SOURCE);
      expect(p.url).toBe(`https://example.com/jobs/${p.externalId}`);
      expect(p.externalId).toMatch(/^sample-\d+$/);
    }
  });

  it("is deterministic and never uses Math.random", () => {
    const random = vi.spyOn(Math, "random").mockImplementation(() => {
      throw new Error("Math.random used");
    });
    const again = generateFromCatalog(catalog, { now: NOW });
    expect(random).not.toHaveBeenCalled();
    expect(again).toEqual(feed);
  });

  it("moves only the dates when `now` moves", () => {
    const later = generateFromCatalog(catalog, { now: new Date(NOW.getTime() + 3 * DAY) });
    expect(later.map((p) => ({ ...p, postedAt: null }))).toEqual(feed.map((p) => ({ ...p, postedAt: null })));
    expect(later[0].postedAt.getTime() - feed[0].postedAt.getTime()).toBe(3 * DAY);
  });

  it("differs with another seed and honours the count", () => {
    const other = generateFromCatalog(catalog, { now: NOW, seed: "another-seed", count: 200 });
    expect(other).toHaveLength(200);
    expect(other.map((p) => p.title)).not.toEqual(feed.slice(0, 200).map((p) => p.title));
  });

  it("spreads posting dates over the last 14 days, none in the future", () => {
    const ages = feed.map((p) => NOW.getTime() - p.postedAt.getTime());
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(SAMPLE_WINDOW_DAYS * DAY);
    // Roughly uniform: the 72-hour window of job searches holds about 3/14 of the feed.
    const recent = ages.filter((a) => a <= 3 * DAY).length / feed.length;
    expect(recent).toBeGreaterThan(0.16);
    expect(recent).toBeLessThan(0.27);
  });

  it("makes about a fifth of the postings remote, labelled Remote", () => {
    const remote = feed.filter((p) => p.remote);
    expect(remote.length / feed.length).toBeGreaterThan(0.15);
    expect(remote.length / feed.length).toBeLessThan(0.25);
    for (const p of remote) expect(p.location).toBe("Remote");
    for (const p of feed.filter((x) => !x.remote)) expect(p.location).toBe(`${p.city}, ${p.state}`);
  });

  it("places postings in real cities from the geo table", () => {
    for (const p of feed) expect(findCity(p.city!, p.state!), `${p.city}, ${p.state}`).toMatchObject({ lat: p.lat, lon: p.lon });
    expect(new Set(feed.map((p) => p.state)).size).toBe(51);
  });

  it("uses the spec's experience labels and white-collar O*NET occupations", () => {
    for (const p of feed) expect(EXPERIENCE_LEVELS).toContain(p.experienceLevel);
    expect(new Set(feed.map((p) => p.experienceLevel)).size).toBe(EXPERIENCE_LEVELS.length);
    const codes = new Set(feed.map((p) => p.onetCode));
    expect(codes.size).toBeGreaterThan(300);
    for (const c of ["15-1212.00", "15-1211.00", "13-1023.00", "13-1111.00", "29-1141.00"]) expect(codes).toContain(c);
    // Not government-only work, no military codes.
    for (const c of ["11-1031.00", "33-3051.00", "43-5052.00"]) expect(codes).not.toContain(c);
    expect([...codes].some((c) => c.startsWith("55-"))).toBe(false);
  });

  it("derives salary bands from the occupation's BLS wages, higher for senior levels", () => {
    const withSalary = feed.filter((p) => p.salaryMin !== null);
    expect(withSalary.length / feed.length).toBeGreaterThan(0.8);
    for (const p of withSalary) {
      const wage = wageForOnetCode(p.onetCode)!;
      expect(p.salaryMin!).toBeLessThan(p.salaryMax!);
      expect(p.salaryMin!).toBeGreaterThanOrEqual(Math.floor(wage.p10Annual! * 0.9));
      // Executive bands reach the 97th percentile (extrapolated past p90), in a large city (+8%).
      expect(p.salaryMax!).toBeLessThanOrEqual(Math.ceil((wage.p90Annual ?? wage.medianAnnual * 1.6) * 1.32));
    }
    const mean = (level: string) => {
      const list = withSalary.filter((p) => p.experienceLevel === level);
      return list.reduce((s, p) => s + p.salaryMin! / wageForOnetCode(p.onetCode)!.medianAnnual, 0) / list.length;
    };
    expect(mean("Entry-Mid")).toBeLessThan(mean("Mid"));
    expect(mean("Mid")).toBeLessThan(mean("Senior"));
  });

  it("names only fictional employers and marks every description as a sample", () => {
    for (const p of feed) {
      expect(EMPLOYER_STEMS.some((s) => p.company.startsWith(`${s} `)), p.company).toBe(true);
      expect(p.description).toContain("This is not a real job opening.");
      expect(p.description).toContain(p.title);
    }
  });

  it("describes the job with its O*NET tasks", () => {
    const posting = feed.find((p) => p.onetCode === "15-1212.00")!;
    const occupation = catalog.find((o) => o.code === "15-1212.00")!;
    expect(occupation.tasks.some((t) => posting.description.includes(`- ${t}`))).toBe(true);
    expect(posting.description).toMatch(/Tools and technologies: .+\./);
  });
});

describe("postingTitle", () => {
  it("keeps plain job titles and drops codes, acronyms and government wording", () => {
    expect(postingTitle("Network Security Analyst")).toBe("Network Security Analyst");
    expect(postingTitle("Registered Nurse (RN)")).toBe("Registered Nurse");
    expect(postingTitle("IT Security Analyst")).toBe("IT Security Analyst");
    expect(postingTitle("ISSO")).toBeNull();
    expect(postingTitle("Staff RN")).toBeNull();
    expect(postingTitle("County Clerk")).toBeNull();
    expect(postingTitle("Public Relations Specialist")).toBe("Public Relations Specialist");
    expect(postingTitle("Analyst")).toBeNull();
    expect(postingTitle("Level 2 Support")).toBeNull();
  });
});

describe("createRng", () => {
  it("repeats for a seed and stays in range", () => {
    const a = createRng("x");
    const b = createRng("x");
    const seq = Array.from({ length: 100 }, () => a.next());
    expect(Array.from({ length: 100 }, () => b.next())).toEqual(seq);
    for (const v of seq) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    expect(createRng("y").next()).not.toBe(seq[0]);
  });

  it("weighted picks follow the weights", () => {
    const rng = createRng(7);
    let heavy = 0;
    for (let i = 0; i < 2000; i++) if (rng.weighted(["a", "b"], (x) => (x === "a" ? 9 : 1)) === "a") heavy++;
    expect(heavy / 2000).toBeGreaterThan(0.85);
    expect(heavy / 2000).toBeLessThan(0.95);
  });
});
