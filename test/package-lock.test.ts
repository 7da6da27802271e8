/**
 * The committed package-lock.json is the one a fresh `npm install` keeps on every platform: it
 * matches package.json and holds every platform's optional native packages. (`.ci/run` also fails
 * when its own `npm install` changes a tracked file; this test covers the platforms CI is not.)
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingOptionalPackages, type Lock } from "../scripts/lib/lockfile";

const root = path.resolve(import.meta.dirname, "..");
const read = <T>(file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as T;
const lock = read<Lock & { packages: Record<string, Record<string, Record<string, string>>> }>("package-lock.json");
const pkg = read<Record<string, Record<string, string>>>("package.json");

describe("package-lock.json", () => {
  it("holds the optional packages of every platform (@next/swc-*, @tailwindcss/oxide-*, ...)", () => {
    expect(missingOptionalPackages(lock)).toEqual([]);
    for (const name of ["@next/swc-darwin-arm64", "@next/swc-darwin-x64", "@next/swc-win32-x64-msvc", "@next/swc-linux-x64-gnu"]) {
      expect(lock.packages[`node_modules/${name}`], name).toBeDefined();
    }
  });

  it("is in step with package.json", () => {
    const locked = lock.packages[""]!;
    for (const field of ["dependencies", "devDependencies", "optionalDependencies"]) {
      expect(locked[field] ?? {}, field).toEqual(pkg[field] ?? {});
    }
  });

  it("the check notices a lock written without another platform's package", () => {
    const partial: Lock = {
      lockfileVersion: 3,
      packages: {
        "": { dependencies: { next: "16.4.6" } },
        "node_modules/next": { optionalDependencies: { "@next/swc-darwin-arm64": "16.4.6", "@next/swc-linux-x64-gnu": "16.4.6" } },
        "node_modules/@next/swc-linux-x64-gnu": { version: "16.4.6" },
        // A nested copy resolves from its parent's own node_modules first.
        "node_modules/a/node_modules/b": { optionalDependencies: { c: "1" } },
        "node_modules/a/node_modules/c": { version: "1" },
      },
    };
    expect(missingOptionalPackages(partial)).toEqual(["node_modules/next -> @next/swc-darwin-arm64"]);
  });
});
