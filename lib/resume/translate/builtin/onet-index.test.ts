import { beforeAll, describe, expect, it } from "vitest";
import { buildOnetIndex, loadOnetIndex, matchTitle, scoreText, type OnetData, type OnetIndex } from "./onet-index";
import { countTerms, termsWithBigrams } from "./tokenize";

const TINY: OnetData = {
  occupations: [
    { code: "13-1023.00", title: "Purchasing Agents", description: "Purchase goods and negotiate contracts with suppliers.", jobZone: 4 },
    { code: "15-1212.00", title: "Information Security Analysts", description: "Plan and carry out security measures to protect networks.", jobZone: 4 },
  ],
  alternateTitles: { "13-1023.00": ["Contract Specialist", "Buyer"], "15-1212.00": ["Security Analyst"] },
  tasks: { "13-1023.00": ["Negotiate contracts with vendors."], "15-1212.00": ["Monitor networks for security breaches."] },
  skills: {},
  technologySkills: { "15-1212.00": [{ name: "Splunk Enterprise", hot: true, inDemand: true, category: "Network monitoring software" }] },
  occupationalSeries: [{ series: "1102", title: "Contracting", group: "1100", groupTitle: "Business and Industry", collar: "white" }],
};

describe("onet index on a tiny data set", () => {
  const index = buildOnetIndex(TINY);

  it("scores text against occupations", () => {
    const s = scoreText(index, countTerms(termsWithBigrams("negotiated contracts with vendors")));
    expect(s[0]).toBeGreaterThan(s[1]);
  });

  it("matches titles through alternate titles", () => {
    const m = matchTitle(index, "Contract Specialist");
    expect(m.get(0)?.title).toBe("Contract Specialist");
    expect(m.get(0)?.score).toBeCloseTo(1);
    expect(m.has(1)).toBe(false);
  });

  it("indexes technology names and series", () => {
    expect(index.technology.get("splunk enterprise")).toMatchObject({ hot: true, occupations: 1 });
    expect(index.series.get("1102")?.title).toBe("Contracting");
  });
});

describe("the real O*NET index", () => {
  let index: OnetIndex;
  beforeAll(async () => {
    index = await loadOnetIndex();
  }, 60_000);

  it("loads once per process and covers every occupation", async () => {
    expect(await loadOnetIndex()).toBe(index);
    expect(index.occupations.length).toBe(1016);
    expect(index.series.get("0343")?.title).toBe("Management and Program Analysis");
  });

  it("ranks the right occupations for plain job titles", () => {
    const best = (title: string) => {
      const m = [...matchTitle(index, title).values()].sort((a, b) => b.score - a.score || a.occ - b.occ);
      return m.map((x) => index.occupations[x.occ].code);
    };
    expect(best("Budget Analyst")[0]).toBe("13-2031.00");
    expect(best("Management and Program Analyst")[0]).toBe("13-1111.00");
    expect(best("Registered Nurse")).toContain("29-1141.00");
  });
});
