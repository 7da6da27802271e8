/**
 * The US gazetteer behind the 25-mile search radius: what a person typed or a job posting names
 * ("Arlington, VA", "22201", "Woodbridge, Virginia", "Remote (Denver, CO)") → coordinates, and
 * whether a posting lies within a search's radius (great-circle distance, `haversineMiles`).
 *
 * Our curated city table (us-cities.ts, read through geo.ts) answers first; every other US city
 * and every ZIP code comes from the `zipcodes` package (USPS ZIP codes with coordinates, shipped
 * inside the package: nothing is downloaded at run time). A city's coordinates there are the mean
 * of its ZIP codes' coordinates. The package's data is about 5 MB, so it lives here and not in
 * geo.ts, which stays light enough to import anywhere; import this module from server code only.
 */
import zipcodes from "zipcodes";
import { findCity, haversineMiles, parseLocation, placeKey, type GeoPoint, type ParsedLocation } from "./geo";

/** The job-search radius of the spec (02: "within 25 miles of your locations"). */
export const SEARCH_RADIUS_MILES = 25;

export type Place = { city: string; state: string; point: GeoPoint; zip: string | null };

/** parseLocation plus coordinates (null when the place is unknown) and the ZIP code, if one was given. */
export type Located = ParsedLocation & { point: GeoPoint | null; zip: string | null };

const ZIP_ONLY = /^\s*(\d{5})(?:-\d{4})?\s*$/;
const ZIP_AT_END = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/;
const round4 = (n: number) => Math.round(n * 1e4) / 1e4;

let centroids: Map<string, Place> | undefined;

/** "city key|ST" → the city's place, from the mean of its ZIP codes (built once per process). */
function cityCentroids(): Map<string, Place> {
  if (centroids) return centroids;
  const sums = new Map<string, { city: string; state: string; lat: number; lon: number; n: number }>();
  for (const z of Object.values(zipcodes.codes)) {
    if (z.country !== "US" || !Number.isFinite(z.latitude) || !Number.isFinite(z.longitude)) continue;
    const key = `${placeKey(z.city)}|${z.state}`;
    const sum = sums.get(key);
    if (sum) {
      sum.lat += z.latitude;
      sum.lon += z.longitude;
      sum.n++;
    } else sums.set(key, { city: z.city, state: z.state, lat: z.latitude, lon: z.longitude, n: 1 });
  }
  const built = new Map<string, Place>();
  for (const [key, s] of sums) {
    built.set(key, { city: s.city, state: s.state, point: { lat: round4(s.lat / s.n), lon: round4(s.lon / s.n) }, zip: null });
  }
  centroids = built;
  return built;
}

/** A US ZIP code ("22201", "22201-1234") → its place, or null when unknown. */
export function lookupZip(zip: string): Place | null {
  const code = ZIP_ONLY.exec(zip)?.[1];
  const z = code ? zipcodes.lookup(code) : undefined;
  if (!z || z.country !== "US") return null;
  return { city: z.city, state: z.state, point: { lat: z.latitude, lon: z.longitude }, zip: z.zip };
}

/**
 * A city → its place: our table first (with or without a state, as findCity allows), then the
 * ZIP data (a state is required there: "Springfield" alone names dozens of cities).
 */
export function lookupPlace(city: string, state?: string | null): Place | null {
  const known = findCity(city, state);
  if (known) return { city: known.name, state: known.state, point: { lat: known.lat, lon: known.lon }, zip: null };
  if (!state) return null;
  return cityCentroids().get(`${placeKey(city)}|${state.toUpperCase()}`) ?? null;
}

/**
 * Reads a location as typed (see parseLocation) and places it: a ZIP code alone, a city and state
 * (table or ZIP data), or a city we cannot place but with a ZIP at the end ("Smallville, KS 67501").
 * `point` is null when the place is unknown; remote-only text has no point either.
 */
export function locate(input: string): Located {
  const only = ZIP_ONLY.exec(input)?.[1];
  if (only) {
    const place = lookupZip(only);
    return place
      ? { city: place.city, state: place.state, remote: false, point: place.point, zip: only }
      : { city: null, state: null, remote: false, point: null, zip: only };
  }
  const parsed = parseLocation(input);
  const zip = ZIP_AT_END.exec(input.trim())?.[1] ?? null;
  const place = parsed.city ? lookupPlace(parsed.city, parsed.state) : null;
  if (place) return { ...parsed, city: place.city, state: place.state, point: place.point, zip };
  const byZip = zip ? lookupZip(zip) : null;
  if (byZip && (!parsed.state || parsed.state === byZip.state)) {
    return { ...parsed, state: byZip.state, point: byZip.point, zip };
  }
  return { ...parsed, point: null, zip };
}

/** Coordinates of a typed place (city and state, or ZIP), or null when it cannot be placed. */
export function geocodePlace(input: string): GeoPoint | null {
  return locate(input).point;
}

export type Positioned = { lat: number | null; lon: number | null };

/**
 * Whether a posting lies within `miles` (default 25) of a search location, measured as the crow
 * flies between the two places' coordinates. A search location or posting without coordinates
 * (unknown place, remote-only posting) is never within a radius.
 */
export function withinRadius(
  search: string | GeoPoint | null | undefined,
  posting: Positioned,
  miles: number = SEARCH_RADIUS_MILES,
): boolean {
  const from = typeof search === "string" ? geocodePlace(search) : (search ?? null);
  if (!from || posting.lat == null || posting.lon == null) return false;
  return haversineMiles(from, { lat: posting.lat, lon: posting.lon }) <= miles;
}

/**
 * A saved search's locations against a posting: a remote posting matches a search that accepts
 * remote work; otherwise the posting must be within the radius of one of the search's locations.
 * A search without locations does not filter by place.
 */
export function matchesSearchLocation(
  search: { locations: readonly string[]; remoteWork: boolean },
  posting: Positioned & { remote: boolean },
  miles: number = SEARCH_RADIUS_MILES,
): boolean {
  if (posting.remote && search.remoteWork) return true;
  const places = search.locations.map((l) => l.trim()).filter(Boolean);
  if (!places.length) return true;
  return places.some((place) => withinRadius(place, posting, miles));
}

/**
 * Latitude/longitude bounds that contain every point within `miles` of `point`, for an indexed
 * SQL prefilter before the exact distance check (`lat between … and lon between …`).
 */
export function radiusBounds(point: GeoPoint, miles: number = SEARCH_RADIUS_MILES) {
  const milesPerDegree = (3958.8 * Math.PI) / 180;
  const dLat = miles / milesPerDegree;
  const dLon = miles / (milesPerDegree * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return { minLat: point.lat - dLat, maxLat: point.lat + dLat, minLon: point.lon - dLon, maxLon: point.lon + dLon };
}
