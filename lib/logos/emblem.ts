/**
 * Agency emblems: simple, self-contained SVGs (a circle or a shield with the agency's initials,
 * one colour per government level). We draw our own rather than ship real agency seals, which
 * are often protected insignia; an emblem only has to say "this agency" at a glance.
 *
 * Only presentation attributes (no <style>, script or external references), so the image renders
 * the same under any Content-Security-Policy and cannot run anything.
 */
import { escapeXml } from "@/lib/brand/logo-svg";

export const LOGO_LEVELS = ["Federal", "State", "County", "City"] as const;
export type LogoLevel = (typeof LOGO_LEVELS)[number];

/** Fill colours: white initials on each reach at least 7:1 contrast. */
export const LEVEL_COLORS: Record<LogoLevel, string> = {
  Federal: "#1e3a8a", // navy
  State: "#166534", // green
  County: "#6b21a8", // purple
  City: "#115e59", // teal
};

const SHAPES: Record<LogoLevel, "shield" | "circle"> = {
  Federal: "shield",
  State: "shield",
  County: "circle",
  City: "circle",
};

const STOP_WORDS = new Set(["of", "the", "and", "for", "&", "on", "in", "a", "an"]);

/** Up to three initials of the significant words: "Department of Homeland Security" -> "DHS". */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s\-/]+/)
    .map((w) => w.replace(/[^A-Za-z0-9]/g, ""))
    .filter((w) => w && !STOP_WORDS.has(w.toLowerCase()));
  const initials = words.map((w) => w[0]!.toUpperCase()).join("");
  return (initials || "?").slice(0, 3);
}

const SIZE = 120;

export function renderEmblemSvg({ name, level, initials: given }: { name: string; level: LogoLevel; initials?: string }): string {
  const color = LEVEL_COLORS[level];
  const initials = escapeXml((given?.trim() || initialsOf(name)).slice(0, 3));
  const title = escapeXml(`${name} (${level})`);
  const fontSize = initials.length >= 3 ? 34 : 42;
  const shape =
    SHAPES[level] === "shield"
      ? `<path d="M60 6 L108 22 V60 C108 88 86 106 60 114 C34 106 12 88 12 60 V22 Z" fill="${color}"/>` +
        `<path d="M60 14 L100 27 V60 C100 83 82 99 60 106 C38 99 20 83 20 60 V27 Z" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`
      : `<circle cx="60" cy="60" r="54" fill="${color}"/>` +
        `<circle cx="60" cy="60" r="46" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    shape +
    `<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${initials}</text>` +
    `</svg>`
  );
}
