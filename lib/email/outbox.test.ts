import { describe, expect, it } from "vitest";
import { extractLinks, outboxDisabled } from "./outbox";

describe("extractLinks", () => {
  it("returns http(s) and mailto links with their text, decoded and de-duplicated", () => {
    const html = `
      <a href="https://app.test/verify-email?token=a&amp;b=1" style="x"><span>Verify <b>email</b></span></a>
      <p>or copy <a href='https://app.test/verify-email?token=a&amp;b=1'>https://app.test/verify-email?token=a&amp;b=1</a></p>
      <a href=mailto:support@civicshift.org>support@civicshift.org</a>
      <a href="http://localhost:3000/x"></a>`;
    expect(extractLinks(html)).toEqual([
      { href: "https://app.test/verify-email?token=a&b=1", text: "Verify email" },
      { href: "mailto:support@civicshift.org", text: "support@civicshift.org" },
      { href: "http://localhost:3000/x", text: "http://localhost:3000/x" },
    ]);
  });

  it("ignores Outlook conditional comments and zero-width padding in link text", () => {
    const html = `<a href="https://app.test/v"><span><!--[if mso]><i hidden>&#8202;&#8202;</i><![endif]--></span><span>Verify</span><span><!--[if mso]><i hidden>&#8202;&#8203;</i><![endif]--></span></a>`;
    expect(extractLinks(html)).toEqual([{ href: "https://app.test/v", text: "Verify" }]);
  });

  it("never returns script or data links", () => {
    const html = `<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="data:text/html,hi">z</a><a name="top">no href</a>`;
    expect(extractLinks(html)).toEqual([]);
  });
});

describe("outboxDisabled", () => {
  const env = (e: Record<string, string>) => e as unknown as NodeJS.ProcessEnv;
  const local = { DATABASE_URL: "postgres://postgres@127.0.0.1:5432/civicshift_e2e_1", APP_URL: "http://localhost:3100" };
  it("is on in development and test, off in production", () => {
    expect(outboxDisabled(env({ ...local, NODE_ENV: "development" }))).toBe(false);
    expect(outboxDisabled(env({ ...local, NODE_ENV: "test" }))).toBe(false);
    expect(outboxDisabled(env({ ...local, NODE_ENV: "production" }))).toBe(true);
  });
  it("is off whenever an email provider is configured, in development too", () => {
    expect(outboxDisabled(env({ ...local, NODE_ENV: "development", RESEND_API_KEY: "re_x" }))).toBe(true);
    expect(outboxDisabled(env({ ...local, NODE_ENV: "test", RESEND_API_KEY: "re_x" }))).toBe(true);
  });
  it("opens in production only for the e2e server's explicit flag, without Resend, on a local database and URL", () => {
    const prod = { ...local, NODE_ENV: "production" };
    expect(outboxDisabled(env({ ...prod, ENABLE_DEV_OUTBOX: "1" }))).toBe(false);
    expect(outboxDisabled(env({ ...prod, ENABLE_DEV_OUTBOX: "true" }))).toBe(true);
    expect(outboxDisabled(env({ ...prod, ENABLE_DEV_OUTBOX: "1", RESEND_API_KEY: "re_x" }))).toBe(true);
    // A deployment that copied the flag: its database and its public URL are elsewhere.
    expect(outboxDisabled(env({ ...prod, ENABLE_DEV_OUTBOX: "1", DATABASE_URL: "postgres://u:p@db.example.com/app" }))).toBe(true);
    expect(outboxDisabled(env({ ...prod, ENABLE_DEV_OUTBOX: "1", APP_URL: "https://civicshift.org" }))).toBe(true);
    expect(outboxDisabled(env({ ...prod, ENABLE_DEV_OUTBOX: "1", VERCEL: "1" }))).toBe(true);
  });
});
