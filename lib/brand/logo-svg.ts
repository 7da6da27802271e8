/**
 * The brand logo as a self-contained SVG: a shield (public service) carrying a rising arrow (the
 * move to the private sector), followed by the product name as a wordmark. Served by
 * GET /api/logo and sized by the <BrandLogo> component, so both share the geometry below.
 *
 * Only presentation attributes are used (no <style>, no script, no external references): the
 * image renders the same under any Content-Security-Policy and cannot run anything.
 */
export const BRAND_NAVY = "#1e3a8a";
export const BRAND_AMBER = "#f59e0b";
/** Darker amber for the wordmark's second half: 3:1 or better on white at this size. */
export const BRAND_AMBER_TEXT = "#b45309";

const HEIGHT = 48;
const WORDMARK_X = 50;
const FONT_SIZE = 26;
/** Generous average advance of a bold sans-serif glyph, in em: the name never overflows. */
const AVG_GLYPH_EM = 0.58;

export function logoDimensions(name: string): { width: number; height: number } {
  return { width: WORDMARK_X + Math.ceil(name.length * FONT_SIZE * AVG_GLYPH_EM) + 4, height: HEIGHT };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/**
 * "CivicShift" -> ["Civic", "Shift"]: the part from the last inner capital on is drawn in amber.
 * A name without an inner capital is drawn in navy only.
 */
export function splitWordmark(name: string): [string, string] {
  const match = /^(.+?)([A-Z][^A-Z]*)$/.exec(name);
  if (!match || /\s$/.test(match[1])) return [name, ""];
  return [match[1], match[2]];
}

/** The mark alone (also used as the favicon). */
export function markSvgElements(): string {
  return [
    `<path d="M22 2 L39 8.5 V23 C39 34 32 42 22 46.5 C12 42 5 34 5 23 V8.5 Z" fill="${BRAND_NAVY}"/>`,
    // lucide "trending-up" geometry, scaled into the shield.
    `<g transform="translate(11.5 12) scale(0.9)" fill="none" stroke="${BRAND_AMBER}" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round">`,
    `<polyline points="22 7 13.5 15.5 8.5 10.5 2 17"/>`,
    `<polyline points="16 7 22 7 22 13"/>`,
    `</g>`,
  ].join("");
}

export function renderLogoSvg(name: string): string {
  const { width, height } = logoDimensions(name);
  const [first, second] = splitWordmark(name);
  const font = `ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)} logo">`,
    `<title>${escapeXml(name)}</title>`,
    markSvgElements(),
    `<text x="${WORDMARK_X}" y="33" font-family="${font}" font-size="${FONT_SIZE}" font-weight="700" letter-spacing="-0.4">`,
    `<tspan fill="${BRAND_NAVY}">${escapeXml(first)}</tspan>`,
    second ? `<tspan fill="${BRAND_AMBER_TEXT}">${escapeXml(second)}</tspan>` : "",
    `</text>`,
    `</svg>`,
  ].join("");
}
