/**
 * The yardstick for bench:lighthouse: a minimal one-page Next.js app (one heading, one paragraph,
 * one link), built with the project's own `next`, `react` and `react-dom` (same versions, same
 * machine, same run) and served by `next start`, as the project is. Its scores are the floor the
 * framework itself sets on this machine, so a public page is judged against it, not against a
 * number measured elsewhere.
 *
 * The app lives in the system's temporary directory, outside the project: inside it, Next.js picks
 * up the project's proxy.ts and instrumentation.ts, and Turbopack compiles nothing outside its
 * root, so a link to the project's node_modules cannot work either. It gets its own install of the
 * exact `next`, `react` and `react-dom` versions the project has installed (npm's cache makes later
 * installs quick), and is rebuilt when those versions change, or with --rebuild.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { freePort } from "../lib/embedded-postgres";

export type BareServer = { url: string; nextVersion: string; stop: () => Promise<void> };

const FILES: Record<string, string> = {
  "app/layout.jsx": `export const metadata = { title: "Minimal Next.js page", description: "A minimal Next.js page: the yardstick of bench:lighthouse." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>Minimal Next.js page</h1>
      <p>One heading, one paragraph and one link, built and served the way the project is.</p>
      <a href="https://nextjs.org/docs">Next.js documentation</a>
    </main>
  );
}
`,
};

/** The versions the project has installed (not the ranges package.json allows). */
function installedVersions(root: string): Record<"next" | "react" | "react-dom", string> {
  const require = createRequire(path.join(root, "package.json"));
  const version = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
  return { next: version("next"), react: version("react"), "react-dom": version("react-dom") };
}

function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: "inherit", env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" } });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (exit ${code})`))));
  });
}

/** Writes and builds the minimal app unless an up-to-date build is there. Returns its directory. */
export async function ensureBareBuild(root = process.cwd()): Promise<{ dir: string; nextVersion: string }> {
  const dir = path.join(os.tmpdir(), "civicshift-bench-bare-next");
  const versions = installedVersions(root);
  const version = versions.next;
  const stamp = JSON.stringify(versions);
  const marker = path.join(dir, ".built-with");
  const fresh = fs.existsSync(path.join(dir, ".next", "BUILD_ID")) && fs.existsSync(marker) && fs.readFileSync(marker, "utf8") === stamp;
  if (fresh && !process.argv.includes("--rebuild")) return { dir, nextVersion: version };

  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.writeFileSync(
    path.join(dir, "package.json"),
    `${JSON.stringify({ name: "bench-bare-next", private: true, type: "module", dependencies: versions }, null, 2)}\n`,
  );
  console.log(`▸ Installing next ${versions.next}, react ${versions.react} and react-dom ${versions["react-dom"]} for the minimal page in ${dir}...`);
  await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel", "error"], dir);
  console.log("▸ Building the minimal Next.js page...");
  await run(path.join(dir, "node_modules", ".bin", "next"), ["build"], dir);
  fs.writeFileSync(marker, stamp);
  return { dir, nextVersion: version };
}

function exited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** Builds (when needed) and serves the minimal app with `next start`. */
export async function startBareNextServer(opts: { port: number; root?: string }): Promise<BareServer> {
  const root = opts.root ?? process.cwd();
  const { dir, nextVersion: version } = await ensureBareBuild(root);
  const port = await freePort(opts.port);
  const url = `http://localhost:${port}`;
  const log = path.join(os.tmpdir(), `civicshift-bench-bare-${port}.log`);
  const out = fs.openSync(log, "w");
  const child = spawn(path.join(dir, "node_modules", ".bin", "next"), ["start", "--port", String(port)], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  const stop = async () => {
    if (exited(child)) return;
    const done = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await done;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited(child)) throw new Error(`the minimal Next.js server exited; its output:\n${fs.readFileSync(log, "utf8")}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the minimal Next.js server did not answer within 60 s; its output:\n${fs.readFileSync(log, "utf8")}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.log(`▸ Minimal Next.js page on ${url} (next ${version}; log ${log})`);
  return { url, nextVersion: version, stop };
}
