import { z } from "zod";

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

/** Values shipped in .env.example: a production server must never run with them. */
export const DEFAULT_SECRET_MARKERS = ["change-me", "replace-me", "development-secret"];

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
    USAJOBS_API_KEY: optional,
    USAJOBS_USER_AGENT: optional,
    // cron
    CRON_SECRET: optional,
  })
  .superRefine((env, ctx) => {
    const secret = env.AUTH_SECRET ?? env.NEXTAUTH_SECRET;
    if (env.NODE_ENV === "production") {
      if (!secret) {
        ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: "is required in production" });
      } else if (secret.length < 32 || DEFAULT_SECRET_MARKERS.some((m) => secret.includes(m))) {
        ctx.addIssue({
          code: "custom",
          path: ["AUTH_SECRET"],
          message: "must be a random value of at least 32 characters, not the example value",
        });
      }
    }
  });

export type Env = z.infer<typeof schema> & { authSecret: string; appUrl: string };

let cached: Env | undefined;

/** Formats zod issues as "NAME: problem" lines, naming each missing or invalid variable. */
export function describeEnvIssues(error: z.ZodError): string {
  return error.issues.map((i) => `  ${i.path.join(".") || "(env)"}: ${i.message}`).join("\n");
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment configuration:\n${describeEnvIssues(result.error)}`);
  }
  const e = result.data;
  return {
    ...e,
    // Outside production an unset secret falls back to a per-process development value; the
    // launcher normally provides a random one persisted under .data/.
    authSecret: e.AUTH_SECRET ?? e.NEXTAUTH_SECRET ?? "development-secret-not-for-production-use-000",
    appUrl: (e.APP_URL ?? e.NEXTAUTH_URL ?? "http://localhost:3000").replace(/\/$/, ""),
  };
}

/** The validated server environment (parsed on first use, so `next build` needs no secrets). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env. */
export function resetEnvCache() {
  cached = undefined;
}
