/**
 * next.config.ts: `npm run dev` opened at http://127.0.0.1:3000 (not only http://localhost:3000)
 * gets its hot-reload websocket and dev resources. Checked with Next's own dev-origin guard, the
 * function the dev server runs on every /_next request and websocket upgrade.
 */
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import nextConfig from "../next.config";

type Guard = (
  req: { url: string; headers: Record<string, string> },
  res: { statusCode?: number; end: (body?: string) => void },
  allowedDevOrigins: string[] | undefined,
  hostname: string | undefined,
) => boolean;
const { blockCrossSiteDEV } = createRequire(import.meta.url)("next/dist/server/lib/router-utils/block-cross-site-dev.js") as {
  blockCrossSiteDEV: Guard;
};

/** True when the dev server would refuse this websocket upgrade to the hot-reload endpoint. */
function hmrBlocked(origin: string): boolean {
  const req = { url: "/_next/hmr?id=abc", headers: { origin, "sec-fetch-mode": "websocket", "sec-fetch-site": "same-origin" } };
  const res = { statusCode: 200, end: () => {} };
  // `next dev` without -H: no hostname beyond Next's defaults.
  return blockCrossSiteDEV(req, res, nextConfig.allowedDevOrigins, undefined);
}

describe("next.config.ts allowedDevOrigins", () => {
  it("lets the loopback origins reach the hot-reload websocket", () => {
    expect(hmrBlocked("http://127.0.0.1:3000")).toBe(false);
    expect(hmrBlocked("http://localhost:3000")).toBe(false);
    expect(hmrBlocked("http://[::1]:3000")).toBe(false);
  });

  it("still refuses other origins (a page elsewhere must not read dev resources)", () => {
    expect(hmrBlocked("http://evil.example")).toBe(true);
    expect(hmrBlocked("http://192.168.1.20:3000")).toBe(true);
  });
});
