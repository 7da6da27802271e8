/**
 * Who is calling: the client address that rate limits, login lockouts and the funnel key on.
 *
 * X-Forwarded-For is written by whoever sends the request, so it is believed only when the TCP
 * peer is a proxy listed in TRUSTED_PROXY; the client is then the rightmost address in the chain
 * that is not itself a trusted proxy (each proxy appends the address it saw, so everything to the
 * left of that was supplied by the client). Any other peer is the client itself.
 *
 * Next 16 does not give route handlers the socket address: NextRequest has no `ip` (removed in
 * Next 15), and Next's server only fills X-Forwarded-For with the socket address when the request
 * has none (`??=` in base-server), so a client-sent header reaches the handler unchanged. Hence:
 * - On `next start` / `next dev`, instrumentation.ts installs installPeerAddressHook(), which
 *   stamps every incoming request with the socket address in PEER_HEADER, overwriting anything a
 *   client sent under that name, before Next sees it.
 * - On Vercel (VERCEL=1) there is no socket to ask; Vercel's edge overwrites the forwarding
 *   headers itself, and its own `x-vercel-forwarded-for` names the client.
 * - Anywhere else (a request served before the hook was installed, another serverless host) the
 *   address is unknown, and every such request shares one bucket, UNKNOWN_CLIENT: a limit that is
 *   too tight for that deployment, but one a client cannot escape by inventing headers.
 */
import type { IncomingMessage, Server } from "node:http";
import { env } from "@/lib/env";
import { NO_TRUSTED_PROXIES, normalizeAddress, parseTrustedProxies, type TrustedProxies } from "@/lib/config/trusted-proxy";

/** Set by the hook from the socket; a client-sent value is overwritten, so it is trusted only while the hook is installed. */
export const PEER_HEADER = "x-civicshift-peer";
/** The address when none can be trusted ("local": the value the funnel and page views store as no address). */
export const UNKNOWN_CLIENT = "local";
/** A header is input: an address is short, anything longer is cut before it becomes a key. */
const MAX_ADDRESS_LENGTH = 64;

type HookState = { installed: boolean; inProcessPeer?: string; uninstall?: () => void };
// On globalThis: instrumentation and route handlers are separate bundles with their own module copies.
const STATE_KEY = Symbol.for("civicshift.client-address");
function state(): HookState {
  const g = globalThis as { [STATE_KEY]?: HookState };
  g[STATE_KEY] ??= { installed: false };
  return g[STATE_KEY];
}

export type AddressConfig = { trusted: TrustedProxies; onVercel: boolean };

let cachedConfig: { source: string | undefined; vercel: string | undefined; config: AddressConfig } | undefined;
function currentConfig(): AddressConfig {
  const e = env();
  if (cachedConfig && cachedConfig.source === e.TRUSTED_PROXY && cachedConfig.vercel === e.VERCEL) return cachedConfig.config;
  const parsed = parseTrustedProxies(e.TRUSTED_PROXY);
  // env() has validated the list; a bad one cannot get here, but trusting nobody is the safe reading.
  const trusted = "proxies" in parsed ? parsed.proxies : NO_TRUSTED_PROXIES;
  const config = { trusted, onVercel: Boolean(e.VERCEL) };
  cachedConfig = { source: e.TRUSTED_PROXY, vercel: e.VERCEL, config };
  return config;
}

const clean = (value: string) => normalizeAddress(value).replace(/[^\x21-\x7e]/g, "").slice(0, MAX_ADDRESS_LENGTH);

/**
 * The pure rule. `peer` is the socket address (undefined when unknown), `forwardedFor` the
 * X-Forwarded-For header, `vercelForwardedFor` Vercel's own header.
 */
export function resolveClientAddress(input: {
  peer: string | undefined;
  forwardedFor: string | null;
  vercelForwardedFor?: string | null;
  config: AddressConfig;
}): string {
  const { config } = input;
  if (config.onVercel) {
    const first = input.vercelForwardedFor?.split(",")[0];
    return first && clean(first) ? clean(first) : UNKNOWN_CLIENT;
  }
  const peer = input.peer ? clean(input.peer) : "";
  if (!peer) return UNKNOWN_CLIENT;
  if (!config.trusted.has(peer)) return peer;
  const chain = (input.forwardedFor ?? "")
    .split(",")
    .map(clean)
    .filter(Boolean);
  // Rightmost first: skip our own proxies; the first hop that is not one is the client as our
  // nearest trusted proxy saw it. Entries further left came from the client and are ignored.
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!config.trusted.has(hop)) return hop;
  }
  // Only proxies in the chain (or no header): the leftmost proxy is as close to the client as we know.
  return chain[0] ?? peer;
}

/** The client address of a request (or of its headers, as next-auth hands them over). */
export function clientAddress(source: Request | Headers, config: AddressConfig = currentConfig()): string {
  const headers = source instanceof Headers ? source : source.headers;
  const s = state();
  const peer = s.installed ? (headers.get(PEER_HEADER) ?? undefined) : s.inProcessPeer;
  return resolveClientAddress({
    peer,
    forwardedFor: headers.get("x-forwarded-for"),
    vercelForwardedFor: headers.get("x-vercel-forwarded-for"),
    config,
  });
}

function stampPeer(req: IncomingMessage) {
  // Overwrites (and so removes) any value the client sent under this name.
  req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? "";
}

/**
 * Stamps every request a Node HTTP(S) server of this process receives with its socket address.
 * Called once from instrumentation.ts (nodejs runtime); a second call changes nothing.
 */
export async function installPeerAddressHook(): Promise<void> {
  const s = state();
  if (s.installed) return;
  const http = await import("node:http");
  const https = await import("node:https");
  const prototypes = [...new Set([http.Server.prototype, https.Server.prototype])] as Server[];
  const saved = prototypes.map((proto) => {
    const own = Object.hasOwn(proto, "emit");
    const original = proto.emit;
    proto.emit = function emit(this: Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request" && args[0]) stampPeer(args[0] as IncomingMessage);
      return Reflect.apply(original, this, [event, ...args]) as boolean;
    } as Server["emit"];
    return { proto, own, original };
  });
  s.installed = true;
  s.uninstall = () => {
    for (const { proto, own, original } of saved) {
      if (own) proto.emit = original;
      else delete (proto as { emit?: unknown }).emit;
    }
  };
}

/** Removes the hook (tests that start servers of their own). */
export function uninstallPeerAddressHook() {
  const s = state();
  s.uninstall?.();
  s.uninstall = undefined;
  s.installed = false;
}

/**
 * For code that calls route handlers in-process, with no socket (the Vitest suites, the
 * in-process benchmark): the address their Requests are treated as coming from. Never called by
 * the server; ignored once the hook is installed.
 */
export function setInProcessPeer(address: string | undefined) {
  state().inProcessPeer = address;
}
