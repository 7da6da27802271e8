import { describe, expect, it } from "vitest";
import { judge, parseAllowList, type Check } from "./run";

const check = (id: string, ok: boolean): Check => ({ id, name: id, value: "", target: "", ok });

describe("the known-misses ratchet", () => {
  it("reads ids, one per line, without comments or blank lines", () => {
    expect([...parseAllowList("# header\nprecision\n\nskills  # for now\n")]).toEqual(["precision", "skills"]);
  });

  it("fails on a miss that is not allowed, passes on allowed ones, and reports allowed targets that are met", () => {
    const list = [check("precision", false), check("copied", false), check("skills", true)];
    const r = judge(list, new Set(["precision", "skills"]));
    expect(r.blocking.map((c) => c.id)).toEqual(["copied"]);
    expect(r.missed.map((c) => c.id)).toEqual(["precision", "copied"]);
    expect(r.nowMet).toEqual(["skills"]);
    expect(judge([check("precision", false)], new Set(["precision"])).blocking).toEqual([]);
  });

  it("refuses an id it does not know", () => {
    expect(() => judge([check("precision", false)], new Set(["precison"]))).toThrow(/unknown target id/);
  });
});
