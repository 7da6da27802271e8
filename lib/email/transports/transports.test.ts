import { describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { loadEnv, parseEnv } from "@/lib/env";
import { emailConfigFrom } from "../config";
import { chooseTransport } from "./index";

const secret = "transports-test-secret-5d1f7a9c3e2b4d6f8a0c";
const local = { AUTH_SECRET: secret, DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/app" };
const db = {} as Database; // never queried: choosing a transport sends nothing
const chosen = (source: Record<string, string | undefined>) =>
  chooseTransport(emailConfigFrom(loadEnv({ ...local, ...source })), db)?.provider ?? null;

describe("chooseTransport: the environment picks the transport", () => {
  it("RESEND_API_KEY set: Resend, in development as in production", () => {
    expect(chosen({ NODE_ENV: "development", RESEND_API_KEY: "re_key" })).toBe("resend");
    expect(chosen({ NODE_ENV: "test", RESEND_API_KEY: "re_key" })).toBe("resend");
    expect(
      chosen({ NODE_ENV: "production", RESEND_API_KEY: "re_key", DATABASE_URL: "postgres://app@db.example.com/app", APP_URL: "https://civicshift.org" }),
    ).toBe("resend");
  });

  it("RESEND_API_KEY set wins over ENABLE_DEV_OUTBOX=1", () => {
    expect(chosen({ NODE_ENV: "production", RESEND_API_KEY: "re_key", ENABLE_DEV_OUTBOX: "1", APP_URL: "http://localhost:3100" })).toBe("resend");
  });

  it("no key outside production (the embedded default): the dev outbox", () => {
    expect(chosen({})).toBe("outbox");
    expect(chosen({ NODE_ENV: "development", RESEND_API_KEY: "  " })).toBe("outbox");
    expect(chosen({ NODE_ENV: "test" })).toBe("outbox");
  });

  it("no key in production: the dev outbox only on this machine with ENABLE_DEV_OUTBOX=1, else none", () => {
    expect(chosen({ NODE_ENV: "production", ENABLE_DEV_OUTBOX: "1", APP_URL: "http://localhost:3100" })).toBe("outbox");
    // loadEnv refuses to start such a server; were one running anyway, nothing would be chosen.
    const deployed = { NODE_ENV: "production", AUTH_SECRET: secret, DATABASE_URL: "postgres://app@db.example.com/app", APP_URL: "https://civicshift.org" } as const;
    expect(() => loadEnv(deployed)).toThrow(/RESEND_API_KEY/);
    expect(chooseTransport({ ...emailConfigFrom(parseEnv({ ...deployed, RESEND_API_KEY: "re_key" })), resendApiKey: undefined, devOutbox: false }, db)).toBeNull();
  });

  it("the config passes the Resend settings and the sender through", () => {
    const config = emailConfigFrom(loadEnv({ ...local, RESEND_API_KEY: "re_key", RESEND_BASE_URL: "http://127.0.0.1:9", EMAIL_FROM: "X <x@example.org>" }));
    expect(config).toMatchObject({ resendApiKey: "re_key", resendBaseUrl: "http://127.0.0.1:9", from: "X <x@example.org>", devOutbox: false });
  });
});
