import { describe, expect, it } from "vitest";
import { runOnce } from "./run-once";

describe("runOnce", () => {
  it("runs the task once per key and shares its promise", async () => {
    let calls = 0;
    const task = async () => ++calls;
    const [a, b] = await Promise.all([runOnce("k1", task), runOnce("k1", task)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await runOnce("k1", task)).toBe(1);
    expect(await runOnce("k2", task)).toBe(2);
  });
});
