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

  // The known open-redirect forms: each one, once a URL parser (or a server that decodes the path)
  // has normalised it, leaves the site.
  it.each([
    ["dot segment before //", "/.//evil.com"],
    ["dot-dot segment before //", "/..//evil.com"],
    ["encoded dot segments", "/%2e%2e//evil.com"],
    ["encoded single dot", "/%2e//evil.com"],
    ["dot segment then backslash", "/./\\evil.com"],
    ["protocol-relative", "//evil.com"],
    ["triple slash", "///evil.com"],
    ["backslash", "/\\evil.com"],
    ["backslash then slash", "/\\/evil.com"],
    ["encoded slashes", "/%2F%2Fevil.com"],
    ["encoded slashes, lower case", "/%2f%2fevil.com"],
    ["double-encoded slashes", "/%252F%252Fevil.com"],
    ["encoded backslash", "/%5Cevil.com"],
    ["encoded backslash, lower case", "/%5cevil.com"],
    ["encoded slash then backslash", "/%2F%5Cevil.com"],
    ["tab", "/\t/evil.com"],
    ["newline", "/\n/evil.com"],
    ["carriage return", "/\r/evil.com"],
    ["encoded tab", "/%09/evil.com"],
    ["encoded newline", "/%0A/evil.com"],
    ["leading space", " //evil.com"],
    ["scheme without slashes", "https:evil.com"],
    ["scheme with backslashes", "https:\\\\evil.com"],
    ["upper-case scheme", "HTTPS://evil.com"],
    ["data URL", "data:text/html,<script>alert(1)</script>"],
    ["javascript with leading slash trick", "/\tjavascript:alert(1)"],
    ["malformed escape", "/%E0%A4%A"],
    ["NUL", "/%00/evil.com"],
    ["too long", `/${"a".repeat(2100)}`],
  ])("rejects the open-redirect form: %s", (_label, value) => {
    expect(safeCallbackPath(value)).toBeNull();
  });

  it("returns a path that a browser resolves on this site, whatever the input", () => {
    for (const value of ["/a/./b/../c?x=1#h", "/job-searches/%E2%9C%93", "/upgrade?next=//evil.com"]) {
      const out = safeCallbackPath(value);
      expect(out, value).not.toBeNull();
      expect(new URL(out!, "https://civicshift.test").origin).toBe("https://civicshift.test");
      expect(out!.startsWith("//") || out!.startsWith("/\\")).toBe(false);
    }
    expect(safeCallbackPath("/a/./b/../c?x=1#h")).toBe("/a/c?x=1#h");
    // A query may name any text: it is not where the browser goes.
    expect(safeCallbackPath("/upgrade?next=//evil.com")).toBe("/upgrade?next=//evil.com");
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
    expect(afterLoginPath(account, "/.//evil.example")).toBe(dashboardUrl(account));
  });
});

describe("loginRedirectPath", () => {
  it("encodes the original path and query", () => {
    expect(loginRedirectPath("/job-searches", "?a=1&b=2")).toBe("/login?callbackUrl=%2Fjob-searches%3Fa%3D1%26b%3D2");
  });
});
