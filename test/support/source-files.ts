import { readdirSync } from "node:fs";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
const SKIP = new Set(["node_modules", ".next", ".data", ".git", "test-results", "playwright-report"]);

/** Every TypeScript source of the project (tracked or not), relative to the root. */
export function sourceFiles(dir = projectRoot): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path.relative(projectRoot, full)] : [];
  });
}
