import { afterEach, describe, expect, it } from "vitest";
import { devOutboxAllowed, env, loadEnv, parseEnv, resetEnvCache } from "./env";

const base = { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/app" };
const strongSecret = "Zq4v8Kx2Lm9Tn6Rb3Wy7Pc1Hd5Gf0Js8";
const withSecret = { ...base, AUTH_SECRET: strongSecret };

function errorOf(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("parseEnv accepted an invalid environment");
}

describe("parseEnv", () => {
  it("names a missing DATABASE_URL", () => {
    expect(errorOf({})).toMatch(/DATABASE_URL/);
  });

  it("names an invalid DATABASE_URL", () => {
    expect(errorOf({ DATABASE_URL: "not a url" })).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/);
  });

  it("names a variable that must be a number", () => {
    const message = errorOf({ ...base, AI_TIMEOUT_MS: "soon" });
    expect(message).toMatch(/AI_TIMEOUT_MS: must be a number/);
    expect(message).not.toMatch(/DATABASE_URL/);
  });

  it("names a bad NODE_ENV", () => {
    expect(errorOf({ ...base, NODE_ENV: "staging" })).toMatch(/NODE_ENV/);
  });

  it("fills defaults outside production", () => {
    const e = parseEnv({ ...withSecret, APP_URL: "https://civicshift.example/" });
    expect(e.AI_TIMEOUT_MS).toBe(45_000);
    expect(e.OPENAI_MODEL).toBe("gpt-4o-mini");
    expect(e.appUrl).toBe("https://civicshift.example");
    expect(e.authSecret).toBe(strongSecret);
    expect(e.CRON_SECRET).toBeUndefined();
  });

  describe("the secret, in every environment", () => {
    for (const NODE_ENV of ["development", "test", undefined]) {
      it(`has no built-in fallback (NODE_ENV=${NODE_ENV})`, () => {
        const e = parseEnv({ ...base, NODE_ENV });
        expect(() => e.authSecret).toThrow(/AUTH_SECRET: is required/);
        expect(() => loadEnv({ ...base, NODE_ENV })).toThrow(/AUTH_SECRET: is required .*openssl rand -base64 32/);
      });

      it(`refuses a short or example secret (NODE_ENV=${NODE_ENV})`, () => {
        expect(errorOf({ ...base, NODE_ENV, AUTH_SECRET: "short-secret" })).toMatch(/AUTH_SECRET: must be a random value of at least 32 bytes/);
        expect(errorOf({ ...base, NODE_ENV, AUTH_SECRET: "change-me-to-a-random-32-character-value" })).toMatch(/AUTH_SECRET/);
        expect(errorOf({ ...base, NODE_ENV, NEXTAUTH_SECRET: "development-secret-not-for-production-use-000" })).toMatch(
          /NEXTAUTH_SECRET: must be a random value/,
        );
      });
    }

    it("counts bytes, not characters", () => {
      // 31 characters, 33 bytes in UTF-8: long enough; 31 ASCII characters are not.
      expect(loadEnv({ ...base, AUTH_SECRET: "é".repeat(2) + "x".repeat(29) }).authSecret).toHaveLength(31);
      expect(errorOf({ ...base, AUTH_SECRET: "x".repeat(31) })).toMatch(/at least 32 bytes/);
    });

    it("a configuration without a secret can still be copied; only reading the secret throws", () => {
      const e = parseEnv(base);
      expect({ ...e }.AI_TIMEOUT_MS).toBe(45_000);
      expect(() => JSON.stringify(e)).not.toThrow();
    });
  });

  it("treats blank optional values as unset", () => {
    expect(parseEnv({ ...base, OPENAI_API_KEY: "  ", AI_TIMEOUT_MS: "" })).toMatchObject({ OPENAI_API_KEY: undefined, AI_TIMEOUT_MS: 45_000 });
  });

  describe("in production", () => {
    const prod = { ...base, NODE_ENV: "production" };

    const email = { RESEND_API_KEY: "re_live_key" };

    it("refuses a missing AUTH_SECRET", () => {
      expect(errorOf({ ...prod, ...email })).toMatch(/AUTH_SECRET: is required in production/);
    });

    it("refuses a short AUTH_SECRET", () => {
      expect(errorOf({ ...prod, ...email, AUTH_SECRET: "short-secret" })).toMatch(/AUTH_SECRET: must be a random value of at least 32 bytes/);
    });

    it("refuses the example value from .env.example", () => {
      expect(errorOf({ ...prod, ...email, AUTH_SECRET: "change-me-to-a-random-32-character-value" })).toMatch(/AUTH_SECRET/);
      expect(errorOf({ ...prod, ...email, NEXTAUTH_SECRET: "development-secret-not-for-production-use-000" })).toMatch(/NEXTAUTH_SECRET/);
    });

    it("accepts a strong secret, from AUTH_SECRET or NEXTAUTH_SECRET", () => {
      expect(loadEnv({ ...prod, ...email, AUTH_SECRET: strongSecret }).authSecret).toBe(strongSecret);
      expect(loadEnv({ ...prod, ...email, NEXTAUTH_SECRET: strongSecret }).authSecret).toBe(strongSecret);
    });

    it("refuses to start without RESEND_API_KEY instead of storing emails in the database", () => {
      const deployed = { ...prod, DATABASE_URL: "postgres://app:pw@db.example.com:5432/app", APP_URL: "https://civicshift.org" };
      const message = errorOf({ ...deployed, AUTH_SECRET: strongSecret });
      expect(message).toMatch(/RESEND_API_KEY: is required in production/);
      expect(message).not.toMatch(/ENABLE_DEV_OUTBOX/);
      // On this machine (`npm run build && npm start`), the message says how to try the build.
      expect(errorOf({ ...prod, AUTH_SECRET: strongSecret })).toMatch(/RESEND_API_KEY: .*set ENABLE_DEV_OUTBOX=1\)$/m);
      expect(loadEnv({ ...prod, ...email, AUTH_SECRET: strongSecret }).devOutbox).toBe(false);
    });

    it("lets ENABLE_DEV_OUTBOX=1 stand in for Resend only on a server whose database and URL are local", () => {
      const e2e = { ...prod, AUTH_SECRET: strongSecret, ENABLE_DEV_OUTBOX: "1", APP_URL: "http://localhost:3100" };
      expect(loadEnv(e2e).devOutbox).toBe(true);
      expect(errorOf({ ...e2e, DATABASE_URL: "postgres://app:pw@db.example.com:5432/app" })).toMatch(
        /RESEND_API_KEY: is required in production.*ENABLE_DEV_OUTBOX=1 counts only/,
      );
      expect(errorOf({ ...e2e, APP_URL: "https://civicshift.org" })).toMatch(/RESEND_API_KEY/);
      expect(errorOf({ ...e2e, VERCEL: "1" })).toMatch(/RESEND_API_KEY/);
    });
  });
});

