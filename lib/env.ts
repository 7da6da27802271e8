import { z } from "zod";
import { isLoopbackDatabaseUrl, isLoopbackUrl } from "./config/loopback";
import { parseTrustedProxies } from "./config/trusted-proxy";

/**
 * Server configuration, read once and validated. Every external service is optional: when its
 * variables are missing the embedded default is used (see README "Embedded defaults").
 */
const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const number = (fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return fallback;
      const n = Number(v);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: "must be a number" });
        return z.NEVER;
      }
      return n;
    });

/** Values once shipped as examples (and the old built-in fallback): no server may run with them. */
export const DEFAULT_SECRET_MARKERS = ["change-me", "replace-me", "development-secret"];

/** Signs sessions and resume-access cookies: 32 bytes, the size of the HMAC-SHA256 key it feeds. */
export const MIN_SECRET_BYTES = 32;

const SECRET_HINT = "e.g. `openssl rand -base64 32`; `npm run dev` generates one into .data/auth-secret";

/**
 * Whether emails may be stored in the dev outbox (table, /dev/outbox pages and their API) instead of
 * being sent. Never when an email provider is configured. Outside production, yes. In production only
 * for a build running on this machine, such as the end-to-end and benchmark servers
 * (e2e/support/web-server.ts, scripts/bench/server.ts): they opt in with ENABLE_DEV_OUTBOX=1, and the
 * opt-in counts only when the database AND the public URL are on this machine and the host is not
 * Vercel. A deployment has a public APP_URL (its emails link there), so the flag alone, copied by
 * mistake, cannot open the outbox on a real site.
 */
export function devOutboxAllowed(source: Record<string, string | undefined>): boolean {
  const value = (name: string) => source[name]?.trim() || undefined;
  if (value("RESEND_API_KEY")) return false;
  if ((value("NODE_ENV") ?? "development") !== "production") return true;
  return (
    value("ENABLE_DEV_OUTBOX") === "1" &&
    !value("VERCEL") &&
    isLoopbackDatabaseUrl(value("DATABASE_URL")) &&
    isLoopbackUrl(value("APP_URL") ?? value("NEXTAUTH_URL") ?? "http://localhost:3000")
  );
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    // database
    DATABASE_URL: z.string().url("must be a postgres:// URL"),
    EMBEDDED_DB: optional,
    // auth
    AUTH_SECRET: optional,
    NEXTAUTH_SECRET: optional,
    APP_URL: optional,
    NEXTAUTH_URL: optional,
    // The reverse proxies whose X-Forwarded-For is believed (lib/api/client-address.ts).
    TRUSTED_PROXY: optional.superRefine((v, ctx) => {
      const parsed = parseTrustedProxies(v);
      if ("error" in parsed) ctx.addIssue({ code: "custom", message: `${parsed.error} (a comma-separated list, e.g. 127.0.0.1,10.0.0.0/8)` });
    }),
    // AI
    OPENAI_API_KEY: optional,
    OPENAI_MODEL: z.string().default("gpt-4o-mini"),
    OPENAI_BASE_URL: optional,
    GEMINI_API_KEY: optional,
    GEMINI_MODEL: z.string().default("gemini-2.5-flash"),
    GEMINI_BASE_URL: optional,
    AI_TIMEOUT_MS: number(45_000),
    AI_COST_GEMINI_USD: number(0.005),
    AI_COST_OPENAI_USD: number(0.05),
    // email
    RESEND_API_KEY: optional,
    ENABLE_DEV_OUTBOX: optional,
    VERCEL: optional,
    RESEND_BASE_URL: optional,
    EMAIL_FROM: z.string().default("CivicShift <hello@civicshift.org>"),
    // Stripe
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_PRICE_ID: optional,
    STRIPE_API_BASE: optional,
    // jobs
    ADZUNA_APP_ID: optional,
    ADZUNA_APP_KEY: optional,
    ADZUNA_API_BASE: optional,
    // The Muse works without a key (500 requests/hour): THE_MUSE_ENABLED=1 turns it on; a key raises the limit.
    THE_MUSE_ENABLED: optional,
    THE_MUSE_API_KEY: optional,
    THE_MUSE_API_BASE: optional,
    JSEARCH_API_KEY: optional,
    JSEARCH_API_BASE: optional,
    USAJOBS_API_KEY: optional,
    USAJOBS_USER_AGENT: optional,
    // cron
    CRON_SECRET: optional,
  })
  .superRefine((env, ctx) => {
    const secret = env.AUTH_SECRET ?? env.NEXTAUTH_SECRET;
    if (secret === undefined) {
      // Missing outside production: parseEnv still answers (tests of other settings); env() and
      // the launcher refuse it (loadEnv), and nothing can read a secret that is not there.
      if (env.NODE_ENV === "production") {
        ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: `is required in production (${SECRET_HINT})` });
      }
    } else if (Buffer.byteLength(secret, "utf8") < MIN_SECRET_BYTES || DEFAULT_SECRET_MARKERS.some((m) => secret.includes(m))) {
      ctx.addIssue({
        code: "custom",
        path: [env.AUTH_SECRET ? "AUTH_SECRET" : "NEXTAUTH_SECRET"],
        message: `must be a random value of at least ${MIN_SECRET_BYTES} bytes, not an example value (${SECRET_HINT})`,
      });
    }
    const outboxInputs = {
      NODE_ENV: env.NODE_ENV,
      RESEND_API_KEY: env.RESEND_API_KEY,
      ENABLE_DEV_OUTBOX: env.ENABLE_DEV_OUTBOX,
      VERCEL: env.VERCEL,
      DATABASE_URL: env.DATABASE_URL,
      APP_URL: env.APP_URL,
      NEXTAUTH_URL: env.NEXTAUTH_URL,
    };
    if (env.NODE_ENV === "production" && !env.RESEND_API_KEY && !devOutboxAllowed(outboxInputs)) {
      const onThisMachine = devOutboxAllowed({ ...outboxInputs, ENABLE_DEV_OUTBOX: "1" });
      ctx.addIssue({
        code: "custom",
        path: ["RESEND_API_KEY"],
        message:
          "is required in production: without an email provider, verification and password-reset emails cannot be delivered" +
          (env.ENABLE_DEV_OUTBOX
            ? " (ENABLE_DEV_OUTBOX=1 counts only for a test server whose DATABASE_URL and APP_URL are on localhost)"
            : onThisMachine
              ? " (to try a production build on this machine with the dev outbox, set ENABLE_DEV_OUTBOX=1)"
              : ""),
      });
    }
  });

