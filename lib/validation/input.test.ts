import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkJsonInput, cleanText, idSchema, inspectText, MAX_DEPTH, MAX_ID, textSchema, toId } from "./input";

describe("inspectText", () => {
  it("normalises to NFC and CRLF to LF, keeping tabs, newlines, emoji and right-to-left text", () => {
    expect(inspectText("Cafe\u0301\r\nline\ttab 😀 שלום")).toEqual({ ok: true, value: "Café\nline\ttab 😀 שלום" });
  });

  it.each([["\u0000"], ["a\u0000b"], ["\u001b[31m"], ["\u007f"], ["\uffff"]])("refuses control characters: %j", (s) => {
    expect(inspectText(s)).toEqual({ ok: false, problem: "control" });
  });

  it.each([["\ud800x"], ["x\udc00"], ["\ud83d"]])("refuses a lone surrogate: %j", (s) => {
    expect(inspectText(s)).toEqual({ ok: false, problem: "surrogate" });
  });

  it("accepts every well-formed string without control characters, and its output is stable", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        const r = inspectText(s);
        if (r.ok) expect(inspectText(r.value)).toEqual(r);
        else expect(/[\u0000-\u0008\u000b-\u001f\u007f\uffff\ufffe]/.test(s.replace(/\r\n?/g, "\n"))).toBe(true);
      }),
    );
  });
});

describe("cleanText (uploaded text)", () => {
  it("drops what Postgres cannot store instead of refusing it", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const out = cleanText(s);
        expect(out.isWellFormed()).toBe(true);
        expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
        expect(inspectText(out).ok).toBe(true);
      }),
    );
    expect(cleanText("a\u0000b\ud800c\r\nd\fe")).toBe("ab\ufffdc\nd\ne");
  });
});

describe("textSchema", () => {
  const schema = textSchema({ max: 10, label: "Name" });
  it("trims, normalises and bounds", () => {
    expect(schema.parse("  Cafe\u0301 ")).toBe("Café");
    expect(schema.safeParse("x".repeat(11)).success).toBe(false);
  });
  it("names the field in its message", () => {
    const r = schema.safeParse("a\u0000");
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("Name contains control characters that are not allowed");
  });
});

describe("ids", () => {
  it("idSchema takes positive integers an integer column can hold, as numbers or digit strings", () => {
    const schema = idSchema("Invalid resume id");
    expect(schema.parse(7)).toBe(7);
    expect(schema.parse("42")).toBe(42);
    expect(schema.parse(MAX_ID)).toBe(MAX_ID);
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 9_999_999_999, 1e300, Number.NaN, Infinity, "1e3", "abc", "", null, true, {}]) {
      expect(schema.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it("toId gives null for anything no row can have", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const id = toId(s);
        if (id !== null) expect(Number.isInteger(id) && id > 0 && id <= MAX_ID && String(id) === s.replace(/^0+/, "")).toBe(true);
      }),
    );
    expect(toId("9999999999")).toBeNull();
    expect(toId("2147483647")).toBe(MAX_ID);
  });
});

describe("checkJsonInput", () => {
  it("normalises every string, however deep", () => {
    expect(checkJsonInput({ a: ["x\r\ny", { b: "Cafe\u0301" }], n: 1 })).toEqual({ ok: true, value: { a: ["x\ny", { b: "Café" }], n: 1 } });
  });

  it("names the field of a bad string", () => {
    expect(checkJsonInput({ positions: [{ jobTitle: "\ud800x" }] })).toMatchObject({
      ok: false,
      problem: { path: "positions.0.jobTitle" },
    });
    expect(checkJsonInput({ name: "a\u0000" })).toMatchObject({ ok: false, problem: { path: "name" } });
  });

  it("refuses prototype keys and deep nesting", () => {
    expect(checkJsonInput(JSON.parse('{"__proto__": {"admin": true}}')).ok).toBe(false);
    let deep: unknown = 1;
    for (let i = 0; i <= MAX_DEPTH + 1; i++) deep = [deep];
    expect(checkJsonInput(deep).ok).toBe(false);
  });

  it("never throws on any JSON value", () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => void checkJsonInput(v)));
  });
});
