import { spawn } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { descendants, signalAll } from "./process-tree";

/** Running (a killed process whose parent has not reaped it yet is a zombie, "Z", not running). */
const alive = (pid: number) => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
};

describe.runIf(process.platform === "linux")("process tree", () => {
  it("finds grandchildren in process groups of their own and ends them", async () => {
    // A shell that starts a detached grandchild (its own session, as Playwright's webServer is).
    const child = spawn("sh", ["-c", "setsid sleep 30 & sleep 30"], { stdio: "ignore" });
    await new Promise((r) => setTimeout(r, 300));
    const tree = descendants(child.pid!);
    expect(tree.length).toBeGreaterThanOrEqual(2);
    signalAll([child.pid!, ...tree], "SIGKILL");
    await new Promise((r) => setTimeout(r, 300));
    for (const pid of tree) expect(alive(pid), String(pid)).toBe(false);
  });

  it("is empty for a process without children", () => {
    expect(descendants(2 ** 22 + 12345)).toEqual([]);
  });
});
