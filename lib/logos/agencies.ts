import type { LogoLevel } from "./emblem";

/** `initials` overrides the computed ones where an agency is known by its own acronym. */
export type AgencySeed = { name: string; level: LogoLevel; initials?: string };

/**
 * The agencies shown on the landing page and lead variant C. Variant C's eight (spec 01 §2) are
 * marked; its page picks them by name.
 */
export const VARIANT_C_AGENCIES = [
  "Department of Defense",
  "Department of Homeland Security",
  "Internal Revenue Service",
  "Social Security Administration",
  "City of New York",
  "City of Los Angeles",
  "City of Chicago",
  "Los Angeles County",
] as const;

export const AGENCY_SEEDS: AgencySeed[] = [
  { name: "Department of Defense", initials: "DoD", level: "Federal" },
  { name: "Department of Homeland Security", initials: "DHS", level: "Federal" },
  { name: "Internal Revenue Service", level: "Federal" },
  { name: "Social Security Administration", level: "Federal" },
  { name: "Department of Veterans Affairs", initials: "VA", level: "Federal" },
  { name: "Environmental Protection Agency", level: "Federal" },
  { name: "General Services Administration", level: "Federal" },
  { name: "State of California", initials: "CA", level: "State" },
  { name: "State of Texas", initials: "TX", level: "State" },
  { name: "State of New York", initials: "NY", level: "State" },
  { name: "State of Florida", initials: "FL", level: "State" },
  { name: "Commonwealth of Virginia", initials: "VA", level: "State" },
  { name: "State of Washington", initials: "WA", level: "State" },
  { name: "Los Angeles County", level: "County" },
  { name: "Cook County", level: "County" },
  { name: "Harris County", level: "County" },
  { name: "Maricopa County", level: "County" },
  { name: "Fairfax County", level: "County" },
  { name: "King County", level: "County" },
  { name: "City of New York", initials: "NYC", level: "City" },
  { name: "City of Los Angeles", initials: "LA", level: "City" },
  { name: "City of Chicago", initials: "CHI", level: "City" },
  { name: "City of Houston", initials: "HOU", level: "City" },
  { name: "City of Phoenix", initials: "PHX", level: "City" },
  { name: "City of Seattle", initials: "SEA", level: "City" },
];
