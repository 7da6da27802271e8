import { describe, expect, it } from "vitest";
import { chromiumPathOrThrow, ensureChromium, findChromium, missingChromiumLine, type EnsureDeps, type FindDeps } from "./find-chromium";

const PLAYWRIGHT_OWN = "/home/dev/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
const MAC_CHROME = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";

/** A machine with exactly these executable files. */
function machine(files: string[], over: Partial<FindDeps> = {}): FindDeps {
  const present = new Set(files);
  return {
    env: { PATH: "/usr/local/bin:/usr/bin:/bin" },
    platform: "linux",
    homeDir: "/home/dev",
    isExecutable: (file) => present.has(file),
    playwrightChromium: () => PLAYWRIGHT_OWN,
    ...over,
  };
}

describe("findChromium", () => {
  it("finds Debian's Chromium", () => {
    expect(findChromium(machine(["/usr/bin/chromium"]))).toEqual({
      kind: "found",
      path: "/usr/bin/chromium",
      source: "system Chromium",
    });
  });

  it("finds Google Chrome on Linux when there is no Chromium", () => {
    expect(findChromium(machine(["/usr/bin/google-chrome-stable"]))).toMatchObject({
      kind: "found",
      path: "/usr/bin/google-chrome-stable",
    });
    expect(findChromium(machine(["/opt/google/chrome/chrome"]))).toMatchObject({ path: "/opt/google/chrome/chrome" });
  });

  it("finds a browser elsewhere on PATH (Nix, Homebrew on Linux, /usr/local)", () => {
    const deps = machine(["/nix/profile/bin/chromium"], { env: { PATH: "/nix/profile/bin:/usr/bin" } });
    expect(findChromium(deps)).toMatchObject({ kind: "found", path: "/nix/profile/bin/chromium" });
  });

  it("prefers the system browser to Playwright's own", () => {
    expect(findChromium(machine(["/usr/bin/chromium", PLAYWRIGHT_OWN]))).toMatchObject({ path: "/usr/bin/chromium" });
  });

  it("finds Google Chrome and Chromium on macOS, in /Applications or ~/Applications", () => {
    const mac = (files: string[]) => machine(files, { platform: "darwin", homeDir: "/Users/dev" });
    expect(findChromium(mac([MAC_CHROME]))).toEqual({ kind: "found", path: MAC_CHROME, source: "system Google Chrome" });
    expect(findChromium(mac(["/Users/dev/Applications/Chromium.app/Contents/MacOS/Chromium"]))).toMatchObject({
      kind: "found",
      path: "/Users/dev/Applications/Chromium.app/Contents/MacOS/Chromium",
    });
    // Linux paths mean nothing on a Mac.
    expect(findChromium(mac(["/usr/bin/chromium"]))).toEqual({ kind: "none" });
  });

  it("finds Chrome on Windows under Program Files", () => {
    const exe = "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe";
    const deps = machine([exe], { platform: "win32", env: { PROGRAMFILES: "C:\\Program Files" } });
    expect(findChromium(deps)).toMatchObject({ kind: "found", path: exe });
  });

  it("uses PLAYWRIGHT_CHROMIUM_PATH before anything else", () => {
    const deps = machine(["/usr/bin/chromium", "/opt/my/chrome"], { env: { PLAYWRIGHT_CHROMIUM_PATH: "/opt/my/chrome" } });
    expect(findChromium(deps)).toEqual({ kind: "found", path: "/opt/my/chrome", source: "PLAYWRIGHT_CHROMIUM_PATH" });
  });

  it("refuses a PLAYWRIGHT_CHROMIUM_PATH that is not there instead of silently using another browser", () => {
    const deps = machine(["/usr/bin/chromium"], { env: { PLAYWRIGHT_CHROMIUM_PATH: "/opt/missing/chrome" } });
    const result = findChromium(deps);
    expect(result.kind).toBe("invalid");
    expect(result).toMatchObject({ message: expect.stringContaining('PLAYWRIGHT_CHROMIUM_PATH is set to "/opt/missing/chrome"') });
  });

  it("ignores an empty PLAYWRIGHT_CHROMIUM_PATH", () => {
    const deps = machine(["/usr/bin/chromium"], { env: { PLAYWRIGHT_CHROMIUM_PATH: "  " } });
    expect(findChromium(deps)).toMatchObject({ kind: "found", path: "/usr/bin/chromium" });
  });

  it("falls back to Playwright's own Chromium once it is downloaded", () => {
    expect(findChromium(machine([PLAYWRIGHT_OWN]))).toEqual({
      kind: "found",
      path: PLAYWRIGHT_OWN,
      source: "Playwright's own Chromium",
    });
    // Playwright always names its path; not downloaded means not found.
    expect(findChromium(machine([]))).toEqual({ kind: "none" });
  });

  it("survives Playwright having no build for the platform", () => {
    const deps = machine([], {
      playwrightChromium: () => {
        throw new Error("unsupported platform");
      },
    });
    expect(findChromium(deps)).toEqual({ kind: "none" });
  });
});

