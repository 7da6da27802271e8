/**
 * playwright.config.ts takes its browser from scripts/lib/find-chromium.ts instead of a fixed
 * /usr/bin/chromium, and says what to install when there is none.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

async function loadConfig() {
  vi.resetModules();
  return (await import("../playwright.config")).default;
}

describe("playwright.config.ts", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("launches the browser named by PLAYWRIGHT_CHROMIUM_PATH", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "civicshift-chrome-"));
    const browser = path.join(dir, "chrome");
    fs.writeFileSync(browser, "#!/bin/sh\n", { mode: 0o755 });
    try {
      vi.stubEnv("PLAYWRIGHT_CHROMIUM_PATH", browser);
      const config = await loadConfig();
      expect(config.projects?.[0]?.use?.launchOptions?.executablePath).toBe(browser);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses to load with one line when PLAYWRIGHT_CHROMIUM_PATH names no browser", async () => {
    vi.stubEnv("PLAYWRIGHT_CHROMIUM_PATH", "/nonexistent/chrome");
    await expect(loadConfig()).rejects.toThrow('PLAYWRIGHT_CHROMIUM_PATH is set to "/nonexistent/chrome"');
  });
});
