import type { NextConfig } from "next";

const isProd = process.env.NODE_ENV === "production";

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
  // Native / WASM packages stay out of the server bundle.
  serverExternalPackages: ["@node-rs/argon2", "@electric-sql/pglite", "pg", "unpdf", "mammoth", "word-extractor"],
  async headers() {
    return [
      { source: "/:path*", headers: baseHeaders },
      // API answers are data, never documents to render or frame.
      {
        source: "/api/:path*",
        headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }],
      },
    ];
  },
};

export default nextConfig;
