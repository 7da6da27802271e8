import { describe, expect, it } from "vitest";
import { AGENCIES, KEPT, TITLE_OPTIONS, TRANSLATIONS } from "../data/jargon";
import { applyJargon, collapseDefinitions, expandEmployer, expandTitleOptions, fixArticles, isActOfInstalling, jargonContext, spellOutOnce } from "./jargon";

const procurement = () => jargonContext("contract procurement vendor");

describe("jargon dictionary", () => {
  it("has at least 300 entries", () => {
    expect(AGENCIES.length + TRANSLATIONS.length + KEPT.length + TITLE_OPTIONS.length).toBeGreaterThanOrEqual(300);
  });

  it("never introduces a digit the term does not have", () => {
    for (const [term, to, opts] of TRANSLATIONS) {
      for (const d of `${to}${opts?.plural ?? ""}`.match(/\d/g) ?? []) expect(term, `${term} → ${to}`).toContain(d);
    }
    for (const [, name] of AGENCIES) expect(name).not.toMatch(/\d/);
  });
});

describe("every dictionary entry", () => {
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  /** A word that satisfies an entry's `when` pattern, to put the entry in its context. */
  const contextFor = (when?: RegExp) => (when ? when.source.split("|")[0].replace(/[\\^$()[\]?:*+]/g, "").replace(/\bb\b/g, "") : "");

  it.each(TRANSLATIONS.map((t) => [t[0], t[1], t[2]] as const))("translates %s", (term, to, opts) => {
    const ctx = jargonContext(`${contextFor(opts?.when)} ${term}`);
    const out = applyJargon(`Reviewed the ${term} files.`, ctx);
    const acronym = /^[A-Z][A-Z0-9&]+$/.test(term);
    const re = new RegExp(`(?<![A-Za-z0-9])${escape(term)}(?![A-Za-z0-9])`, acronym ? "" : "i");
    if (!re.test(to)) expect(out, `${term} → ${out}`).not.toMatch(re);
    expect(out).not.toMatch(/\d/);
  });

  it.each(AGENCIES.map((a) => [a[0], a[1], a[2]] as const))("spells out the agency %s", (acronym, name, when) => {
    const out = applyJargon(`Coordinated with ${acronym} staff.`, jargonContext(`${contextFor(when)} ${acronym} ${name}`));
    expect(out).not.toMatch(new RegExp(`(?<![A-Za-z])${escape(acronym)}(?![A-Za-z])`));
  });
});

describe("applyJargon", () => {
  it("translates acronyms and government phrases", () => {
    const ctx = procurement();
    expect(applyJargon("Serves as the COR and applies the FAR to each acquisition.", ctx)).toBe(
      "Serves as the contract oversight representative and applies the procurement regulations to each procurement.",
    );
    expect(applyJargon("Responds to FOIA requests and Congressional inquiries.", ctx)).toBe(
      "Responds to public records requests and high-priority stakeholder inquiries.",
    );
    expect(applyJargon("Served on a detail to the agency's front office.", ctx)).toBe("Served on a rotational assignment to the organization's executive office.");
  });

  it("pluralises acronyms and fixes articles", () => {
    expect(applyJargon("Reviews CORs' reports and prepares an IGCE", procurement())).toBe(
      "Reviews contract oversight representatives' reports and prepares an independent cost estimate",
    );
    expect(fixArticles("a organization and an procurement")).toBe("an organization and a procurement");
    expect(fixArticles("Operate Class A equipment. A organization")).toBe("Operate Class A equipment. An organization");
  });

  it("collapses inline definitions instead of doubling them", () => {
    const ctx = procurement();
    expect(applyJargon("Complies with the Federal Acquisition Regulation (FAR).", ctx)).toBe("Complies with the procurement regulations.");
    expect(collapseDefinitions("Tracks findings in the Widget Audit Tracker (WAT).", ctx)).toBe("Tracks findings in the WAT.");
    expect(ctx.defined.get("WAT")).toBe("Widget Audit Tracker");
  });

  it("writes agency names in full, with an article after a preposition", () => {
    expect(applyJargon("Coordinates with OMB and DCAA auditors.", procurement())).toBe(
      "Coordinates with the Office of Management and Budget and Defense Contract Audit Agency auditors.",
    );
  });

  it("resolves ambiguous acronyms from the position's own text", () => {
    expect(applyJargon("Reports to the CO.", jargonContext("contract specialist"))).toBe("Reports to the contracting officer.");
    expect(applyJargon("Partners with DHS caseworkers.", jargonContext("child welfare caseworker"))).toBe("Partners with Department of Human Services caseworkers.");
    expect(applyJargon("Partners with DHS.", jargonContext("border security"))).toBe("Partners with the Department of Homeland Security.");
  });

  it("keeps proper names that contain a translated word", () => {
    expect(applyJargon("Supports the Defense Logistics Agency and the agency.", procurement())).toBe("Supports the Defense Logistics Agency and the organization.");
  });
});

describe("spellOutOnce", () => {
  it("spells out kept and user-defined acronyms at the first use only", () => {
    const out = spellOutOnce(["Applies NIST controls.", "Follows NIST and WAT.", "Uses the WAT."], new Map([["WAT", "Widget Audit Tracker"]]));
    expect(out).toEqual(["Applies National Institute of Standards and Technology (NIST) controls.", "Follows NIST and Widget Audit Tracker (WAT).", "Uses the WAT."]);
  });

  it("counts an explanation already in the text", () => {
    expect(spellOutOnce(["Geographic Information Systems (GIS)", "GIS mapping"], new Map())).toEqual(["Geographic Information Systems (GIS)", "GIS mapping"]);
  });
});

describe("titles and employers", () => {
  it("expands OPM option codes and agency acronyms", () => {
    expect(expandTitleOptions("IT Specialist (INFOSEC/SYSADMIN)")).toBe("IT Specialist (Information Security/Systems Administration)");
    // Words a state personnel system shortened to fit its title field.
    expect(expandTitleOptions("Correctional Ad Svc Class Coor")).toBe("Correctional Administrative Services Classification Coordinator");
    expect(expandTitleOptions("Social Serv Case Manager")).toBe("Social Services Case Manager");
    expect(expandTitleOptions("Child Protective Investigator Supv")).toBe("Child Protective Investigator Supervisor");
    expect(expandTitleOptions("Forestry Tech II")).toBe("Forestry Technician II");
    expect(expandTitleOptions("Tech Support Analyst")).toBe("Tech Support Analyst");
    expect(expandTitleOptions("Class Action Paralegal")).toBe("Class Action Paralegal");
    expect(expandEmployer("DoD", jargonContext(""))).toBe("Department of Defense (DoD)");
    expect(expandEmployer("City of Dayton", jargonContext(""))).toBe("City of Dayton");
  });
});

describe("installation", () => {
  it("is a site only when it is a military installation, not the work of installing", () => {
    const ctx = jargonContext("Air Force base command");
    expect(applyJargon("Supports the installation commander", ctx)).toBe("Supports the site commander");
    expect(applyJargon("Represent the squadron with diverse installation and functional area organizations", ctx)).toMatch(/diverse site and functional area/);
    expect(applyJargon("Assists with the installation and maintenance of equipment", ctx)).toBe("Assists with the installation and maintenance of equipment");
    expect(applyJargon("Participates in development, installation, integration, and testing", ctx)).toMatch(/development, installation, integration/);
    expect(isActOfInstalling("", " of meters")).toBe(true);
    expect(isActOfInstalling("", " of the Presidio")).toBe(false);
    expect(isActOfInstalling("", " of the new radio system")).toBe(true);
  });
});
