import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot as root, sourceFiles } from "@/test/support/source-files";
import { first } from "./search-params";

describe("first", () => {
  it("takes the first of repeated values", () => {
    expect(first(["42", "43"])).toBe("42");
    expect(first("42")).toBe("42");
  });

  it("trims, and answers undefined for an absent, empty or blank value", () => {
    expect(first("  abc \n")).toBe("abc");
    expect(first(undefined)).toBeUndefined();
    expect(first("")).toBeUndefined();
    expect(first("   ")).toBeUndefined();
    expect(first([])).toBeUndefined();
    expect(first([" ", "x"])).toBeUndefined();
  });

  it("is the project's one first(): no page defines its own", () => {
    const own = /\b(const|function) first\b\s*(=\s*\(|\()/;
    const offenders = sourceFiles().filter(
      (file) => file !== "lib/search-params.ts" && own.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});
