/**
 * Checks on package-lock.json that a Linux machine can make for every platform. npm 11 can write a
 * lock without the optional packages of other platforms (@next/swc-darwin-arm64,
 * @tailwindcss/oxide-win32-x64-msvc, ...); a fresh `npm install` on macOS or Windows then adds
 * them and leaves the checkout modified. Tested in test/package-lock.test.ts.
 */
type LockEntry = {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
export type Lock = { lockfileVersion: number; packages: Record<string, LockEntry> };

/** Where Node would resolve `name` from the package at `from` ("" is the root), if locked. */
function resolve(lock: Lock, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const up = base.lastIndexOf("/node_modules/");
    base = up < 0 ? "" : base.slice(0, up);
  }
}

/** Every optional dependency (any platform's) that the lock does not hold: "from -> name". */
export function missingOptionalPackages(lock: Lock): string[] {
  const missing: string[] = [];
  for (const [from, entry] of Object.entries(lock.packages)) {
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolve(lock, from, name)) missing.push(`${from || "(root)"} -> ${name}`);
    }
  }
  return missing;
}
