import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { parseTrustedProxies, type TrustedProxies } from "@/lib/config/trusted-proxy";
import { parseEnv } from "@/lib/env";
import {
  PEER_HEADER,
  UNKNOWN_CLIENT,
  clientAddress,
  installPeerAddressHook,
  resolveClientAddress,
  uninstallPeerAddressHook,
  type AddressConfig,
} from "./client-address";

function trusted(list: string): TrustedProxies {
  const parsed = parseTrustedProxies(list);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed.proxies;
}
const plainHost: AddressConfig = { trusted: trusted(""), onVercel: false };
const behindProxy = (list: string): AddressConfig => ({ trusted: trusted(list), onVercel: false });

describe("resolveClientAddress", () => {
  it("ignores X-Forwarded-For from a peer that is not a trusted proxy (a client cannot pick its address)", () => {
    for (const forwardedFor of ["198.51.100.1", "198.51.100.1, 10.0.0.1", "anything", null]) {
      expect(resolveClientAddress({ peer: "203.0.113.5", forwardedFor, config: plainHost })).toBe("203.0.113.5");
    }
    // Listing some proxy does not make every peer one.
    expect(resolveClientAddress({ peer: "203.0.113.5", forwardedFor: "198.51.100.1", config: behindProxy("10.0.0.0/8") })).toBe(
      "203.0.113.5",
    );
  });

  it("behind a trusted proxy takes the rightmost hop that is not a trusted proxy, never the client-supplied left end", () => {
    const config = behindProxy("10.0.0.0/8, 192.0.2.7");
    // The client sent "6.6.6.6"; the proxy appended the address it saw.
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "6.6.6.6, 198.51.100.7", config })).toBe("198.51.100.7");
    // Two proxies deep.
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "6.6.6.6, 198.51.100.7, 192.0.2.7", config })).toBe(
      "198.51.100.7",
    );
    // No header: the proxy itself is all we know.
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: null, config })).toBe("10.0.0.2");
    // Only proxies in the chain: the leftmost of them.
    expect(resolveClientAddress({ peer: "10.0.0.2", forwardedFor: "10.1.1.1, 192.0.2.7", config })).toBe("10.1.1.1");
  });

  it("names one client one way: IPv4-mapped IPv6, ports and IPv6 case are normalised", () => {
    expect(resolveClientAddress({ peer: "::ffff:203.0.113.5", forwardedFor: null, config: plainHost })).toBe("203.0.113.5");
    const config = behindProxy("127.0.0.1");
    expect(resolveClientAddress({ peer: "::ffff:127.0.0.1", forwardedFor: "198.51.100.9:4711", config })).toBe("198.51.100.9");
    expect(resolveClientAddress({ peer: "127.0.0.1", forwardedFor: "[2001:DB8::1]:443", config })).toBe("2001:db8::1");
  });

  it("answers the shared UNKNOWN_CLIENT when the socket address is unknown, whatever the headers say", () => {
    expect(resolveClientAddress({ peer: undefined, forwardedFor: "198.51.100.1", config: behindProxy("0.0.0.0/0") })).toBe(
      UNKNOWN_CLIENT,
    );
    expect(resolveClientAddress({ peer: "", forwardedFor: "198.51.100.1", config: plainHost })).toBe(UNKNOWN_CLIENT);
  });

  it("on Vercel uses Vercel's own header", () => {
    const config: AddressConfig = { trusted: trusted(""), onVercel: true };
    expect(
      resolveClientAddress({ peer: undefined, forwardedFor: "6.6.6.6", vercelForwardedFor: "198.51.100.4", config }),
    ).toBe("198.51.100.4");
    expect(resolveClientAddress({ peer: undefined, forwardedFor: "6.6.6.6", vercelForwardedFor: null, config })).toBe(
      UNKNOWN_CLIENT,
    );
  });

  it("keeps what it returns short and printable (it becomes a rate-limit key and a stored column)", () => {
    const address = resolveClientAddress({
      peer: "127.0.0.1",
      forwardedFor: `x\u0000${"a".repeat(5000)}`,
      config: behindProxy("127.0.0.1"),
    });
    expect(address).toMatch(/^[\x21-\x7e]{1,64}$/);
  });
});

describe("TRUSTED_PROXY", () => {
  const base = { DATABASE_URL: "postgres://localhost/x", AUTH_SECRET: "a".repeat(40), NODE_ENV: "test" };

  it("accepts addresses and CIDR ranges, comma-separated", () => {
    const t = trusted(" 127.0.0.1, ::1 ,10.0.0.0/8,fd00::/8");
    expect(t.entries).toEqual(["127.0.0.1", "::1", "10.0.0.0/8", "fd00::/8"]);
    expect(t.has("10.200.3.4")).toBe(true);
    expect(t.has("fd00::5")).toBe(true);
    expect(t.has("11.0.0.1")).toBe(false);
    expect(t.has("not-an-ip")).toBe(false);
    expect(parseEnv({ ...base, TRUSTED_PROXY: "127.0.0.1,10.0.0.0/8" }).TRUSTED_PROXY).toBe("127.0.0.1,10.0.0.0/8");
  });

  it("refuses a malformed entry at start-up, naming the variable", () => {
    for (const bad of ["localhost", "10.0.0.0/33", "1.2.3.4/x", "10.0.0.1/8/8", "::1/129"]) {
      expect("error" in parseTrustedProxies(bad)).toBe(true);
      expect(() => parseEnv({ ...base, TRUSTED_PROXY: bad })).toThrow(/TRUSTED_PROXY: .*not an IP address|TRUSTED_PROXY: .*prefix/);
    }
  });
});

describe("installPeerAddressHook (the socket address Next does not expose)", () => {
  afterEach(() => uninstallPeerAddressHook());

  /** A real HTTP server on loopback; answers with the headers the request arrived with. */
  async function roundTrip(headers: Record<string, string>): Promise<IncomingHttpHeaders> {
    const server = createServer((req, res) => res.end(JSON.stringify(req.headers)));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await new Promise((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: "/", headers }, (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve(JSON.parse(body) as IncomingHttpHeaders));
        });
        req.on("error", reject);
        req.end();
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }
  const asHeaders = (h: IncomingHttpHeaders) => new Headers(Object.entries(h).map(([k, v]): [string, string] => [k, String(v)]));

  it("stamps each request with its socket address, overwriting a client's own value", async () => {
    await installPeerAddressHook();
    const seen = await roundTrip({ "x-forwarded-for": "203.0.113.9", [PEER_HEADER]: "198.51.100.1" });
    expect(seen[PEER_HEADER]).toBe("127.0.0.1");
    // A plain host: the socket address, not the forged headers.
    expect(clientAddress(asHeaders(seen), plainHost)).toBe("127.0.0.1");
    // Behind a proxy on loopback (the proxy appended the client it saw): that client.
    const proxied = await roundTrip({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" });
    expect(clientAddress(asHeaders(proxied), behindProxy("127.0.0.1"))).toBe("203.0.113.9");
  });

  it("without the hook the peer header is not believed", async () => {
    const seen = await roundTrip({ [PEER_HEADER]: "198.51.100.1" });
    expect(seen[PEER_HEADER]).toBe("198.51.100.1");
    // test/setup.ts declares in-process callers to come from 127.0.0.1; the forged header changes nothing.
    expect(clientAddress(asHeaders(seen), plainHost)).toBe("127.0.0.1");
  });
});
