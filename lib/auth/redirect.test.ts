import { describe, expect, it } from "vitest";
import { afterLoginPath, dashboardUrl, loginRedirectPath, safeCallbackPath } from "./redirect";

describe("safeCallbackPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeCallbackPath("/upgrade")).toBe("/upgrade");
    expect(safeCallbackPath("/job-searches?tab=x#top")).toBe("/job-searches?tab=x#top");
  });

  it.each([
    ["absolute URL", "https://evil.example/x"],
    ["protocol-relative", "//evil.example/x"],
    ["backslash", "/\\evil.example"],
    ["tab trick", "/\t/evil.example"],
    ["newline", "/\n/evil.example"],
    ["javascript", "javascript:alert(1)"],
    ["relative", "dashboard"],
    ["empty", ""],
    ["null", null],
  ])("rejects %s", (_label, value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });
});

describe("afterLoginPath", () => {
  const account = { id: 7, name: "Taylor T & Co" };

  it("defaults to the spec dashboard URL with id and encoded name", () => {
    expect(dashboardUrl(account)).toBe("/dashboard?accountId=7&name=Taylor+T+%26+Co");
    expect(afterLoginPath(account, null)).toBe("/dashboard?accountId=7&name=Taylor+T+%26+Co");
    expect(afterLoginPath(account, "/dashboard")).toBe(dashboardUrl(account));
    expect(afterLoginPath(account, "/login")).toBe(dashboardUrl(account));
  });

  it("follows a safe callback to another page and ignores an unsafe one", () => {
    expect(afterLoginPath(account, "/upgrade")).toBe("/upgrade");
    expect(afterLoginPath(account, "//evil.example")).toBe(dashboardUrl(account));
  });
});

describe("loginRedirectPath", () => {
  it("encodes the original path and query", () => {
    expect(loginRedirectPath("/job-searches", "?a=1&b=2")).toBe("/login?callbackUrl=%2Fjob-searches%3Fa%3D1%26b%3D2");
  });
});
