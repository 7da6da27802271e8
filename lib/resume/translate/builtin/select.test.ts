import { beforeAll, describe, expect, it } from "vitest";
import { lookupSeries } from "./crosswalk";
import { jargonContext } from "./jargon";
import { loadOnetIndex, type OnetIndex } from "./onet-index";
import { rankRoles } from "./roles";
import { buildCandidates, mergeShortDuties, pickAchievements, pickBullets, splitCompound } from "./select";

let index: OnetIndex;
beforeAll(async () => {
  index = await loadOnetIndex();
}, 60_000);

const DUTIES = [
  "Negotiates prices and terms with contractors.",
  "Negotiates prices and terms with the contractors and vendors.",
  "Administers 85 contracts worth $140 million.",
  "Prepares solicitations and evaluates proposals.",
  "Attends meetings.",
  "Maintains files in the ZQX system.",
  "Reduced the closeout backlog from 210 to 35 contracts.",
  "Trains junior specialists.",
  "Reviews modifications; prepares closeout documents.",
];

describe("bullet selection", () => {
  it("splits 'X; Y' only when both halves are duties long enough to read as accomplishments", () => {
    expect(splitCompound("Reviews contract modifications for compliance with pricing terms; prepares closeout documents for completed contracts and purchase orders.")).toEqual([
      "Reviews contract modifications for compliance with pricing terms",
      "prepares closeout documents for completed contracts and purchase orders.",
    ]);
    // A half of fewer than 8 words stays with its neighbour.
    expect(splitCompound("Reviews modifications; prepares closeout documents.")).toEqual(["Reviews modifications, and prepares closeout documents."]);
    expect(splitCompound("Reviews modifications; files.")).toEqual(["Reviews modifications; files."]);
    expect(splitCompound("Analyzes data; a new dashboard followed.")).toEqual(["Analyzes data; a new dashboard followed."]);
  });

  it("picks up to 6 distinct bullets in input order, preferring figures and relevance", () => {
    const ranked = rankRoles(index, [{ title: "Contract Specialist", text: DUTIES.join(" "), crosswalk: lookupSeries("1102"), weight: 1 }]).overall;
    const candidates = buildCandidates({ duties: DUTIES, achievements: [], tense: "past", ctx: jargonContext("contract"), index, ranked });
    const achievements = pickAchievements(candidates);
    expect(achievements).toEqual(["Reduced the closeout backlog from 210 to 35 contracts"]);
    const bullets = pickBullets(candidates, 6, new Set(achievements));
    expect(bullets[0]).toMatch(/^Negotiated prices and terms with /);
    // Two short duties in a row make one bullet.
    expect(bullets.slice(1)).toEqual([
      "Administered 85 contracts worth $140 million, and prepared solicitations and evaluated proposals",
      "Trained junior specialists",
      "Reviewed modifications, and prepared closeout documents",
    ]);
    expect(bullets).not.toContain("Reduced the closeout backlog from 210 to 35 contracts");
    expect(bullets.filter((b) => b.startsWith("Negotiated prices and terms")).length).toBe(1);
    expect(bullets).not.toContain("Maintained files in the ZQX system");
    expect(bullets.findIndex((b) => b.startsWith("Administered 85 contracts"))).toBeLessThan(bullets.indexOf("Trained junior specialists"));
  });

  it("falls back to every candidate when excluding achievements would leave fewer than three", () => {
    const ranked = rankRoles(index, [{ title: "Contract Specialist", text: "contracts", crosswalk: lookupSeries("1102"), weight: 1 }]).overall;
    const candidates = buildCandidates({ duties: ["Reduced costs by 10%.", "Negotiates contracts with vendors."], achievements: [], tense: "present", ctx: jargonContext(""), index, ranked });
    expect(pickBullets(candidates, 6, new Set(["Reduced costs by 10%"]))).toEqual(["Reduced costs by 10%", "Negotiate contracts with vendors"]);
  });
});

describe("splitCompound", () => {
  it("splits two long duties joined by ', and' with a verb", () => {
    expect(splitCompound("Conducts audits of accounting records in 40 field offices, and prepares detailed reports on findings for senior leadership")).toEqual([
      "Conducts audits of accounting records in 40 field offices",
      "Prepares detailed reports on findings for senior leadership",
    ]);
  });
  it("leaves verb series and short halves alone", () => {
    const series = "Plans, organizes, and directs the work of 12 analysts engaged in budget formulation";
    expect(splitCompound(series)).toEqual([series]);
    expect(splitCompound("Reviews invoices, and approves payments")).toEqual(["Reviews invoices, and approves payments"]);
  });
});

