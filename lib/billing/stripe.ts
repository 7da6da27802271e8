import "server-only";
import Stripe from "stripe";
import { AppError } from "@/lib/api/errors";
import { env, type Env } from "@/lib/env";

/**
 * The Stripe SDK, configured from lib/env.ts. Payments are "configured" when the secret key, the
 * publishable key and the price id are all set; without them the upgrade page says so and every
 * payment route answers `payments_not_configured` instead of calling Stripe.
 */

export type StripeSettings = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_PUBLISHABLE_KEY" | "STRIPE_PRICE_ID" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">;

export function paymentsConfigured(settings: StripeSettings = env()): boolean {
  return Boolean(settings.STRIPE_SECRET_KEY && settings.STRIPE_PUBLISHABLE_KEY && settings.STRIPE_PRICE_ID);
}

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this server.";

export function paymentsNotConfigured(status = 409): AppError {
  return new AppError(status, PAYMENTS_NOT_CONFIGURED, undefined, undefined, "payments_not_configured");
}

/**
 * STRIPE_API_BASE (e.g. "http://127.0.0.1:12111", a local stand-in for tests or stripe-mock) as the
 * SDK's host/port/protocol options; unset means Stripe's own API.
 */
export function apiBaseOptions(base: string | undefined): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!base) return {};
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new Error(`STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111 (got "${base}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("STRIPE_API_BASE must be an http(s) URL");
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

let cached: { key: string; client: Stripe } | undefined;

/** The SDK for the configured secret key (one instance per key and API base), or null without a key. */
export function stripeClient(settings: StripeSettings = env()): Stripe | null {
  const secret = settings.STRIPE_SECRET_KEY;
  if (!secret) return null;
  const cacheKey = `${secret}\u0000${settings.STRIPE_API_BASE ?? ""}`;
  if (cached?.key !== cacheKey) {
    cached = {
      key: cacheKey,
      client: new Stripe(secret, {
        ...apiBaseOptions(settings.STRIPE_API_BASE),
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: "CivicShift" },
      }),
    };
  }
  return cached.client;
}

/** The SDK and price when payments are configured, else the `payments_not_configured` error. */
export function requirePayments(settings: StripeSettings = env()): { stripe: Stripe; priceId: string } {
  const stripe = stripeClient(settings);
  if (!stripe || !paymentsConfigured(settings)) throw paymentsNotConfigured();
  return { stripe, priceId: settings.STRIPE_PRICE_ID! };
}

/** The id of an expandable Stripe reference (a string id, or the expanded object). */
export function idOf(ref: string | { id: string } | null | undefined): string | null {
  if (!ref) return null;
  return typeof ref === "string" ? ref : ref.id;
}

/** Seconds since the epoch (Stripe's timestamps) as a Date. */
export function fromUnix(seconds: number | null | undefined): Date | null {
  return typeof seconds === "number" && Number.isFinite(seconds) ? new Date(seconds * 1000) : null;
}

/** Whether Stripe answered "no such object" (a deleted customer, a subscription of another Stripe account). */
export function isMissingResource(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === "resource_missing" || error.statusCode === 404);
}

/**
 * Stripe refused or could not be reached: a 502 with a message people may see (the SDK's own error,
 * with its request id, goes to the log only).
 */
export function stripeFailure(error: unknown, message: string): AppError {
  if (error instanceof AppError) return error;
  const detail = error instanceof Stripe.errors.StripeError ? `${error.type} ${error.code ?? ""} ${error.requestId ?? ""}`.trim() : String(error);
  console.error(`[billing] Stripe call failed: ${detail}`);
  return new AppError(502, message);
}
