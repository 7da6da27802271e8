/**
 * The 404 pages (issue 17). Next sends a not-found.tsx boundary with every page under its segment,
 * and a root app/not-found.tsx also goes to each first-level group layout: the framed root 404 put
 * the header and footer into every page's RSC payload twice more, and the message itself twice.
 * So an unknown address gets app/global-not-found.tsx (rendered for that address only), there is
 * no app/not-found.tsx, and a page or layout that calls notFound() has a not-found.tsx of its own
 * segment tree, below the root, to show the site's message instead of Next's plain fallback.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import DevNotFound from "@/app/(dev)/dev/not-found";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteShell } from "@/components/layout/site-shell";
import nextConfig from "@/next.config";

const appDir = path.resolve(import.meta.dirname, "../../app");

/** Pages and layouts under app/ that call next/navigation's notFound(). */
function notFoundCallers(): string[] {
  return fs
    .readdirSync(appDir, { recursive: true, encoding: "utf8" })
    .filter((file) => /(^|\/)(page|layout)\.tsx$/.test(file))
    .filter((file) => {
      const source = fs.readFileSync(path.join(appDir, file), "utf8");
      return /from "next\/navigation"/.test(source) && /\bnotFound\(\)/.test(source);
    });
}

/**
 * The not-found.tsx that catches a notFound() thrown by `file`: a page's is in its own folder or
 * above, a layout's strictly above (a segment's boundary wraps its children, not its own layout).
 * Only folders below app/ count: there is no root boundary but Next's default.
 */
function boundaryFor(file: string): string | undefined {
  let dir = path.dirname(file);
  if (path.basename(file) === "layout.tsx") dir = path.dirname(dir);
  for (; dir !== "." && dir !== ""; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "not-found.tsx");
    if (fs.existsSync(path.join(appDir, candidate))) return candidate;
  }
  return undefined;
}

describe("404 pages", () => {
  it("an unknown address gets app/global-not-found.tsx, and no root not-found.tsx is sent with every page", () => {
    expect(nextConfig.experimental?.globalNotFound).toBe(true);
    expect(fs.existsSync(path.join(appDir, "global-not-found.tsx"))).toBe(true);
    expect(fs.existsSync(path.join(appDir, "not-found.tsx"))).toBe(false);
  });

  it("every page or layout that calls notFound() has a not-found.tsx below the root to show", () => {
    const callers = notFoundCallers();
    expect(callers).toEqual(expect.arrayContaining(["(marketing)/blog/[slug]/layout.tsx", "(dev)/dev/outbox/layout.tsx"]));
    for (const file of callers) expect(boundaryFor(file), file).toBeDefined();
  });

  it("the outbox's 404 (the (dev) group has no frame) brings the site frame around the site's message", () => {
    // SiteShell's header reads the session (a request), so the element is checked, not rendered.
    const element = DevNotFound();
    expect(element.type).toBe(SiteShell);
    expect((element.props as { children: React.ReactElement }).children.type).toBe(NotFoundContent);
  });
});
