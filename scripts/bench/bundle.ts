/**
 * Landing-page first-load JavaScript (npm run bench:bundle). Target: ≤ 150 KB gzipped.
 *
 *   npx tsx scripts/bench/bundle.ts [--port 3293] [--rebuild] [--url http://localhost:3000] [--path /]
 *
 * Builds first when there is no build, starts a production server (server.ts), fetches the page's
 * HTML and measures every same-origin `<script src>` it loads: the bytes as served and gzipped
 * (level 9, as Next's build report does). Turbopack builds print no per-route sizes, so this reads
 * what a browser is actually told to download. The inline scripts (the RSC payload, small
 * bootstraps) are listed separately: they arrive with the HTML document, not as first-load chunks.
 * 1 KB = 1,000 bytes. Exits non-zero only on errors; a missed target is reported.
 */
import "../lib/server-only"; // first: loads server modules under plain Node
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { startProductionServer, type BenchServer } from "./server";

const TARGET_KB = 150;
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PORT = Number(arg("--port") ?? 3293);
const PGLITE_PORT = 55293;
const PAGE = arg("--path") ?? "/";

const gzipSize = (bytes: Uint8Array) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * `src` of each external script a current browser runs and the text of each inline one, in
 * document order. `nomodule` scripts (Next's legacy polyfills) are skipped: browsers that support
 * modules, i.e. all that Next supports, never download them.
 */
function scriptsOf(html: string): { external: string[]; inline: string[]; skipped: string[] } {
  const external: string[] = [];
  const inline: string[] = [];
  const skipped: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    // JSON-LD and other data blocks are not JavaScript.
    if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) continue;
    if (/\snomodule\b/i.test(attrs)) {
      skipped.push(/\ssrc=["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? "(inline)");
      continue;
    }
    const src = /\ssrc=["']?([^"'\s>]+)/i.exec(attrs)?.[1];
    if (src) external.push(src.replace(/&amp;/g, "&"));
    else if (m[2]!.trim()) inline.push(m[2]!);
  }
  return { external, inline, skipped };
}

/**
 * Which segment of the route asks for each chunk, from the build's client-reference manifest
 * (`entryJSFiles`: root layout, nested layouts, the page). Chunks no segment lists are the
 * framework's own (React, the Next router, the Turbopack runtime). Best effort: the manifest is a
 * Next internal, so the attribution is skipped (not fatal) when it cannot be read.
 */
function chunkOwners(root: string, page: string): Map<string, string> | undefined {
  const dir = path.join(root, ".next", "server", "app");
  if (!fs.existsSync(dir)) return undefined;
  const wanted = page === "/" ? "/page" : `${page.replace(/\/$/, "")}/page`;
  try {
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith("page_client-reference-manifest.js")) continue;
      // The file assigns globalThis.__RSC_MANIFEST[route]; in a new context, globalThis is `sandbox`.
      const sandbox: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {};
      vm.runInNewContext(fs.readFileSync(path.join(dir, file), "utf8"), sandbox);
      for (const [route, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
        // Route groups such as (marketing) are not part of the URL.
        if (route.replace(/\/\([^)]+\)/g, "") !== wanted || !manifest.entryJSFiles) continue;
        // The route's own segments (not-found and error boundaries are listed too): its
        // layouts from the root down, then the page. A chunk belongs to the first that needs it.
        const entries = Object.keys(manifest.entryJSFiles);
        const pageEntry = entries.find((e) => e.endsWith(route));
        if (!pageEntry) continue;
        const pageDir = pageEntry.slice(0, -"/page".length);
        const chain = entries
          .filter((e) => e === pageEntry || (e.endsWith("/layout") && `${pageDir}/`.startsWith(e.slice(0, -"layout".length))))
          .sort((a, b) => Number(a === pageEntry) - Number(b === pageEntry) || a.length - b.length);
        const owners = new Map<string, string>();
        for (const entry of chain) {
          const segment = entry.replace(/^.*?\/app\//, "app/");
          for (const f of manifest.entryJSFiles[entry]!) if (!owners.has(`/_next/${f}`)) owners.set(`/_next/${f}`, segment);
        }
        return owners;
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

async function main() {
  const externalUrl = arg("--url");
  let server: BenchServer | undefined;
  try {
    server = externalUrl ? undefined : await startProductionServer({ port: PORT, pglitePort: PGLITE_PORT });
    const base = (externalUrl ?? server!.url).replace(/\/$/, "");
    const pageUrl = new URL(PAGE, `${base}/`);
    const res = await fetch(pageUrl);
    if (!res.ok) throw new Error(`GET ${pageUrl} answered ${res.status}`);
    const html = await res.text();
    const { external, inline, skipped } = scriptsOf(html);

    const chunks: { url: string; raw: number; gzip: number }[] = [];
    const elsewhere: string[] = [];
    for (const src of new Set(external)) {
      const url = new URL(src, pageUrl);
      if (url.origin !== pageUrl.origin) {
        elsewhere.push(url.href);
        continue;
      }
      // Identity encoding: the raw file, gzipped here at a fixed level for a stable figure.
      const chunk = await fetch(url, { headers: { "accept-encoding": "identity" } });
      if (!chunk.ok) throw new Error(`GET ${url.pathname} answered ${chunk.status}`);
      const bytes = new Uint8Array(await chunk.arrayBuffer());
      chunks.push({ url: url.pathname, raw: bytes.length, gzip: gzipSize(bytes) });
    }
    if (!chunks.length) throw new Error(`no same-origin <script src> in the HTML of ${PAGE}`);

    const total = chunks.reduce((n, c) => n + c.gzip, 0);
    const totalRaw = chunks.reduce((n, c) => n + c.raw, 0);
    const inlineBytes = new TextEncoder().encode(inline.join("\n"));
    const htmlBytes = new TextEncoder().encode(html);

    const owners = externalUrl ? undefined : chunkOwners(process.cwd(), PAGE);
    const ownerOf = (url: string) => owners?.get(url) ?? "framework (React, Next router, Turbopack runtime)";

    console.log(`First-load JavaScript of ${PAGE} (${pageUrl.href})\n`);
    const width = Math.max(...chunks.map((c) => c.url.length)) + 2;
    console.log(["gzip".padStart(10), "raw".padStart(10), "  ", "chunk".padEnd(width), owners ? "first needed by" : ""].join(""));
    for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip)) {
      console.log([kb(c.gzip).padStart(10), kb(c.raw).padStart(10), "  ", c.url.padEnd(width), owners ? ownerOf(c.url) : ""].join(""));
    }
    if (owners) {
      const bySegment = new Map<string, number>();
      for (const c of chunks) bySegment.set(ownerOf(c.url), (bySegment.get(ownerOf(c.url)) ?? 0) + c.gzip);
      console.log("\nBy segment (gzipped; a segment's chunks also carry the Next client components it uses: layout router, Link, Script):");
      for (const [segment, bytes] of bySegment) console.log(`${kb(bytes).padStart(10)}  ${segment}`);
    }
    console.log(`\n${chunks.length} script chunks: ${kb(total)} gzipped (${total.toLocaleString("en-US")} bytes), ${kb(totalRaw)} raw`);
    console.log(`target ≤ ${TARGET_KB} KB gzipped: ${total <= TARGET_KB * 1000 ? "met" : "MISSED"}`);
    console.log(`\nFor reference: ${inline.length} inline scripts ${kb(gzipSize(inlineBytes))} gzipped (${kb(inlineBytes.length)} raw), within the HTML document of ${kb(gzipSize(htmlBytes))} gzipped`);
    if (skipped.length) console.log(`Not counted, nomodule (legacy browsers only): ${skipped.join(", ")}`);
    if (elsewhere.length) console.log(`Scripts from other origins (not counted): ${elsewhere.join(", ")}`);
  } finally {
    await server?.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
