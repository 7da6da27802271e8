import { beforeAll, describe, expect, it } from "vitest";
import { loadOnetIndex, type OnetIndex } from "@/lib/resume/translate/builtin/onet-index";
import {
  annualize,
  COMPANY_NOT_LISTED,
  createOnetClassifier,
  displayLocation,
  experienceFromMonths,
  experienceFromTitle,
  finishPosting,
  htmlToText,
  httpUrl,
  occupationTitle,
  onetCodeFromDigits,
  postedDate,
  resolvePlace,
  salaryRange,
} from "./normalize";

describe("htmlToText", () => {
  it("turns HTML into trimmed plain text with line breaks and list items", () => {
    const html =
      "<p><strong>About the role</strong></p><p>Harbor &amp; Pine needs you.</p><ul><li>Run bids</li><li>Negotiate&nbsp;terms</li></ul>" +
      "<script>alert(1)</script><style>p{}</style><p>We&#39;re hiring &#x2014; apply&hellip;</p>";
    expect(htmlToText(html)).toBe("About the role\n\nHarbor & Pine needs you.\n\n- Run bids\n- Negotiate terms\n\nWe're hiring — apply…");
  });

  it("leaves no tags or entities and collapses whitespace", () => {
    const text = htmlToText("  <div>  a   <b>b</b>\n\n\n\n c &lt;d&gt;  </div>  ");
    expect(text).toBe("a b\n\nc <d>");
    expect(htmlToText("<div><b>bold</b> <a href='x'>link</a></div>")).toBe("bold link");
  });

  it("caps the length", () => {
    expect(htmlToText("x".repeat(50), 10)).toBe(`${"x".repeat(9)}…`);
    expect(htmlToText(null)).toBe("");
  });
});

describe("experience labels", () => {
  it.each([
    ["Director of Procurement", "Executive"],
    ["VP, Supply Chain", "Executive"],
    ["Chief Procurement Officer", "Executive"],
    ["Senior Procurement Analyst - Remote", "Senior"],
    ["Sr. Contract Specialist", "Senior"],
    ["Principal Engineer", "Senior"],
    ["Contract Specialist II", "Mid"],
    ["Accountant 1 - Remote", "Entry-Mid"],
    ["Contract Specialist III (Hybrid)", "Mid-Senior"],
    ["Acquisition Manager", "Mid-Senior"],
    ["Team Lead, Contracts", "Mid-Senior"],
    ["Junior Buyer", "Entry-Mid"],
    ["Procurement Intern", "Entry-Mid"],
    ["Administrative Assistant", "Entry-Mid"],
    ["Mid-Level Analyst", "Mid"],
    ["Buyer", null],
    ["Staff Accountant", null],
  ])("%s → %s", (title, level) => {
    expect(experienceFromTitle(title)).toBe(level);
  });

  it("reads required months of experience", () => {
    expect(experienceFromMonths(0)).toBe("Entry-Mid");
    expect(experienceFromMonths(36)).toBe("Mid");
    expect(experienceFromMonths(84)).toBe("Mid-Senior");
    expect(experienceFromMonths(120)).toBe("Senior");
    expect(experienceFromMonths(null)).toBeNull();
  });
});

describe("salaries", () => {
  it("annualizes hourly, daily, weekly and monthly pay", () => {
    expect(annualize(26.5, "HOUR")).toBe(55120);
    expect(annualize(400, "DAY")).toBe(104000);
    expect(annualize(1500, "WEEK")).toBe(78000);
    expect(annualize(5500, "MONTH")).toBe(66000);
    expect(annualize(85000, "YEAR")).toBe(85000);
    expect(annualize(85000.4)).toBe(85000);
    expect(annualize(85000, "FORTNIGHT")).toBeNull();
    expect(annualize(0, "YEAR")).toBeNull();
    expect(annualize(null)).toBeNull();
  });

  it("orders the range and drops values that are not salaries", () => {
    expect(salaryRange(95000, 78000)).toEqual({ salaryMin: 78000, salaryMax: 95000 });
    expect(salaryRange(40, 60)).toEqual({ salaryMin: null, salaryMax: null });
    expect(salaryRange(null, 120000)).toEqual({ salaryMin: null, salaryMax: 120000 });
    expect(salaryRange(5_000_000, null)).toEqual({ salaryMin: null, salaryMax: null });
  });
});

