/**
 * Search engines (issue 13, SEO): the sitemap lists the public pages and every published post,
 * robots.txt keeps the private areas out, the default Open Graph image renders, and the pages
 * carry the Organization JSON-LD.
 */
import { ARTICLES } from "../../lib/blog/articles";
import { expect, test } from "../support/fixtures";
import { E2E_BLOG_POST } from "../support/users";

test("sitemap.xml lists the public pages and every published post", async ({ request, baseURL }) => {
  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of ["/", "/pricing", "/create-resume", "/company", "/contact", "/partners", "/privacy-policy", "/terms-of-service", "/blog", "/login"]) {
    expect(locs, path).toContain(path);
  }
  for (const slug of [...ARTICLES.map((a) => a.slug), E2E_BLOG_POST.slug]) expect(locs, slug).toContain(`/blog/${slug}`);
  expect(locs.some((p) => p.startsWith("/admin") || p.startsWith("/dashboard"))).toBe(false);
  // A page the sitemap lists does not ask search engines to leave it out.
  for (const path of locs.filter((p) => !p.startsWith("/blog/"))) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<meta[^>]+name="robots"[^>]+noindex/i);
    // Its own address as the canonical one ("http://host" or "http://host/" for the home page).
    const canonical = new URL(path, baseURL).href.replace(/\/$/, "");
    const escaped = canonical.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(html, `${path} canonical`).toMatch(new RegExp(`<link rel="canonical" href="${escaped}/?"`));
  }
  expect(xml).toContain(`<loc>${new URL(`/blog/${ARTICLES[0]!.slug}`, baseURL).href}</loc>`);
});

test("robots.txt allows the site and disallows the private areas", async ({ request, baseURL }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/^User-Agent: \*$/im);
  expect(text).toMatch(/^Allow: \/$/m);
  const disallowed = [...text.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!.trim());
  for (const path of ["/admin", "/admin-login", "/dashboard", "/api/", "/job-searches", "/upgrade", "/reset-password", "/verify-email", "/resume-download", "/create-account", "/email-preview", "/job-alert-preview", "/referral-email-preview", "/dev"]) {
    expect(disallowed, path).toContain(path);
  }
  expect(disallowed).not.toContain("/blog");
  expect(text).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
});

test("the home page has the default Open Graph image and the Organization JSON-LD", async ({ page }) => {
  await page.goto("/");
  const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  expect(ogImage).toMatch(/^https?:\/\/.+\/opengraph-image/);
  const image = await page.request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect((await image.body()).subarray(1, 4).toString()).toBe("PNG");

  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  expect(blocks.find((b) => b["@type"] === "Organization")).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
});
