/**
 * Integration: a rate-limited route behind the real start-up hook (instrumentation.ts), over real
 * HTTP on loopback. A client that invents X-Forwarded-For values is still one client.
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { register } from "@/instrumentation";
import { withPublic, type RouteHandler } from "./handler";

const rule = () => ({ name: `xff-${randomBytes(6).toString("hex")}`, limit: 2, windowMs: 60 * 60_000 });

/** A Node server that hands each request to `handler` as Next does: a web Request built from req.headers. */
async function serve(handler: RouteHandler) {
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers.set(k, String(v));
    const response = await handler(new Request(`http://localhost${req.url}`, { method: req.method, headers }), {
      params: Promise.resolve({}),
    });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (headers: Record<string, string>) => fetch(`http://127.0.0.1:${port}/api/x`, { headers }).then((r) => r.status),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("client address on a plain Node host (no TRUSTED_PROXY)", () => {
  const saved = process.env.TRUSTED_PROXY;
  beforeAll(async () => {
    process.env.TRUSTED_PROXY = "";
    resetEnvCache();
    process.env.NEXT_RUNTIME = "nodejs";
    await register();
  });
  afterAll(async () => {
    delete process.env.NEXT_RUNTIME;
    process.env.TRUSTED_PROXY = saved;
    resetEnvCache();
    // Dynamic, so this file still loads (and fails its assertions) where the module is missing.
    const mod = await import("./client-address").catch(() => null);
    mod?.uninstallPeerAddressHook();
  });
  let close: (() => Promise<unknown>) | undefined;
  afterEach(async () => close?.());

  it("still limits a client that sends a new X-Forwarded-For with every request", async () => {
    const server = await serve(withPublic(() => Response.json({ ok: true }), { rateLimit: rule() }));
    close = server.close;
    const statuses = [];
    for (let i = 1; i <= 4; i++) statuses.push(await server.get({ "x-forwarded-for": `203.0.113.${i}`, "x-real-ip": `198.51.100.${i}` }));
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it("cannot borrow the peer header either", async () => {
    const server = await serve(withPublic(() => Response.json({ ok: true }), { rateLimit: rule() }));
    close = server.close;
    const statuses = [];
    for (let i = 1; i <= 3; i++) statuses.push(await server.get({ "x-civicshift-peer": `203.0.113.${i}` }));
    expect(statuses).toEqual([200, 200, 429]);
  });
});
