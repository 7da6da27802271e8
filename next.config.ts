import type { NextConfig } from "next";

const isProd = process.env.NODE_ENV === "production";

/** The fonts lib/pdf embeds (kept in step with FONT_FILES in lib/pdf/fonts.ts by lib/pdf/fonts.test.ts). */
const PDF_FONT_FILES = [
  "./node_modules/@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf",
  "./node_modules/@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf",
];

/** Headers for every response. The page CSP (with a per-request nonce) is set in proxy.ts. */
const baseHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(self)" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ...(isProd ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `next dev` accepts its dev resources and hot-reload websocket only from localhost by default;
  // the same machine reached as 127.0.0.1 or [::1] is no other site. Development only.
  allowedDevOrigins: ["localhost", "127.0.0.1", "[::1]"],
  // An address no route matches gets app/global-not-found.tsx, a whole document with the site
  // frame, instead of app/not-found.tsx inside the root layout. A root not-found.tsx is sent with
  // every page, in the root and each first-level group layout; framed, it put the header and
  // footer into each page's RSC payload twice more (issue 17). Documented, experimental in Next 16.
  experimental: { globalNotFound: true },
  // Native / WASM packages, and zipcodes (5 MB of ZIP data, lib/jobs/gazetteer.ts), stay out of the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "pg", "unpdf", "mammoth", "word-extractor", "zipcodes"],
  // The upload parsers run in worker threads that require unpdf, mammoth and word-extractor from
  // node_modules at run time (lib/resume/parse/isolate.ts). The trace of the route's own import
  // need not hold the CommonJS entry of unpdf that the worker requires: ship unpdf's whole dist.
  // The PDF writer reads its two font files from node_modules at run time (lib/pdf/fonts.ts): they
  // are never imported, so no bundle (client or server) holds them, and the routes that build
  // PDFs ship them by this list. A route that starts building PDFs must be added here.
  outputFileTracingIncludes: {
    "/api/parse-file": ["./node_modules/unpdf/dist/**/*"],
    "/api/resumes/*/download": PDF_FONT_FILES,
    "/api/guides/*/download": PDF_FONT_FILES,
    "/api/download-partner-asset/*": PDF_FONT_FILES,
  },
  async headers() {
    return [
      { source: "/:path((?!api/dev/outbox/).*)", headers: baseHeaders },
      // The dev outbox's email HTML is framed by /dev/outbox/[id] (same origin, development only);
      // that route sets its own restrictive CSP.
      { source: "/api/dev/outbox/:path*", headers: baseHeaders.filter((h) => h.key !== "X-Frame-Options") },
      // API answers are data, never documents to render or frame.
      {
        source: "/api/:path((?!dev/outbox/).*)",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
      // Pages opened from an emailed ?token= link (lib/security/token-pages.ts, kept in step by its
      // test): no request from them names their URL. Last, so it overrides the base policy.
      {
        source: "/:page(verify-email|create-resume|resume-download|reset-password)",
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      },
    ];
  },
};

export default nextConfig;
