/**
 * The processes a process started, and theirs (Linux /proc): a step of `npm test` may leave servers
 * in process groups of their own (Playwright's webServer runs in one), which signalling the step's
 * group does not reach.
 */
import fs from "node:fs";

/** Every process descended from `pid`, children first; empty where /proc cannot be read. */
export function descendants(pid: number): number[] {
  let children: Map<number, number[]>;
  try {
    children = new Map();
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        // "pid (comm) state ppid …": the command may hold spaces and parentheses, so split after the last ")".
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
        const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return [];
  }
  const out: number[] = [];
  const queue = [pid];
  while (queue.length) for (const c of children.get(queue.shift()!) ?? []) out.push(c), queue.push(c);
  return out;
}

export function signalAll(pids: readonly number[], signal: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
  }
}
