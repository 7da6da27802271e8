/**
 * Import this FIRST in a script that loads server modules (see server-only-hook.mjs). When the
 * script was started without the hook (`npx tsx scripts/x.ts`), it runs itself again once with
 * it and exits with the child's status, before any server module is evaluated (ES modules are
 * evaluated in import order, and this module imports nothing that needs the hook).
 */
import { spawnSync } from "node:child_process";

const HOOK = new URL("./server-only-hook.mjs", import.meta.url).href;

if (!(globalThis as { __civicshiftServerOnlyHook?: boolean }).__civicshiftServerOnlyHook) {
  const child = spawnSync(process.execPath, [...process.execArgv, "--import", HOOK, ...process.argv.slice(1)], {
    stdio: "inherit",
  });
  process.exit(child.status ?? 1);
}
