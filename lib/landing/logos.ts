import { LOGO_LEVELS, type LogoLevel } from "@/lib/logos/emblem";

/** One agency logo as listed by GET /api/logos. */
export type AgencyLogo = { id: number; name: string; level: LogoLevel };

export type LogoGroup = { level: LogoLevel; logos: AgencyLogo[] };

/**
 * Groups logos under Federal, State, County and City (in that order, keeping each level's
 * order from the API); empty levels and unknown levels are left out.
 */
export function groupLogosByLevel(logos: readonly AgencyLogo[]): LogoGroup[] {
  return LOGO_LEVELS.map((level) => ({ level, logos: logos.filter((logo) => logo.level === level) })).filter(
    (group) => group.logos.length > 0,
  );
}

/** Keeps only well-formed entries of a GET /api/logos answer; anything but an array is an error. */
export function parseLogoList(data: unknown): AgencyLogo[] {
  if (!Array.isArray(data)) throw new Error("Unexpected logo list");
  return data.filter(
    (item): item is AgencyLogo =>
      typeof item === "object" &&
      item !== null &&
      Number.isSafeInteger((item as AgencyLogo).id) &&
      (item as AgencyLogo).id > 0 &&
      typeof (item as AgencyLogo).name === "string" &&
      (LOGO_LEVELS as readonly string[]).includes((item as AgencyLogo).level),
  );
}
