/**
 * The database can fail without taking requests with it. The pool is pointed at a closed port
 * (a database that is down), then back at the real one:
 * - an API call answers 503 { code: "unavailable" } with Retry-After, within 5 seconds;
 * - the failure is logged once, with the request id and no personal data;
 * - the server recovers by itself when the database returns, and what it acknowledged is kept.
 */
import net from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { closeDb, db } from "@/db/client";
import { leads } from "@/db/schema";
import { POST as createLead } from "@/app/api/leads/route";
import { GET as getResume } from "@/app/api/resumes/[id]/route";
import { jsonRequest, routeContext, uniqueEmail } from "./helpers";

/** A local port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const realUrl = process.env.DATABASE_URL;

afterAll(async () => {
  process.env.DATABASE_URL = realUrl;
  await closeDb();
});

describe("a database that is out of reach", () => {
  it("answers 503 within 5 s when the database accepts connections but never answers", async () => {
    const sockets = new Set<net.Socket>();
    const blackHole = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => blackHole.listen(0, "127.0.0.1", resolve));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await closeDb();
      process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${(blackHole.address() as net.AddressInfo).port}/test`;
      const started = Date.now();
      const res = await createLead(jsonRequest("POST", "/api/leads", { name: "Hung", email: uniqueEmail("hung") }), routeContext());
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ code: "unavailable" });
    } finally {
      log.mockRestore();
      await closeDb();
      process.env.DATABASE_URL = realUrl;
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => blackHole.close(() => resolve()));
    }
  }, 30_000);

  it("answers 503 unavailable with Retry-After within 5 s, logs once without personal data, and recovers", async () => {
    // Acknowledged before the outage: must still be there afterwards.
    const before = uniqueEmail("outage-before");
    expect((await createLead(jsonRequest("POST", "/api/leads", { name: "Before Outage", email: before }), routeContext())).status).toBe(201);

    await closeDb();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/test`;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const during = uniqueEmail("outage-during");
      const started = Date.now();
      const res = await createLead(jsonRequest("POST", "/api/leads", { name: "During Outage", email: during }), routeContext());
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
      const body = await res.json();
      expect(body).toMatchObject({ code: "unavailable", requestId: expect.any(String) });

      const read = await getResume(jsonRequest("GET", "/api/resumes/1"), routeContext({ id: "1" }));
      expect(read.status).toBe(503);

      const lines = log.mock.calls.map((c) => c.map(String).join(" "));
      expect(lines.filter((l) => l.includes(body.requestId))).toHaveLength(1);
      expect(lines.join("\n")).not.toContain(during);
      expect(lines.join("\n")).not.toContain("During Outage");
    } finally {
      log.mockRestore();
    }

    // The database returns: the next request works without a restart.
    await closeDb();
    process.env.DATABASE_URL = realUrl;
    const after = uniqueEmail("outage-after");
    expect((await createLead(jsonRequest("POST", "/api/leads", { name: "After Outage", email: after }), routeContext())).status).toBe(201);
    for (const email of [before, after]) {
      expect(await db.select({ id: leads.id }).from(leads).where(eq(leads.email, email))).toHaveLength(1);
    }
  }, 30_000);
});
