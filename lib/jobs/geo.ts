/**
 * Locations for job matching and searches: parse what a user typed ("Arlington, VA",
 * "Washington, D.C.", "San Antonio TX 78205", "Remote"), find the city in our table of real US
 * cities, and measure great-circle distances (the spec's 25-mile search radius).
 */
import { US_CITIES, US_STATES, type UsCity } from "./us-cities";

export { US_CITIES, US_STATES, type UsCity } from "./us-cities";

export type GeoPoint = { lat: number; lon: number };

export type ParsedLocation = {
  /** City as typed (or the table's spelling when the city is known); null when only a state was given. */
  city: string | null;
  /** Two-letter USPS code, or null when none could be read. */
  state: string | null;
  /** The text says the work is remote ("Remote", "Remote - US", "Anywhere"). */
  remote: boolean;
};

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle (haversine) distance in statute miles. */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "St. Louis", "Saint Louis" and "st louis" share a key; so do "Coeur d'Alene" and "Coeur dAlene". */
export function placeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\bsaint\b/g, "st")
    .replace(/[.'’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const stateByName = new Map(Object.entries(US_STATES).map(([code, name]) => [placeKey(name), code]));
stateByName.set("washington dc", "DC");
stateByName.set("dc", "DC");

const citiesByKey = new Map<string, UsCity[]>();
for (const city of US_CITIES) {
  const key = placeKey(city.name);
  const list = citiesByKey.get(key);
  if (list) list.push(city);
  else citiesByKey.set(key, [city]);
}

/** A state code from a code or a name ("va", "Virginia", "D.C."), else null. */
export function parseState(text: string): string | null {
  const key = placeKey(text);
  if (!key) return null;
  const code = key.toUpperCase();
  if (code.length === 2 && code in US_STATES) return code;
  return stateByName.get(key) ?? null;
}

const REMOTE = /^(?:remote|anywhere|work from home|wfh|telework|nationwide)\b/i;
// A separator is required, so "Columbus" keeps its "us".
const COUNTRY = /(?:,\s*|\s+)(?:usa|u\.s\.a\.?|us|u\.s\.?|united states(?: of america)?)\s*$/i;
const ZIP = /[\s,]+\d{5}(?:-\d{4})?\s*$/;

/**
 * Reads "City, ST", "City, State Name", "City ST", a state alone, or a city alone (its state is
 * filled in when the city is in our table and unambiguous). "Remote" and the like set `remote`;
 * "Remote (Denver, CO)" keeps the place too.
 */
export function parseLocation(input: string): ParsedLocation {
  let text = input.replace(/\s+/g, " ").trim();
  let remote = false;
  if (REMOTE.test(text)) {
    remote = true;
    text = text.replace(REMOTE, "").replace(/^[\s\-–—:,(]+|[\s)]+$/g, "").replace(/^(?:us|usa|united states)$/i, "");
  }
  text = text.replace(/^\((.*)\)$/, "$1").replace(ZIP, "").replace(COUNTRY, "").replace(ZIP, "").trim();
  if (!text) return { city: null, state: null, remote };

  // "Washington, D.C." and "Washington DC" before the general rules ("DC" alone is a state).
  if (/^washington,?\s*d\.?\s*c\.?$/i.test(text) || /^district of columbia$/i.test(text)) {
    return { city: "Washington", state: "DC", remote };
  }

  let city: string | null = text;
  let state: string | null = null;
  const comma = text.lastIndexOf(",");
  if (comma >= 0) {
    state = parseState(text.slice(comma + 1));
    city = text.slice(0, comma).trim() || null;
    if (!state && city) {
      // "Arlington, Northern Virginia": no state; keep the whole text as the city.
      city = text.replace(/,\s*$/, "").trim();
    }
  } else {
    const onlyState = parseState(text);
    if (onlyState && !citiesByKey.has(placeKey(text))) return { city: null, state: onlyState, remote };
    // "San Antonio TX", "Charleston West Virginia": a state at the end.
    const words = text.split(" ");
    for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
      const tail = parseState(words.slice(-n).join(" "));
      const head = words.slice(0, -n).join(" ");
      // A lower-case two-letter tail ("or", "me", "in") counts only after a city we know there.
      const last = words.at(-1)!;
      if (tail && (n > 1 || last.length > 2 || /^[A-Z]{2}$/.test(last) || findCity(head, tail))) {
        state = tail;
        city = head;
        break;
      }
    }
  }

  const known = city ? findCity(city, state) : undefined;
  if (known) return { city: known.name, state: known.state, remote };
  return { city, state, remote };
}

/** The table's city for a name and state; with no state, only when the name is unambiguous. */
export function findCity(name: string, state?: string | null): UsCity | undefined {
  const list = citiesByKey.get(placeKey(name));
  if (!list) return undefined;
  if (state) return list.find((c) => c.state === state);
  return list.length === 1 ? list[0] : undefined;
}

export type Geocoded = ParsedLocation & { point: GeoPoint | null };

/** parseLocation plus the city's coordinates when the city is in our table. */
export function geocode(input: string): Geocoded {
  const parsed = parseLocation(input);
  const city = parsed.city ? findCity(parsed.city, parsed.state) : undefined;
  return { ...parsed, point: city ? { lat: city.lat, lon: city.lon } : null };
}