export type Env = z.infer<typeof schema> & {
  authSecret: string;
  appUrl: string;
  /** Emails go to the dev outbox (see devOutboxAllowed); false means a provider must send them. */
  devOutbox: boolean;
};

let cached: Env | undefined;

/** Formats zod issues as "NAME: problem" lines, naming each missing or invalid variable. */
export function describeEnvIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`).join("\n");
}

/**
 * Parses and validates `source`. A secret that is set must be strong everywhere; one that is not set
 * is an error in production, and elsewhere leaves `authSecret` unreadable (reading it throws): there
 * is no built-in fallback. Servers and scripts use env() / loadEnv(), which require the secret.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${describeEnvIssues(result.error)}`);
  }
  const e = result.data;
  const secret = e.AUTH_SECRET ?? e.NEXTAUTH_SECRET;
  const parsed = {
    ...e,
    appUrl: (e.APP_URL ?? e.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, ""),
    devOutbox: devOutboxAllowed(source),
  } as Env;
  // A getter, so a missing secret fails where it would be used; not enumerable, so copying or
  // logging a configuration without one does not throw.
  Object.defineProperty(parsed, "authSecret", {
    enumerable: false,
    get() {
      if (secret === undefined) throw new Error(missingSecretMessage());
      return secret;
    },
  });
  return parsed;
}

function missingSecretMessage(): string {
  return `Invalid environment configuration:\n  AUTH_SECRET: is required (${SECRET_HINT})`;
}

/** parseEnv, and AUTH_SECRET (or NEXTAUTH_SECRET) must be set: what a server checks at start-up. */
export function loadEnv(source: Record<string, string | undefined>): Env {
  const parsed = parseEnv(source);
  if (!source.AUTH_SECRET?.trim() && !source.NEXTAUTH_SECRET?.trim()) throw new Error(missingSecretMessage());
  return parsed;
}

/** The validated server environment (parsed on first use, so `next build` needs no secrets). */
export function env(): Env {
  cached ??= loadEnv(process.env);
  return cached;
}

/** For tests that change process.env. */
export function resetEnvCache() {
  cached = undefined;
}
