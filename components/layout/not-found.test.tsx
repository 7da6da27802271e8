/**
 * The 404 pages (issue 17). Next sends app/not-found.tsx with every page, in the root layout and
 * again in each first-level group layout, so it must not bring the site frame: when it did, every
 * page's RSC payload held the header and footer three times. The frame of an unknown address
 * comes from app/global-not-found.tsx instead, which Next only renders for that address.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import NotFound from "@/app/not-found";
import DevNotFound from "@/app/(dev)/dev/not-found";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteShell } from "@/components/layout/site-shell";
import nextConfig from "@/next.config";

const count = (markup: string, tag: string) => markup.match(new RegExp(`<${tag}\\b`, "g"))?.length ?? 0;

describe("404 pages", () => {
  it("app/not-found.tsx is the message and its links only, with no header, main or footer of its own", () => {
    const markup = renderToStaticMarkup(<NotFound />);
    expect(markup).toContain("404 Page Not Found");
    expect(markup).toContain('aria-label="Helpful links"');
    for (const href of ["/", "/partners", "/contact", "/company"]) expect(markup).toContain(`href="${href}"`);
    expect({ header: count(markup, "header"), main: count(markup, "main"), footer: count(markup, "footer") }).toEqual({ header: 0, main: 0, footer: 0 });
  });

  it("an unknown address gets app/global-not-found.tsx (Next's globalNotFound flag is on)", () => {
    expect(nextConfig.experimental?.globalNotFound).toBe(true);
  });

  it("the outbox's 404 (the (dev) group has no frame) brings the site frame around the same message", () => {
    // SiteShell's header reads the session (a request), so the element is checked, not rendered.
    const element = DevNotFound();
    expect(element.type).toBe(SiteShell);
    expect((element.props as { children: React.ReactElement }).children.type).toBe(NotFoundContent);
  });
});
