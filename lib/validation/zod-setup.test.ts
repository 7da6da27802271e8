import { globalConfig } from "zod/v4/core";
import { describe, expect, it } from "vitest";

describe("zod setup", () => {
  it("turns zod's eval-based parsers off before any schema module builds a schema", async () => {
    await import("./resume");
    expect(globalConfig.jitless).toBe(true);
  });
});