describe("devOutboxAllowed", () => {
  const local = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/civicshift_e2e_x", APP_URL: "http://localhost:3100" };

  it("is on in development and test, without an email provider", () => {
    expect(devOutboxAllowed({ ...local })).toBe(true);
    expect(devOutboxAllowed({ ...local, NODE_ENV: "development" })).toBe(true);
    expect(devOutboxAllowed({ ...local, NODE_ENV: "test" })).toBe(true);
  });

  it("is off whenever an email provider is configured, in any environment", () => {
    for (const NODE_ENV of ["development", "test", "production"]) {
      expect(devOutboxAllowed({ ...local, NODE_ENV, RESEND_API_KEY: "re_x", ENABLE_DEV_OUTBOX: "1" })).toBe(false);
    }
  });

  it("in production needs the explicit flag, a local database and a local URL, and never runs on Vercel", () => {
    const prod = { ...local, NODE_ENV: "production" };
    expect(devOutboxAllowed(prod)).toBe(false);
    expect(devOutboxAllowed({ ...prod, ENABLE_DEV_OUTBOX: "1" })).toBe(true);
    expect(devOutboxAllowed({ ...prod, ENABLE_DEV_OUTBOX: "true" })).toBe(false);
    expect(devOutboxAllowed({ ...prod, ENABLE_DEV_OUTBOX: "1", DATABASE_URL: "postgres://u@ep-cool-1.neon.tech/db" })).toBe(false);
    expect(devOutboxAllowed({ ...prod, ENABLE_DEV_OUTBOX: "1", APP_URL: "https://civicshift.org" })).toBe(false);
    expect(devOutboxAllowed({ ...prod, ENABLE_DEV_OUTBOX: "1", VERCEL: "1" })).toBe(false);
  });
});

describe("env()", () => {
  const saved = process.env.AI_TIMEOUT_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.AI_TIMEOUT_MS;
    else process.env.AI_TIMEOUT_MS = saved;
    resetEnvCache();
  });

  it("refuses to answer without a secret (what instrumentation.ts calls at start-up)", () => {
    const saved = process.env.AUTH_SECRET;
    delete process.env.AUTH_SECRET;
    resetEnvCache();
    try {
      expect(() => env()).toThrow(/AUTH_SECRET: is required/);
    } finally {
      process.env.AUTH_SECRET = saved;
    }
  });

  it("reads process.env once and re-reads after resetEnvCache()", () => {
    process.env.AI_TIMEOUT_MS = "1000";
    resetEnvCache();
    expect(env().AI_TIMEOUT_MS).toBe(1000);
    process.env.AI_TIMEOUT_MS = "2000";
    expect(env().AI_TIMEOUT_MS).toBe(1000);
    resetEnvCache();
    expect(env().AI_TIMEOUT_MS).toBe(2000);
  });
});
