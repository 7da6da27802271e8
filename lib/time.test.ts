import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot as root, sourceFiles } from "@/test/support/source-files";
import { DAY, HOUR, MINUTE, SECOND } from "./time";

describe("lib/time", () => {
  it("holds the durations in milliseconds", () => {
    expect([SECOND, MINUTE, HOUR, DAY]).toEqual([1000, 60_000, 3_600_000, 86_400_000]);
  });

  it("is the project's one DAY: no other file defines its own", () => {
    const own = /\bconst (DAY|DAY_MS|ONE_DAY|MS_PER_DAY|HOUR|MINUTE)\s*=|24 \* 60 \* 60 \* 1000/;
    const offenders = sourceFiles().filter((file) => file !== "lib/time.ts" && own.test(readFileSync(path.join(root, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
