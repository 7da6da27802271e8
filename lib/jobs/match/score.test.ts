import { beforeAll, describe, expect, it } from "vitest";
import { loadOnetIndex, type OnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import { buildMatchProfile, type MatchProfile } from "./profile";
import { LOCATION_SCORES, MATCH_WEIGHTS, scoreBreakdown, scoreJob, titleScore, type ScorablePosting } from "./score";
import { contractingResume, itResume } from "./test-profiles";

let index: OnetIndex;
let it2210: MatchProfile;
let contracting: MatchProfile;

beforeAll(async () => {
  index = await loadOnetIndex();
  it2210 = buildMatchProfile(index, itResume);
  contracting = buildMatchProfile(index, contractingResume);
}, 60_000);

const at = (city: string, state: string, lat: number, lon: number) => ({ city, state, lat, lon, remote: false });
const ARLINGTON = at("Arlington", "VA", 38.8816, -77.091);

const securityPosting: ScorablePosting = {
  title: "Information Security Analyst",
  onetCode: "15-1212.00",
  description: [
    "Monitor networks for security breaches, run vulnerability scans and lead incident response.",
    "- Perform risk assessments and document security controls.",
    "- Administer firewalls and network devices.",
    "Tools and technologies: Splunk, Microsoft PowerShell, ServiceNow, Linux.",
    "Key skills: Cybersecurity, Vulnerability Management, Incident Response, Network Administration.",
  ].join("\n"),
  ...ARLINGTON,
};

const nursePosting: ScorablePosting = {
  title: "Registered Nurse",
  onetCode: "29-1141.00",
  description: [
    "Record patients' medical information and vital signs.",
    "- Administer medications to patients and monitor patients for reactions or side effects.",
    "Tools and technologies: Epic Systems, MEDITECH, Microsoft Outlook.",
    "Key skills: Case Management, Care Coordination, Health Education.",
  ].join("\n"),
  ...ARLINGTON,
};

const procurementPosting: ScorablePosting = {
  title: "Procurement Specialist",
  onetCode: "13-1023.00",
  description: [
    "Prepare purchase orders, solicit bid proposals, and review requisitions for goods and services.",
    "- Negotiate, renegotiate, and administer contracts with suppliers and vendors.",
    "Key skills: Contract Negotiation, Contract Administration, Cost and Price Analysis, Supplier Management.",
    "Tools and technologies: SAP, Microsoft Excel.",
  ].join("\n"),
  ...at("Columbus", "OH", 39.9612, -82.9988),
};

describe("scoreJob", () => {
  it("scores an IT posting well above a nursing one for a GS-2210 IT resume", () => {
    const itScore = scoreJob(it2210, securityPosting);
    const nurseScore = scoreJob(it2210, nursePosting);
    expect(itScore).toBeGreaterThanOrEqual(80);
    expect(nurseScore).toBeLessThanOrEqual(30);
    expect(itScore - nurseScore).toBeGreaterThanOrEqual(50);
  });

  it("scores a procurement posting above IT and nursing ones for a GS-1102 contracting resume", () => {
    const profile = contracting;
    const procurement = scoreJob(profile, procurementPosting);
    const local = { city: "Columbus", state: "OH", lat: 39.9612, lon: -82.9988 };
    expect(procurement).toBeGreaterThan(scoreJob(profile, { ...securityPosting, ...local }));
    expect(procurement).toBeGreaterThan(scoreJob(profile, { ...nursePosting, ...local }));
    expect(procurement).toBeGreaterThanOrEqual(70);
  });

  it("keeps every score an integer from 0 to 100", () => {
    const empty = buildMatchProfile(index, { privateSectorRoles: [], skills: [], systemsAndTools: [], location: "" });
    const profiles = [it2210, contracting, empty];
    const postings = [securityPosting, nursePosting, procurementPosting, { ...nursePosting, title: "", description: "", onetCode: null }];
    for (const p of profiles) {
      for (const posting of postings) {
        const s = scoreJob(p, posting);
        expect(Number.isInteger(s)).toBe(true);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
      }
    }
    expect(scoreJob(empty, nursePosting)).toBe(Math.round(LOCATION_SCORES.unknown * MATCH_WEIGHTS.location / (MATCH_WEIGHTS.title + MATCH_WEIGHTS.location) * 100));
  });

  it("gives 100 to a posting with the top role, every hard skill and tool, in the same city", () => {
    const profile = buildMatchProfile(index, {
      location: "Arlington, VA",
      privateSectorRoles: ["Information Security Analyst"],
      skills: ["Cybersecurity", "Incident Response"],
      systemsAndTools: ["Splunk"],
    });
    expect(scoreBreakdown(profile, securityPosting)).toEqual({
      title: 1,
      skills: 1,
      tools: 1,
      location: 1,
      locationTier: "sameCity",
      score: 100,
    });
  });

  it("is deterministic and leaves its inputs alone", () => {
    const before = JSON.stringify([...it2210.codes]) + JSON.stringify(it2210);
    const first = scoreBreakdown(it2210, securityPosting);
    for (let i = 0; i < 5; i++) expect(scoreBreakdown(it2210, securityPosting)).toEqual(first);
    expect(JSON.stringify([...it2210.codes]) + JSON.stringify(it2210)).toBe(before);
  });

  it("weights sum to 100", () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
});

describe("location tiers", () => {
  const placed = (overrides: Partial<ScorablePosting>) => scoreBreakdown(it2210, { ...securityPosting, ...overrides });

  it("ranks same city > within 25 miles > remote > same state > elsewhere", () => {
    const sameCity = placed({});
    const near = placed(at("Washington", "DC", 38.9072, -77.0369));
    const remote = placed({ ...at("Denver", "CO", 39.7392, -104.9903), remote: true });
    const sameState = placed(at("Richmond", "VA", 37.5407, -77.436));
    const elsewhere = placed(at("Denver", "CO", 39.7392, -104.9903));
    expect([sameCity, near, remote, sameState, elsewhere].map((b) => b.locationTier)).toEqual([
      "sameCity",
      "withinRadius",
      "remote",
      "sameState",
      "elsewhere",
    ]);
    const scores = [sameCity, near, remote, sameState, elsewhere].map((b) => b.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(5);
    // Only the location differs: same city vs elsewhere is the whole location weight.
    expect(sameCity.score - elsewhere.score).toBe(MATCH_WEIGHTS.location);
  });

  it("counts the 25-mile radius across state lines and stops just past it", () => {
    expect(placed(at("Bethesda", "MD", 38.9847, -77.0947)).locationTier).toBe("withinRadius");
    expect(placed(at("Baltimore", "MD", 39.2904, -76.6122)).locationTier).toBe("elsewhere");
  });

  it("prefers the better of remote and physical location for a remote job", () => {
    expect(placed({ remote: true }).locationTier).toBe("sameCity");
    expect(placed({ ...at("Richmond", "VA", 37.5407, -77.436), remote: true }).locationTier).toBe("remote");
  });

  it("treats an unreadable resume location as neutral and a state-only one by state", () => {
    const unknown = buildMatchProfile(index, { ...itResume, location: "" });
    expect(scoreBreakdown(unknown, securityPosting).locationTier).toBe("unknown");
    const stateOnly = buildMatchProfile(index, { ...itResume, location: "Virginia" });
    expect(scoreBreakdown(stateOnly, securityPosting).locationTier).toBe("sameState");
  });
});

describe("components", () => {
  it("matches titles by O*NET code, sibling code and broad group", () => {
    expect(titleScore(contracting, { title: "Something Else", onetCode: "13-1023.00" })).toBe(1);
    expect(titleScore(contracting, { title: "Something Else", onetCode: "13-1023.01" })).toBeCloseTo(0.85);
    expect(titleScore(contracting, { title: "Something Else", onetCode: "13-1029.00" })).toBeCloseTo(0.5);
    expect(titleScore(contracting, { title: "Something Else", onetCode: "29-1141.00" })).toBe(0);
  });

  it("matches titles by words when the posting has no O*NET code, ignoring seniority words", () => {
    // "Network Administrator" is the 6th suggested role: weight 1 - 5 × 0.05.
    expect(titleScore(it2210, { title: "Senior Network Administrator", onetCode: null })).toBeCloseTo(0.75);
    expect(titleScore(it2210, { title: "Information Security Officer", onetCode: null })).toBe(1);
    expect(titleScore(it2210, { title: "Pastry Chef", onetCode: null })).toBe(0);
  });

  it("leaves soft skills out of the hard-skill match and rescales without them", () => {
    const soft = buildMatchProfile(index, { ...itResume, skills: ["Critical Thinking", "Problem Solving"], systemsAndTools: [] });
    const b = scoreBreakdown(soft, securityPosting);
    expect(b.skills).toBeNull();
    expect(b.tools).toBeNull();
    expect(b.score).toBe(Math.round((100 * (MATCH_WEIGHTS.title * b.title + MATCH_WEIGHTS.location * b.location)) / 60));
  });

  it("needs every word of a tool name, but gives half credit to a half-matched skill", () => {
    const profile = buildMatchProfile(index, {
      ...itResume,
      skills: ["Risk Management Framework"],
      systemsAndTools: ["Red Hat Enterprise Linux"],
    });
    const b = scoreBreakdown(profile, { ...securityPosting, description: "Linux servers. Risk management." });
    expect(b.tools).toBe(0);
    expect(b.skills).toBeCloseTo(0.5);
  });
});
