/**
 * The browser for the Playwright journeys, found on the machine instead of hard-coded, so that
 * `npm test` works on a fresh Linux or macOS machine as well as on CI (Debian's /usr/bin/chromium).
 *
 * Order: PLAYWRIGHT_CHROMIUM_PATH (an explicit choice is never second-guessed: a wrong value is an
 * error, not a silent fallback), then the system's Chromium or Google Chrome, then Playwright's
 * own Chromium when `npx playwright install chromium` has downloaded it. With none, `npm test`
 * installs Debian's `chromium` with apt when it runs as root (containers, CI), and otherwise stops
 * with one line saying what to install.
 *
 * Everything the search touches (environment, platform, file checks, commands) is passed in, so
 * the rules are unit-tested with a fake file system (find-chromium.test.ts); `hostDeps()` wires in
 * the real machine. Used by scripts/test.ts (which may install) and playwright.config.ts (which
 * never does).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type FindDeps = {
  env: Record<string, string | undefined>;
  platform: NodeJS.Platform;
  homeDir: string;
  /** An existing regular file this process may execute. */
  isExecutable: (file: string) => boolean;
  /** Where Playwright keeps its own Chromium; the file exists only once it was downloaded. */
  playwrightChromium?: () => string | undefined;
};

export type Found = { kind: "found"; path: string; source: string };
export type FindResult = Found | { kind: "invalid"; message: string } | { kind: "none" };

export const ENV_VAR = "PLAYWRIGHT_CHROMIUM_PATH";

/** Browser names looked up on PATH (Linux and other Unix systems), Debian's first. */
const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome", "chrome"];

/** Where Chromium and Chrome live when installed the usual way, in order of preference. */
export function systemCandidates(deps: Pick<FindDeps, "env" | "platform" | "homeDir">): { path: string; source: string }[] {
  const { env, platform, homeDir } = deps;
  if (platform === "darwin") {
    // Chrome first: a Homebrew Chromium is unsigned and may be held back by Gatekeeper.
    const apps = [
      ["Google Chrome.app/Contents/MacOS/Google Chrome", "Google Chrome"],
      ["Chromium.app/Contents/MacOS/Chromium", "Chromium"],
    ];
    return ["/Applications", path.posix.join(homeDir, "Applications")].flatMap((dir) =>
      apps.map(([app, name]) => ({ path: path.posix.join(dir, app!), source: `system ${name}` })),
    );
  }
  if (platform === "win32") {
    const roots = [env.PROGRAMFILES, env["PROGRAMFILES(X86)"], env.LOCALAPPDATA].filter((r): r is string => !!r);
    return roots.flatMap((root) => [
      { path: path.win32.join(root, "Google", "Chrome", "Application", "chrome.exe"), source: "system Google Chrome" },
      { path: path.win32.join(root, "Chromium", "Application", "chrome.exe"), source: "system Chromium" },
    ]);
  }
  const fixed = [
    { path: "/usr/bin/chromium", source: "system Chromium" },
    { path: "/usr/bin/chromium-browser", source: "system Chromium" },
    { path: "/snap/bin/chromium", source: "system Chromium (snap)" },
    { path: "/usr/bin/google-chrome-stable", source: "system Google Chrome" },
    { path: "/usr/bin/google-chrome", source: "system Google Chrome" },
    { path: "/opt/google/chrome/chrome", source: "system Google Chrome" },
  ];
  const onPath = pathDirs(env, platform).flatMap((dir) =>
    PATH_NAMES.map((name) => ({ path: path.posix.join(dir, name), source: `${name} on PATH` })),
  );
  return [...fixed, ...onPath];
}

function pathDirs(env: FindDeps["env"], platform: NodeJS.Platform): string[] {
  const value = env.PATH ?? env.Path ?? "";
  return value.split(platform === "win32" ? ";" : ":").filter(Boolean);
}

export function findChromium(deps: FindDeps): FindResult {
  const chosen = deps.env[ENV_VAR]?.trim();
  if (chosen) {
    return deps.isExecutable(chosen)
      ? { kind: "found", path: chosen, source: ENV_VAR }
      : {
          kind: "invalid",
          message: `${ENV_VAR} is set to "${chosen}", which is not an executable file: point it at a Chromium or Chrome executable, or unset it.`,
        };
  }
  for (const candidate of systemCandidates(deps)) {
    if (deps.isExecutable(candidate.path)) return { kind: "found", ...candidate };
  }
  let own: string | undefined;
  try {
    own = deps.playwrightChromium?.();
  } catch {
    // Playwright has no build for this platform: nothing of its own to find.
  }
  if (own && deps.isExecutable(own)) return { kind: "found", path: own, source: "Playwright's own Chromium" };
  return { kind: "none" };
}

