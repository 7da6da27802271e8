import { describe, expect, it } from "vitest";
import { checkStateChangingRequest, isCrossSite, isJsonContentType, isMultipartContentType } from "./csrf";

const post = (headers: Record<string, string>, url = "http://localhost:3000/api/x") => new Request(url, { method: "POST", headers });

describe("isJsonContentType", () => {
  it.each(["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8", 'application/json; charset="utf-8"'])(
    "accepts %s",
    (type) => expect(isJsonContentType(type)).toBe(true),
  );

  it.each([
    // What a cross-site form or a no-cors fetch can send without a preflight, dressed up as JSON.
    "text/plain; a=application/json",
    "text/plain;application/json",
    "application/x-www-form-urlencoded; x=application/json",
    "multipart/form-data; boundary=application/json",
    // Near misses and other JSON-ish types.
    "application/json-patch+json",
    "application/jsonx",
    "application/vnd.api+json",
    "text/json",
    "application/json; charset=latin1",
    "application/json; boundary=x",
    "application/json, text/plain",
    "",
  ])("refuses %s", (type) => expect(isJsonContentType(type)).toBe(false));
});

describe("isMultipartContentType", () => {
  it("needs multipart/form-data with a boundary", () => {
    expect(isMultipartContentType("multipart/form-data; boundary=----WebKitFormBoundaryabc")).toBe(true);
    expect(isMultipartContentType("multipart/form-data")).toBe(false);
    expect(isMultipartContentType("multipart/mixed; boundary=x")).toBe(false);
    expect(isMultipartContentType("application/json")).toBe(false);
  });
});

describe("isCrossSite", () => {
  it.each([
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site: same-site (a sibling subdomain is another site to us)", { "sec-fetch-site": "same-site" }],
    ["Sec-Fetch-Site: cross-site even with our own Origin", { "sec-fetch-site": "cross-site", origin: "http://localhost:3000" }],
    ["another Origin", { origin: "https://evil.example" }],
    ["another port", { origin: "http://localhost:4000" }],
    ["a look-alike host", { origin: "http://localhost:3000.evil.example" }],
    ["Origin: null (sandboxed frame)", { origin: "null" }],
    ["a non-http Origin", { origin: "file://" }],
  ])("refuses %s", (_label, headers) => {
    expect(isCrossSite(post(headers))).toBe(true);
  });

  it.each([
    ["our own page (Sec-Fetch-Site: same-origin)", { "sec-fetch-site": "same-origin", origin: "http://localhost:3000" }],
    ["a browser action (Sec-Fetch-Site: none)", { "sec-fetch-site": "none" }],
    ["APP_URL's origin, no Fetch Metadata", { origin: "http://localhost:3000" }],
    ["the Host the request was sent to (127.0.0.1 in development)", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }],
    ["the proxy's forwarded host", { origin: "https://civicshift.example", "x-forwarded-host": "civicshift.example" }],
    ["no Origin and no Fetch Metadata: not a browser (curl, Stripe, the test suites)", {}],
  ])("allows %s", (_label, headers) => {
    expect(isCrossSite(post(headers))).toBe(false);
  });
});

describe("checkStateChangingRequest", () => {
  const statusOf = (req: Request, opts?: Parameters<typeof checkStateChangingRequest>[1]) => {
    try {
      checkStateChangingRequest(req, opts);
      return 200;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  it("leaves GET, HEAD and OPTIONS alone, even cross-site (links, images, emailed links)", () => {
    for (const method of ["GET", "HEAD", "OPTIONS"]) {
      const req = new Request("http://localhost:3000/api/leads/verify?token=x", { method, headers: { "sec-fetch-site": "cross-site", "content-type": "text/plain" } });
      expect(statusOf(req)).toBe(200);
    }
  });

  it("refuses every state-changing method from another site (403)", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const req = new Request("http://localhost:3000/api/x", { method, headers: { "sec-fetch-site": "cross-site" } });
      expect(statusOf(req), method).toBe(403);
    }
  });

  it("takes a body only as exactly application/json (415 otherwise); no body needs no type", () => {
    expect(statusOf(post({ "content-type": "application/json" }))).toBe(200);
    expect(statusOf(post({ "content-type": "text/plain; a=application/json" }))).toBe(415);
    expect(statusOf(post({ "content-type": "application/x-www-form-urlencoded" }))).toBe(415);
    // Logout, clear-session: a POST without a body.
    expect(statusOf(post({}))).toBe(200);
    expect(statusOf(post({ "content-length": "0" }))).toBe(200);
    // A body without a type.
    expect(statusOf(post({ "content-length": "12" }))).toBe(415);
    expect(statusOf(post({ "transfer-encoding": "chunked" }))).toBe(415);
  });

  it("takes multipart on an upload route, and anything on a raw (signed webhook) route", () => {
    const multipart = { "content-type": "multipart/form-data; boundary=x" };
    expect(statusOf(post(multipart), { body: "multipart" })).toBe(200);
    expect(statusOf(post(multipart))).toBe(415);
    expect(statusOf(post({ "content-type": "application/json" }), { body: "multipart" })).toBe(415);
    expect(statusOf(post({ "content-type": "text/plain" }), { body: "raw" })).toBe(200);
    // Raw still refuses a cross-site browser request.
    expect(statusOf(post({ "content-type": "text/plain", "sec-fetch-site": "cross-site" }), { body: "raw" })).toBe(403);
  });
});
