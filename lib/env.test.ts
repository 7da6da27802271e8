import { afterEach, describe, expect, it } from "vitest";
import { env, parseEnv, resetEnvCache } from "./env";

const base = { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/app" };
const strongSecret = "Zq4v8Kx2Lm9Tn6Rb3Wy7Pc1Hd5Gf0Js8";

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
    const e = parseEnv({ ...base, APP_URL: "https://civicshift.example/" });
    expect(e.AI_TIMEOUT_MS).toBe(45_000);
    expect(e.OPENAI_MODEL).toBe("gpt-4o-mini");
    expect(e.appUrl).toBe("https://civicshift.example");
    expect(e.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(e.CRON_SECRET).toBeUndefined();
  });

  it("treats blank optional values as unset", () => {
    expect(parseEnv({ ...base, OPENAI_API_KEY: "  ", AI_TIMEOUT_MS: "" })).toMatchObject({ OPENAI_API_KEY: undefined, AI_TIMEOUT_MS: 45_000 });
  });

  describe("in production", () => {
    const prod = { ...base, NODE_ENV: "production" };

    it("refuses a missing AUTH_SECRET", () => {
      expect(errorOf(prod)).toMatch(/AUTH_SECRET: is required in production/);
    });

    it("refuses a short AUTH_SECRET", () => {
      expect(errorOf({ ...prod, AUTH_SECRET: "short-secret" })).toMatch(/AUTH_SECRET: must be a random value of at least 32 characters/);
    });

    it("refuses the example value from .env.example", () => {
      expect(errorOf({ ...prod, AUTH_SECRET: "change-me-to-a-random-32-character-value" })).toMatch(/AUTH_SECRET/);
      expect(errorOf({ ...prod, NEXTAUTH_SECRET: "development-secret-not-for-production-use-000" })).toMatch(/AUTH_SECRET/);
    });

    it("accepts a strong secret, from AUTH_SECRET or NEXTAUTH_SECRET", () => {
      expect(parseEnv({ ...prod, AUTH_SECRET: strongSecret }).authSecret).toBe(strongSecret);
      expect(parseEnv({ ...prod, NEXTAUTH_SECRET: strongSecret }).authSecret).toBe(strongSecret);
    });
  });
});

describe("env()", () => {
  const saved = process.env.AI_TIMEOUT_MS;
  afterEach(() => {
    if (saved === undefined) delete process.env.AI_TIMEOUT_MS;
    else process.env.AI_TIMEOUT_MS = saved;
    resetEnvCache();
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
