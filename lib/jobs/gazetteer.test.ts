import { describe, expect, it } from "vitest";
import { findCity, haversineMiles } from "./geo";
import {
  SEARCH_RADIUS_MILES,
  geocodePlace,
  locate,
  lookupPlace,
  lookupZip,
  matchesSearchLocation,
  radiusBounds,
  withinRadius,
} from "./gazetteer";

const washington = findCity("Washington", "DC")!;
const at = (place: string) => {
  const point = geocodePlace(place);
  if (!point) throw new Error(`${place} not placed`);
  return point;
};

describe("ZIP codes", () => {
  it("places a ZIP code, with or without the +4 part", () => {
    expect(lookupZip("22201")).toEqual({ city: "Arlington", state: "VA", point: { lat: 38.8871, lon: -77.0932 }, zip: "22201" });
    expect(lookupZip("22201-1234")?.state).toBe("VA");
    expect(locate("20500")).toMatchObject({ city: "Washington", state: "DC", remote: false, zip: "20500" });
  });

  it("returns null for ZIP codes that do not exist and for Canadian postal codes", () => {
    expect(lookupZip("99999")).toBeNull();
    expect(lookupZip("00000")).toBeNull();
    expect(lookupZip("K1A")).toBeNull();
    expect(geocodePlace("99999")).toBeNull();
  });

  it("uses a trailing ZIP when the city itself is unknown", () => {
    expect(geocodePlace("Smallville, KS")).toBeNull();
    const withZip = locate("Smallville, KS 67501");
    expect(withZip).toMatchObject({ city: "Smallville", state: "KS", zip: "67501" });
    expect(withZip.point).not.toBeNull();
    // A ZIP from another state than the one typed is not trusted.
    expect(locate("Smallville, KS 22201").point).toBeNull();
  });
});

describe("cities beyond the curated table", () => {
  it("places any US city with its state from the ZIP data", () => {
    expect(findCity("Woodbridge", "VA")).toBeUndefined();
    const woodbridge = lookupPlace("Woodbridge", "VA")!;
    expect(woodbridge.point.lat).toBeCloseTo(38.65, 1);
    expect(woodbridge.point.lon).toBeCloseTo(-77.28, 1);
    expect(geocodePlace("Leesburg, Virginia")).not.toBeNull();
    expect(geocodePlace("saint louis, mo")).toEqual({ lat: 38.627, lon: -90.1994 });
  });

  it("prefers the curated table", () => {
    expect(lookupPlace("Arlington", "VA")!.point).toEqual({ lat: 38.8816, lon: -77.091 });
  });

  it("returns null for unknown or ambiguous places", () => {
    expect(geocodePlace("Nowhere, ZZ")).toBeNull();
    expect(geocodePlace("Atlantis, VA")).toBeNull();
    expect(geocodePlace("Springfield")).toBeNull(); // dozens of Springfields, no state
    expect(geocodePlace("")).toBeNull();
    expect(lookupPlace("Springfield")).toBeNull();
  });

  it("flags remote text, with no coordinates unless a place is named", () => {
    expect(locate("Remote")).toEqual({ city: null, state: null, remote: true, point: null, zip: null });
    expect(locate("Remote (Denver, CO)")).toMatchObject({ city: "Denver", state: "CO", remote: true });
    expect(locate("Remote (Denver, CO)").point).not.toBeNull();
  });
});

describe("the 25-mile radius (great-circle distance between real places)", () => {
  // Straight-line distances from Washington, DC: Gaithersburg, MD ≈ 19 mi, Woodbridge, VA ≈ 22 mi,
  // Annapolis, MD ≈ 30 mi, Leesburg, VA ≈ 32 mi.
  it("measures the city pairs as published", () => {
    expect(haversineMiles(washington, at("Gaithersburg, MD"))).toBeGreaterThan(17);
    expect(haversineMiles(washington, at("Gaithersburg, MD"))).toBeLessThan(21);
    expect(haversineMiles(washington, at("Annapolis, MD"))).toBeGreaterThan(28);
    expect(haversineMiles(washington, at("Annapolis, MD"))).toBeLessThan(32);
    expect(haversineMiles(washington, at("Woodbridge, VA"))).toBeGreaterThan(19);
    expect(haversineMiles(washington, at("Woodbridge, VA"))).toBeLessThan(24);
    expect(haversineMiles(washington, at("Leesburg, VA"))).toBeGreaterThan(29);
    expect(haversineMiles(washington, at("Leesburg, VA"))).toBeLessThan(34);
  });

  it("matches a posting about 20 miles away and not one about 30 miles away", () => {
    expect(SEARCH_RADIUS_MILES).toBe(25);
    expect(withinRadius("Washington, DC", at("Gaithersburg, MD"))).toBe(true);
    expect(withinRadius("Washington, DC", at("Woodbridge, VA"))).toBe(true);
    expect(withinRadius("Washington, DC", at("Annapolis, MD"))).toBe(false);
    expect(withinRadius("Washington, DC", at("Leesburg, VA"))).toBe(false);
    // The same from a ZIP code (20500 is the White House) and from coordinates.
    expect(withinRadius("20500", at("Gaithersburg, MD"))).toBe(true);
    expect(withinRadius("20500", at("Annapolis, MD"))).toBe(false);
    expect(withinRadius(washington, at("Woodbridge, VA"))).toBe(true);
    // A wider radius takes Annapolis in.
    expect(withinRadius("Washington, DC", at("Annapolis, MD"), 35)).toBe(true);
  });

  it("never matches without coordinates on either side", () => {
    expect(withinRadius("Nowhere, ZZ", at("Gaithersburg, MD"))).toBe(false);
    expect(withinRadius("Washington, DC", { lat: null, lon: null })).toBe(false);
    expect(withinRadius(null, at("Gaithersburg, MD"))).toBe(false);
  });

  it("matches remote postings to remote searches, and places to the search's locations", () => {
    const remote = { lat: null, lon: null, remote: true };
    const gaithersburg = { ...at("Gaithersburg, MD"), remote: false };
    const leesburg = { ...at("Leesburg, VA"), remote: false };
    expect(matchesSearchLocation({ locations: ["Washington, DC"], remoteWork: true }, remote)).toBe(true);
    expect(matchesSearchLocation({ locations: ["Washington, DC"], remoteWork: false }, remote)).toBe(false);
    expect(matchesSearchLocation({ locations: ["Washington, DC"], remoteWork: false }, gaithersburg)).toBe(true);
    expect(matchesSearchLocation({ locations: ["Washington, DC"], remoteWork: true }, leesburg)).toBe(false);
    expect(matchesSearchLocation({ locations: ["Washington, DC", "Herndon, VA"], remoteWork: false }, leesburg)).toBe(true);
    expect(matchesSearchLocation({ locations: [], remoteWork: false }, leesburg)).toBe(true);
  });

  it("bounds contain every point of the radius", () => {
    const b = radiusBounds(washington, 25);
    for (const place of ["Gaithersburg, MD", "Woodbridge, VA"]) {
      const p = at(place);
      expect(p.lat).toBeGreaterThan(b.minLat);
      expect(p.lat).toBeLessThan(b.maxLat);
      expect(p.lon).toBeGreaterThan(b.minLon);
      expect(p.lon).toBeLessThan(b.maxLon);
    }
    // 25 miles is about 0.36 degrees of latitude.
    expect(b.maxLat - washington.lat).toBeCloseTo(0.362, 2);
  });
});