describe("mergeShortDuties", () => {
  it("joins a short duty with the next one, in a class specification's imperative too", () => {
    expect(mergeShortDuties(["Drafts, reviews, and analyzes legislation.", "Provides research and drafting support to committees."])).toEqual(["Drafts, reviews, and analyzes legislation, and provides research and drafting support to committees."]);
    expect(mergeShortDuties(["Prepare fiscal notes and estimates.", "Review requests for transfers of appropriations."])).toEqual(["Prepare fiscal notes and estimates, and review requests for transfers of appropriations."]);
    // Two duties that already make a bullet each stay apart.
    expect(mergeShortDuties(["Prepares monthly budget execution reports for the division chief.", "Reviews obligations and expenditures against the annual spending plan."])).toHaveLength(2);
  });

  it("joins short duties of one verb under it, and reads a list's separators as no joint", () => {
    expect(mergeShortDuties(["Reviews claims.", "Reviews appeals."])).toEqual(["Reviews claims, and appeals."]);
    expect(mergeShortDuties(["Reviews claims.", "Reviews and approves appeals."])).toEqual(["Reviews claims, and reviews and approves appeals."]);
    // A class specification's list ends each duty with a semicolon.
    expect(mergeShortDuties(["Provides library informational, reference and referral services;", "Provides technology assistance to library patrons;"])).toEqual([
      "Provides library informational, reference and referral services, and technology assistance to library patrons;",
    ]);
    expect(mergeShortDuties(["Performs original cataloging and classification of library materials;", "Compiles bibliographies;"])).toEqual([
      "Performs original cataloging and classification of library materials, and compiles bibliographies;",
    ]);
    // A duty holding two of the list's duties already is none to join.
    expect(mergeShortDuties(["Develops programs; plans events;", "Compiles bibliographies;"])).toHaveLength(2);
  });
});

describe("splitCompound on class definitions", () => {
  it("splits at '; and/or' and reads a definition's infinitives as duties", () => {
    expect(splitCompound("Solicits bids and negotiates and administers contracts; and/or performs basic analyses for firm fixed-price contracts; or any equivalent assignment.")).toEqual([
      "Solicits bids and negotiates and administers contracts",
      "Performs basic analyses for firm fixed-price contracts; or any equivalent assignment.",
    ]);
    expect(splitCompound("Provides nursing services in homes and clinics; to serve as a case manager for high risk clients and their families; to coordinate specialized clinic activities for the county.")).toEqual([
      "Provides nursing services in homes and clinics",
      "Serves as a case manager for high risk clients and their families",
      "coordinates specialized clinic activities for the county.",
    ]);
  });
});


describe("splitCompound on lists of duties (ninth session)", () => {
  it("gives each verb of a class's list its own duty, keeping commas in parentheses", () => {
    expect(splitCompound("Employees in this job class supervise and monitor the activities of juvenile residents, conduct intake processing of juvenile offenders who are brought into the youth detention center, oversee the transport of juvenile residents to off-site locations, and complete various paperwork (e.g., daily logs, incident reports, visitation logs).")).toEqual([
      "Supervise and monitor the activities of juvenile residents",
      "Conduct intake processing of juvenile offenders who are brought into the youth detention center",
      "Oversee the transport of juvenile residents to off-site locations",
      "Complete various paperwork (e.g., daily logs, incident reports, visitation logs).",
    ]);
  });

  it("splits a third-person list without 'and', joins short parts as written, and leaves plural nouns of a list alone", () => {
    expect(splitCompound("Advises technical staff on development of statements of work and contracting approaches, secures supplies and services through advertised and negotiated procurements, administers contracts")).toEqual([
      "Advises technical staff on development of statements of work and contracting approaches",
      "Secures supplies and services through advertised and negotiated procurements, administers contracts",
    ]);
    const nouns = "Prepares budgets, reports, and plans for the division and its field offices across the region";
    expect(splitCompound(nouns)).toEqual([nouns]);
  });
});