/** Finds `apt-get` on PATH (or in /usr/bin), for the install as root. */
export function findAptGet(deps: Pick<FindDeps, "env" | "platform" | "isExecutable">): string | undefined {
  if (deps.platform !== "linux") return undefined;
  const dirs = [...pathDirs(deps.env, deps.platform), "/usr/bin"];
  return dirs.map((dir) => path.posix.join(dir, "apt-get")).find((file) => deps.isExecutable(file));
}

/** The one line printed when there is no browser and `npm test` cannot install one itself. */
export function missingChromiumLine(deps: Pick<FindDeps, "platform"> & { hasApt: boolean }): string {
  const start = "No Chromium or Chrome found for the end-to-end tests:";
  const orEnv = `or set ${ENV_VAR} to a Chromium or Chrome executable.`;
  if (deps.platform === "darwin") {
    return `${start} install Google Chrome (https://www.google.com/chrome/) or run \`npx playwright install chromium\`, ${orEnv}`;
  }
  if (deps.platform === "linux" && deps.hasApt) {
    return `${start} install Chromium (Debian: \`sudo apt-get install -y chromium\`) or Google Chrome, or run \`npx playwright install chromium\`, ${orEnv}`;
  }
  return `${start} install Chromium or Google Chrome, or run \`npx playwright install chromium\`, ${orEnv}`;
}

/** For playwright.config.ts: the browser's path, or an error whose message is the one line. */
export function chromiumPathOrThrow(deps: FindDeps): string {
  const found = findChromium(deps);
  if (found.kind === "found") return found.path;
  throw new Error(found.kind === "invalid" ? found.message : missingChromiumLine({ platform: deps.platform, hasApt: !!findAptGet(deps) }));
}

export type EnsureDeps = FindDeps & {
  isRoot: boolean;
  /** Runs a command with inherited output; returns its exit code. */
  run: (command: string, args: string[], env?: Record<string, string>) => number;
  log: (line: string) => void;
};

/**
 * A browser for `npm test`: the one found, or Debian's `chromium` installed with apt when this
 * process is root on Linux (containers and CI, where nobody can answer a sudo prompt anyway).
 * Anything else is one line for the user: an install is never attempted through sudo.
 */
export function ensureChromium(deps: EnsureDeps): Found | { kind: "error"; message: string } {
  const found = findChromium(deps);
  if (found.kind === "found") return found;
  if (found.kind === "invalid") return { kind: "error", message: found.message };
  const aptGet = findAptGet(deps);
  if (!(deps.platform === "linux" && deps.isRoot && aptGet)) {
    return { kind: "error", message: missingChromiumLine({ platform: deps.platform, hasApt: !!aptGet }) };
  }
  deps.log("No Chromium or Chrome found for the end-to-end tests: installing Debian's chromium (apt-get, as root).");
  const installed =
    deps.run(aptGet, ["update"]) === 0 &&
    deps.run(aptGet, ["install", "-y", "chromium"], { DEBIAN_FRONTEND: "noninteractive" }) === 0;
  const again = installed ? findChromium(deps) : found;
  if (again.kind === "found") return again;
  return {
    kind: "error",
    message: `No Chromium or Chrome found for the end-to-end tests, and \`apt-get install -y chromium\` did not provide one (see above): install Chromium or Google Chrome, or set ${ENV_VAR} to its executable.`,
  };
}

function isExecutableFile(file: string): boolean {
  try {
    if (!fs.statSync(file).isFile()) return false;
    if (process.platform !== "win32") fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The real machine. Playwright's own path is passed in by callers that load Playwright anyway. */
export function hostDeps(opts: { playwrightChromium?: () => string | undefined } = {}): EnsureDeps {
  return {
    env: process.env,
    platform: process.platform,
    homeDir: os.homedir(),
    isExecutable: isExecutableFile,
    playwrightChromium: opts.playwrightChromium,
    isRoot: process.getuid?.() === 0,
    run: (command, args, env) =>
      spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1,
    log: (line) => console.log(line),
  };
}
