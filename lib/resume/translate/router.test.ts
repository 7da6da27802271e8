/** The traffic split's pure choice: deterministic per user, proportional over many users. */
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { aiConfigFromEnv, chooseEngine, emailBucket } from "./router";

const both = { geminiAvailable: true, openaiAvailable: true };
const emails = Array.from({ length: 1000 }, (_, i) => `user${i}.${(i * 7919) % 1000}@agency${i % 13}.gov`);

describe("chooseEngine", () => {
  it("gives the same user the same engine every time, whatever the email's case or spacing", () => {
    for (const email of emails.slice(0, 50)) {
      const first = chooseEngine({ email, geminiPercentage: 50, ...both });
      for (let i = 0; i < 3; i++) expect(chooseEngine({ email, geminiPercentage: 50, ...both })).toBe(first);
      expect(chooseEngine({ email: `  ${email.toUpperCase()} `, geminiPercentage: 50, ...both })).toBe(first);
    }
  });

  it("puts buckets 0–99 below the percentage on Gemini", () => {
    expect(emails.every((e) => emailBucket(e) >= 0 && emailBucket(e) <= 99 && Number.isInteger(emailBucket(e)))).toBe(true);
    for (const email of emails.slice(0, 100)) {
      const bucket = emailBucket(email);
      expect(chooseEngine({ email, geminiPercentage: bucket, ...both })).toBe("openai");
      expect(chooseEngine({ email, geminiPercentage: bucket + 1, ...both })).toBe("gemini");
    }
  });

  it.each([0, 5, 25, 50, 100])("sends about %i%% of 1000 users to Gemini", (percentage) => {
    const gemini = emails.filter((email) => chooseEngine({ email, geminiPercentage: percentage, ...both }) === "gemini").length;
    // Binomial spread for n = 1000 is at most ~16 (one standard deviation); allow four.
    expect(Math.abs(gemini - percentage * 10)).toBeLessThanOrEqual(percentage === 0 || percentage === 100 ? 0 : 64);
  });

  it("keeps a user on Gemini when the percentage grows (no switching for those already there)", () => {
    const at25 = emails.filter((email) => chooseEngine({ email, geminiPercentage: 25, ...both }) === "gemini");
    expect(at25.every((email) => chooseEngine({ email, geminiPercentage: 50, ...both }) === "gemini")).toBe(true);
  });

  it("sends everyone to OpenAI when Gemini is unavailable", () => {
    expect(emails.every((email) => chooseEngine({ email, geminiPercentage: 100, geminiAvailable: false, openaiAvailable: true }) === "openai")).toBe(true);
  });

  it("sends everyone to the only configured provider", () => {
    expect(chooseEngine({ email: emails[0], geminiPercentage: 0, geminiAvailable: true, openaiAvailable: false })).toBe("gemini");
  });

  it("uses the built-in engine without any provider", () => {
    expect(chooseEngine({ email: emails[0], geminiPercentage: 50, geminiAvailable: false, openaiAvailable: false })).toBe("builtin");
  });
});

describe("aiConfigFromEnv", () => {
  const base = { DATABASE_URL: "postgres://localhost/x" };

  it("has no provider without keys, and documented defaults", () => {
    const config = aiConfigFromEnv(parseEnv(base));
    expect(config).toEqual({ openai: undefined, gemini: undefined, timeoutMs: 45_000 });
  });

  it("reads keys, models, base URLs and costs", () => {
    const config = aiConfigFromEnv(
      parseEnv({ ...base, OPENAI_API_KEY: "sk-1", GEMINI_API_KEY: "g-1", GEMINI_MODEL: "gemini-2.5-pro", AI_COST_OPENAI_USD: "0.02", GEMINI_BASE_URL: "http://127.0.0.1:9", AI_TIMEOUT_MS: "20000" }),
    );
    expect(config.openai).toEqual({ apiKey: "sk-1", model: "gpt-4o-mini", baseUrl: undefined, costUsd: 0.02 });
    expect(config.gemini).toEqual({ apiKey: "g-1", model: "gemini-2.5-pro", baseUrl: "http://127.0.0.1:9", costUsd: 0.005 });
    expect(config.timeoutMs).toBe(20_000);
  });
});