describe("chromiumPathOrThrow (playwright.config.ts)", () => {
  it("gives the path found", () => {
    expect(chromiumPathOrThrow(machine([PLAYWRIGHT_OWN]))).toBe(PLAYWRIGHT_OWN);
  });

  it("throws the one line, and never installs", () => {
    expect(() => chromiumPathOrThrow(machine(["/usr/bin/apt-get"]))).toThrow(
      missingChromiumLine({ platform: "linux", hasApt: true }),
    );
    expect(() => chromiumPathOrThrow(machine([], { env: { PLAYWRIGHT_CHROMIUM_PATH: "/nope" } }))).toThrow(/"\/nope"/);
  });
});

describe("ensureChromium", () => {
  type Call = { command: string; args: string[]; env?: Record<string, string> };

  /** `installs` lists the files apt-get install creates. */
  function host(files: string[], over: Partial<EnsureDeps> & { installs?: string[]; aptFails?: boolean } = {}) {
    const present = new Set(files);
    const calls: Call[] = [];
    const logs: string[] = [];
    const deps: EnsureDeps = {
      ...machine([], { isExecutable: (file) => present.has(file) }),
      isRoot: true,
      run: (command, args, env) => {
        calls.push({ command, args, env });
        if (over.aptFails) return 100;
        if (args[0] === "install") for (const f of over.installs ?? []) present.add(f);
        return 0;
      },
      log: (line) => logs.push(line),
      ...over,
    };
    return { deps, calls, logs };
  }

  it("uses a browser that is there without installing anything", () => {
    const { deps, calls } = host(["/usr/bin/chromium", "/usr/bin/apt-get"]);
    expect(ensureChromium(deps)).toMatchObject({ kind: "found", path: "/usr/bin/chromium" });
    expect(calls).toEqual([]);
  });

  it("installs Debian's chromium with apt-get when running as root, then uses it", () => {
    const { deps, calls, logs } = host(["/usr/bin/apt-get"], { installs: ["/usr/bin/chromium"] });
    expect(ensureChromium(deps)).toEqual({ kind: "found", path: "/usr/bin/chromium", source: "system Chromium" });
    expect(calls).toEqual([
      { command: "/usr/bin/apt-get", args: ["update"], env: undefined },
      { command: "/usr/bin/apt-get", args: ["install", "-y", "chromium"], env: { DEBIAN_FRONTEND: "noninteractive" } },
    ]);
    expect(logs).toHaveLength(1);
  });

  it("stops with one line naming the apt command when not root (never sudo)", () => {
    const { deps, calls } = host(["/usr/bin/apt-get"], { isRoot: false });
    const result = ensureChromium(deps);
    expect(calls).toEqual([]);
    expect(result).toEqual({ kind: "error", message: missingChromiumLine({ platform: "linux", hasApt: true }) });
    if (result.kind !== "error") throw new Error("unreachable");
    expect(result.message).toContain("sudo apt-get install -y chromium");
    expect(result.message).toContain("PLAYWRIGHT_CHROMIUM_PATH");
    expect(result.message).not.toContain("\n");
  });

  it("stops with one line on a Linux without apt, even as root", () => {
    const { deps, calls } = host([]);
    const result = ensureChromium(deps);
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ kind: "error", message: expect.stringContaining("npx playwright install chromium") });
    expect(result).not.toMatchObject({ message: expect.stringContaining("apt-get") });
  });

  it("stops with one line on macOS, naming Google Chrome", () => {
    const { deps, calls } = host([], { platform: "darwin", homeDir: "/Users/dev" });
    const result = ensureChromium(deps);
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ kind: "error", message: expect.stringContaining("install Google Chrome") });
  });

  it("stops with one line when the apt install fails", () => {
    const { deps, calls } = host(["/usr/bin/apt-get"], { aptFails: true });
    const result = ensureChromium(deps);
    expect(calls).toHaveLength(1); // update failed: no install attempted
    expect(result).toMatchObject({ kind: "error", message: expect.stringContaining("did not provide one") });
  });

  it("does not install over a wrong PLAYWRIGHT_CHROMIUM_PATH", () => {
    const { deps, calls } = host(["/usr/bin/apt-get"], { env: { PATH: "/usr/bin", PLAYWRIGHT_CHROMIUM_PATH: "/nope" } });
    expect(ensureChromium(deps)).toMatchObject({ kind: "error", message: expect.stringContaining("/nope") });
    expect(calls).toEqual([]);
  });
});
