/**
 * The site's Open Graph card (1200 x 630), drawn by next/og with its bundled font only: no font or
 * image is fetched, so it renders offline. Text should stay within Latin-1 (the bundled font's
 * glyphs); anything else is left out rather than fetched.
 */
import { ImageResponse } from "next/og";
import { BRAND_AMBER, BRAND_NAVY } from "@/lib/brand/logo-svg";
import { publicConfig } from "@/lib/config/public";

export const OG_SIZE = { width: 1200, height: 630 } as const;
export const OG_CONTENT_TYPE = "image/png";

/** Characters the bundled font draws; others (emoji, curly quotes aside) become plain equivalents or go. */
export function ogText(text: string, max: number): string {
  const plain = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7e\xa0-\xff]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > max ? `${plain.slice(0, max - 3).trimEnd()}...` : plain;
}

export function brandedOgImage({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle: string }) {
  const name = ogText(publicConfig.productName, 40);
  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 72px",
          background: `linear-gradient(135deg, ${BRAND_NAVY} 0%, #172554 100%)`,
          color: "white",
        }}
      >
        <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
          <svg width="66" height="72" viewBox="0 0 44 48">
            <path d="M22 2 L39 8.5 V23 C39 34 32 42 22 46.5 C12 42 5 34 5 23 V8.5 Z" fill="white" />
            <g transform="translate(11.5 12) scale(0.9)" fill="none" stroke={BRAND_AMBER} strokeWidth="2.8" strokeLinecap="round" strokeLinejoin="round">
              <polyline points="22 7 13.5 15.5 8.5 10.5 2 17" />
              <polyline points="16 7 22 7 22 13" />
            </g>
          </svg>
          <div style={{ fontSize: 44, fontWeight: 700, letterSpacing: -1 }}>{name}</div>
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <div
            style={{
              display: "flex",
              alignSelf: "flex-start",
              padding: "8px 20px",
              borderRadius: 999,
              background: BRAND_AMBER,
              color: "#0f172a",
              fontSize: 26,
              fontWeight: 700,
            }}
          >
            {ogText(eyebrow, 50)}
          </div>
          <div style={{ fontSize: title.length > 70 ? 54 : 64, fontWeight: 700, lineHeight: 1.12, letterSpacing: -1.5 }}>{ogText(title, 120)}</div>
        </div>
        <div style={{ display: "flex", fontSize: 28, color: "#dbeafe" }}>{ogText(subtitle, 110)}</div>
      </div>
    ),
    OG_SIZE,
  );
}
