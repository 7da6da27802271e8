import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const secure = vi.hoisted(() => ({ value: false }));
vi.mock("./token", () => ({ useSecureCookies: () => secure.value }));

import { appendCookie, clearCookie, cookieHeader } from "./cookies";

afterEach(() => {
  secure.value = false;
});

describe("cookieHeader", () => {
  it("is HttpOnly, SameSite=Lax, site-wide, with an expiry", () => {
    expect(cookieHeader("civicshift_resume_access", "12.1700000000.sig_-~x", 3600)).toBe(
      "civicshift_resume_access=12.1700000000.sig_-~x; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax",
    );
  });

  it("is Secure on an https deployment", () => {
    secure.value = true;
    expect(cookieHeader("a", "b", 60)).toMatch(/; Secure$/);
  });

  it("rounds Max-Age down and never below 0", () => {
    expect(cookieHeader("a", "b", 59.9)).toContain("Max-Age=59;");
    expect(cookieHeader("a", "b", -5)).toContain("Max-Age=0;");
  });

  it.each(["a;b", "a b", 'a"b', "a,b", "a\\b", "a\nSet-Cookie: x=y", "é"])(
    "refuses the value %j, which would add attributes or break the header",
    (value) => {
      expect(() => cookieHeader("a", value, 60)).toThrow(/not cookie-safe/);
    },
  );

  it.each(["", "a b", "a;b", "a=b"])("refuses the name %j", (name) => {
    expect(() => cookieHeader(name, "v", 60)).toThrow(/Not a cookie name/);
  });
});

describe("appendCookie / clearCookie", () => {
  it("appends one Set-Cookie per cookie and clears with an empty value and Max-Age=0", () => {
    const response = new Response(null);
    appendCookie(response, "one", "1", 10);
    clearCookie(response, "two");
    expect(response.headers.getSetCookie()).toEqual([
      "one=1; Path=/; Max-Age=10; HttpOnly; SameSite=Lax",
      "two=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax",
    ]);
  });
});

describe("one writer of Set-Cookie", () => {
  it("no other source file writes a Set-Cookie header or sets a cookie by hand", () => {
    // Next's cookies().set() would be fine too, but nothing uses it today: keep one writer.
    const root = path.resolve(import.meta.dirname, "../..");
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of fs.readdirSync(dir)) {
        if (["node_modules", ".next", ".data", "e2e", "test-results"].includes(name) || name.startsWith(".")) continue;
        const p = path.join(dir, name);
        if (fs.statSync(p).isDirectory()) walk(p);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && p !== path.join(import.meta.dirname, "cookies.ts")) {
          const text = fs.readFileSync(p, "utf8");
          if (/\.(append|set)\(\s*["'`]set-cookie|document\.cookie\s*=|cookies(\(\))?\.set\(/i.test(text)) found.push(path.relative(root, p));
        }
      }
    };
    walk(root);
    expect(found).toEqual([]);
  });
});
