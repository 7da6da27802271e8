/** Every app/api route file and its exported HTTP methods (the route walk and the fuzz suite share it). */
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const apiDir = path.join(root, "app", "api");
export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;

export function findRoutes(dir = apiDir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return findRoutes(full);
    return /^route\.(ts|tsx|js|mjs)$/.test(entry.name) ? [full] : [];
  });
}

export type RouteHandlerRef = { route: string; file: string; method: string; fn: unknown };

export async function loadHandlers(): Promise<RouteHandlerRef[]> {
  const handlers: RouteHandlerRef[] = [];
  for (const file of findRoutes().sort()) {
    const route = path.relative(root, file).split(path.sep).join("/");
    const mod = (await import(file)) as Record<string, unknown>;
    for (const method of METHODS) if (method in mod) handlers.push({ route, file, method, fn: mod[method] });
  }
  return handlers;
}
