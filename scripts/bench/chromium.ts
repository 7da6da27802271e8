/**
 * Headless Chromium for Lighthouse: the system browser (never a downloaded one), with a
 * remote-debugging port Lighthouse connects to and a throwaway profile. The flags are the ones
 * chrome-launcher (Lighthouse's CLI launcher) uses to keep background work out of the trace.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--no-default-browser-check",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
  "--disable-default-apps",
  "--disable-client-side-phishing-detection",
  "--disable-background-timer-throttling",
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
  "--mute-audio",
  "--remote-debugging-port=0",
];

export type Chromium = { port: number; stop: () => Promise<void> };

export async function launchChromium(): Promise<Chromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "civicshift-lighthouse-"));
  // Detached: its own process group, so stop() ends the browser with all its helper processes
  // (Debian's /usr/bin/chromium is a wrapper script that does not exec the browser).
  const child = spawn(CHROMIUM_PATH, [...FLAGS, `--user-data-dir=${profile}`, "about:blank"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const done = new Promise((resolve) => child.once("exit", resolve));
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // already gone
      }
      await done;
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };

  let stderr = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start within 30 s:\n${stderr}`)), 30_000);
    const onData = (chunk: Buffer) => {
      stderr += chunk.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (m) {
        clearTimeout(timer);
        child.stderr!.off("data", onData);
        resolve(Number(m[1]));
      }
    };
    child.stderr!.on("data", onData);
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) during start-up:\n${stderr}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  // Keep draining stderr so the browser never blocks on a full pipe.
  child.stderr!.resume();
  return { port, stop };
}
