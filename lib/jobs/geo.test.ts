import { describe, expect, it } from "vitest";
import { findCity, geocode, haversineMiles, parseLocation, parseState, US_CITIES, US_STATES } from "./geo";

describe("US city table", () => {
  it("has at least 150 cities covering every state and DC", () => {
    expect(US_CITIES.length).toBeGreaterThanOrEqual(150);
    const states = new Set(US_CITIES.map((c) => c.state));
    expect([...Object.keys(US_STATES)].filter((s) => !states.has(s))).toEqual([]);
    expect(Object.keys(US_STATES)).toHaveLength(51);
  });

  it("has no duplicate city/state pairs and only US coordinates", () => {
    const keys = US_CITIES.map((c) => `${c.name}|${c.state}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of US_CITIES) {
      expect(c.state in US_STATES, c.name).toBe(true);
      // Contiguous US, Alaska and Hawaii all fall inside this box.
      expect(c.lat, c.name).toBeGreaterThan(18);
      expect(c.lat, c.name).toBeLessThan(72);
      expect(c.lon, c.name).toBeGreaterThan(-170);
      expect(c.lon, c.name).toBeLessThan(-66);
    }
  });

  it("places cities in their states (spot checks against known coordinates)", () => {
    expect(findCity("Denver", "CO")).toMatchObject({ lat: 39.7392, lon: -104.9903 });
    expect(findCity("Honolulu", "HI")!.lon).toBeLessThan(-157);
    expect(findCity("Anchorage", "AK")!.lat).toBeGreaterThan(61);
    expect(findCity("Miami", "FL")!.lat).toBeLessThan(26);
  });
});

describe("haversineMiles", () => {
  const arlington = findCity("Arlington", "VA")!;
  it("measures real distances within a mile or two", () => {
    // Published great-circle distances: NYC–LA ≈ 2,445 mi, Washington–Baltimore ≈ 35 mi.
    expect(haversineMiles(findCity("New York", "NY")!, findCity("Los Angeles", "CA")!)).toBeCloseTo(2445, -1);
    expect(haversineMiles(findCity("Washington", "DC")!, findCity("Baltimore", "MD")!)).toBeGreaterThan(33);
    expect(haversineMiles(findCity("Washington", "DC")!, findCity("Baltimore", "MD")!)).toBeLessThan(37);
  });

  it("is zero for the same point and symmetric", () => {
    expect(haversineMiles(arlington, arlington)).toBe(0);
    const richmond = findCity("Richmond", "VA")!;
    expect(haversineMiles(arlington, richmond)).toBeCloseTo(haversineMiles(richmond, arlington), 9);
  });

  it("puts the DC suburbs inside the 25-mile radius and Baltimore and Richmond outside", () => {
    for (const [city, state] of [["Washington", "DC"], ["Alexandria", "VA"], ["Bethesda", "MD"], ["Reston", "VA"]]) {
      expect(haversineMiles(arlington, findCity(city, state)!), city).toBeLessThan(25);
    }
    expect(haversineMiles(arlington, findCity("Baltimore", "MD")!)).toBeGreaterThan(25);
    expect(haversineMiles(arlington, findCity("Richmond", "VA")!)).toBeGreaterThan(90);
  });
});

describe("parseLocation", () => {
  it.each([
    ["Arlington, VA", "Arlington", "VA"],
    ["arlington, va", "Arlington", "VA"],
    ["Arlington, Virginia", "Arlington", "VA"],
    ["Arlington, VA 22201", "Arlington", "VA"],
    ["Arlington, VA, USA", "Arlington", "VA"],
    ["Washington, D.C.", "Washington", "DC"],
    ["Washington DC", "Washington", "DC"],
    ["San Antonio TX", "San Antonio", "TX"],
    ["Charleston West Virginia", "Charleston", "WV"],
    ["Saint Louis, MO", "St. Louis", "MO"],
    ["Columbus, Ohio", "Columbus", "OH"],
    ["Portland or", "Portland", "OR"],
    ["Denver", "Denver", "CO"],
    ["Smallville, KS", "Smallville", "KS"],
  ])("%s → %s, %s", (input, city, state) => {
    expect(parseLocation(input)).toEqual({ city, state, remote: false });
  });

  it("reads a state alone", () => {
    expect(parseLocation("Virginia")).toEqual({ city: null, state: "VA", remote: false });
    expect(parseLocation("TX")).toEqual({ city: null, state: "TX", remote: false });
  });

  it("keeps an ambiguous city without guessing its state", () => {
    expect(parseLocation("Arlington")).toEqual({ city: "Arlington", state: null, remote: false });
    expect(parseLocation("Kansas City")).toEqual({ city: "Kansas City", state: null, remote: false });
  });

  it("does not mistake the end of a city name for a country", () => {
    expect(parseLocation("Columbus")).toEqual({ city: "Columbus", state: null, remote: false });
  });

  it("recognises remote work, with or without a place", () => {
    expect(parseLocation("Remote")).toEqual({ city: null, state: null, remote: true });
    expect(parseLocation("Remote - US")).toEqual({ city: null, state: null, remote: true });
    expect(parseLocation("Remote (Denver, CO)")).toEqual({ city: "Denver", state: "CO", remote: true });
  });

  it("returns nothing for empty text", () => {
    expect(parseLocation("   ")).toEqual({ city: null, state: null, remote: false });
  });

  it("parseState reads codes and names only", () => {
    expect(parseState("va")).toBe("VA");
    expect(parseState("New Mexico")).toBe("NM");
    expect(parseState("D.C.")).toBe("DC");
    expect(parseState("XX")).toBeNull();
  });

  it("geocode adds coordinates for known cities only", () => {
    expect(geocode("Arlington, VA").point).toEqual({ lat: 38.8816, lon: -77.091 });
    expect(geocode("Arlington, TX").point).toEqual({ lat: 32.7357, lon: -97.1081 });
    expect(geocode("Smallville, KS").point).toBeNull();
  });
});