describe("places", () => {
  it("keeps provider coordinates and reads the state from a name or a code", () => {
    expect(resolvePlace({ city: "Arlington", state: "Virginia", lat: 38.88, lon: -77.1 })).toEqual({ city: "Arlington", state: "VA", lat: 38.88, lon: -77.1 });
  });

  it("looks coordinates up when the provider has none", () => {
    expect(resolvePlace({ city: "Gaithersburg", state: "Maryland" })).toEqual({ city: "Gaithersburg", state: "MD", lat: 39.1434, lon: -77.2014 });
    const woodbridge = resolvePlace({ text: "Woodbridge, VA" });
    expect(woodbridge).toMatchObject({ city: "Woodbridge", state: "VA" });
    expect(woodbridge.lat).toBeCloseTo(38.65, 1);
    expect(resolvePlace({ city: "Atlantis", state: "VA" })).toEqual({ city: "Atlantis", state: "VA", lat: null, lon: null });
  });

  it("ignores a 0,0 position", () => {
    expect(resolvePlace({ city: "Denver", state: "CO", lat: 0, lon: 0 })).toEqual({ city: "Denver", state: "CO", lat: 39.7392, lon: -104.9903 });
  });

  it("displays city and state, or Remote", () => {
    const place = { city: "Arlington", state: "VA", lat: 1, lon: 1 };
    expect(displayLocation(place, false)).toBe("Arlington, VA");
    expect(displayLocation(place, true)).toBe("Remote (Arlington, VA)");
    expect(displayLocation({ city: null, state: null, lat: null, lon: null }, true)).toBe("Remote");
    expect(displayLocation({ city: null, state: "TX", lat: null, lon: null }, false)).toBe("TX");
  });
});

describe("links, dates and required fields", () => {
  const now = new Date("2026-03-10T12:00:00Z");

  it("accepts only http(s) links", () => {
    expect(httpUrl("https://example.org/job/1")).toBe("https://example.org/job/1");
    expect(httpUrl("javascript:alert(1)")).toBeNull();
    expect(httpUrl("not a url")).toBeNull();
    expect(httpUrl(42)).toBeNull();
  });

  it("reads ISO dates and Unix timestamps; a future date is now", () => {
    expect(postedDate("2026-03-09T13:00:00.000Z", now)).toEqual(new Date("2026-03-09T13:00:00Z"));
    expect(postedDate(1773061200, now)).toEqual(new Date("2026-03-09T13:00:00Z"));
    expect(postedDate("2027-01-01T00:00:00Z", now)).toEqual(now);
    expect(postedDate("yesterday", now)).toBeNull();
    expect(postedDate(undefined, now)).toBeNull();
  });

  it("drops postings without a title, link or date and names a missing company", () => {
    const base = {
      source: "adzuna" as const,
      externalId: "1",
      title: " Buyer ",
      company: null,
      location: "Remote",
      remote: true,
      postedAt: now,
      url: "https://example.org/1",
      description: "",
    };
    expect(finishPosting(base)).toMatchObject({ title: "Buyer", company: COMPANY_NOT_LISTED });
    expect(finishPosting({ ...base, title: "  " })).toBeNull();
    expect(finishPosting({ ...base, url: null })).toBeNull();
    expect(finishPosting({ ...base, postedAt: null })).toBeNull();
  });
});

describe("O*NET codes", () => {
  let index: OnetIndex;
  beforeAll(async () => {
    index = await loadOnetIndex();
  });

  it("reduces a posting title to its occupation", () => {
    expect(occupationTitle("Senior Contract Specialist II - Remote (DoD)")).toBe("Contract Specialist");
    expect(occupationTitle("Sr. Buyer, Facilities")).toBe("Buyer");
    expect(occupationTitle("Procurement Specialist I")).toBe("Procurement Specialist");
  });

  it("reads JSearch's digits-only codes", () => {
    expect(onetCodeFromDigits("13102300")).toBe("13-1023.00");
    expect(onetCodeFromDigits("13-1023.00")).toBe("13-1023.00");
    expect(onetCodeFromDigits("1310")).toBeNull();
    expect(onetCodeFromDigits(null)).toBeNull();
  });

  it("classifies titles into their occupation and family", () => {
    const classify = createOnetClassifier(index);
    expect(classify("Senior Contract Specialist")).toBe("13-1023.00");
    expect(classify("Software Engineer - Remote")).toBe("15-1252.00");
    expect(classify("Registered Nurse")).toBe("29-1141.00");
    expect(classify("Grocery Buyer")).toBe("13-1022.00");
  });

  it("uses the provider's code when O*NET has it and it fits the title's family", () => {
    const classify = createOnetClassifier(index);
    expect(classify("Procurement Coordinator", "13-1023.00")).toBe("13-1023.00");
    // A code of another family (Registered Nurses) is not taken for a contracts title.
    expect(classify("Contract Specialist", "29-1141.00")).toBe("13-1023.00");
    // A SOC 2010 code O*NET no longer has falls back on the title.
    expect(classify("Software Engineer", "15-1132.00")).toBe("15-1252.00");
  });
});
