/**
 * /blog and /blog/{slug} (spec doc 2 §2 Blog, §8): featured and all articles with their cards, an
 * article with its category, tags, body, call to action and topics, back to the list, and
 * "Article Not Found" (HTTP 404) for an unknown slug. The seeded articles come from the reference
 * seed (lib/blog/seed.ts); the e2e post from e2e/support/users.ts.
 */
import { ARTICLES } from "../../lib/blog/articles";
import { expectNoSeriousA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { E2E_BLOG_POST } from "../support/users";

const featuredArticle = ARTICLES.find((a) => a.featured)!;
const plainArticle = ARTICLES.find((a) => !a.featured)!;

test("the list shows featured and all articles as cards linking to each post", async ({ page }) => {
  const res = await page.goto("/blog");
  expect(res?.status()).toBe(200);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();

  const featured = main.getByRole("region", { name: "Featured Articles" });
  await expect(featured.getByRole("link", { name: featuredArticle.title })).toHaveAttribute("href", `/blog/${featuredArticle.slug}`);
  await expect(featured.getByRole("link", { name: plainArticle.title })).toHaveCount(0);

  const all = main.getByRole("region", { name: "All Articles" });
  for (const article of ARTICLES) {
    await expect(all.getByRole("link", { name: article.title })).toHaveAttribute("href", `/blog/${article.slug}`);
  }
  await expect(all.getByRole("link", { name: E2E_BLOG_POST.title })).toBeVisible();

  const card = all.getByRole("article").filter({ has: page.getByRole("link", { name: plainArticle.title }) });
  await expect(card.getByText(plainArticle.category, { exact: true })).toBeVisible();
  await expect(card.getByText(plainArticle.excerpt)).toBeVisible();
  await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
  await expect(card.locator("time")).toHaveAttribute("datetime", new RegExp(`^${plainArticle.publishedOn}`));
  await expect(main.getByText("No articles yet")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("list -> article -> back to the list", async ({ page }) => {
  await page.goto("/blog");
  const main = page.getByRole("main");
  await main.getByRole("region", { name: "All Articles" }).getByRole("link", { name: plainArticle.title }).click();
  await page.waitForURL(`**/blog/${plainArticle.slug}`);

  await expect(main.getByRole("heading", { level: 1, name: plainArticle.title })).toBeVisible();
  await expect(main.getByText(plainArticle.category, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(plainArticle.excerpt)).toBeVisible();
  await expect(main.getByText(/^\d+ min read$/)).toBeVisible();
  // Body: the markdown's first "##" heading is an <h2>, and **bold** is <strong>.
  const firstHeading = /^## (.+)$/m.exec(plainArticle.content)![1]!;
  await expect(main.getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
  await expect(main.locator("strong").first()).toBeVisible();
  await expect(main.getByRole("link", { name: "Create Your Free Resume" })).toHaveAttribute("href", "/create-resume");
  const topics = main.getByRole("region", { name: "Topics" });
  for (const tag of plainArticle.tags) await expect(topics.getByText(tag, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await main.getByRole("link", { name: "Back to Blog" }).click();
  await page.waitForURL("**/blog");
  await expect(main.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
});

test("an article's header shows its category and first two tags, and its metadata is the article's", async ({ page }) => {
  await page.goto(`/blog/${featuredArticle.slug}`);
  const header = page.getByRole("main").locator("article header");
  await expect(header.getByText(featuredArticle.category, { exact: true })).toBeVisible();
  for (const tag of featuredArticle.tags.slice(0, 2)) await expect(header.getByText(tag, { exact: true })).toBeVisible();
  await expect(header.getByText(featuredArticle.tags[2]!, { exact: true })).toHaveCount(0);

  await expect(page).toHaveTitle(new RegExp(`^${featuredArticle.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", featuredArticle.metaDescription);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog/${featuredArticle.slug}$`));
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  expect(ogImage).toBeTruthy();
  const image = await page.request.get(ogImage!);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd.map((t) => JSON.parse(t) as { "@type": string; headline?: string }).find((d) => d["@type"] === "BlogPosting");
  expect(posting?.headline).toBe(featuredArticle.title);
});

test("an unknown slug shows Article Not Found with a way back, as a 404", async ({ page }) => {
  const res = await page.goto("/blog/this-article-does-not-exist");
  expect(res?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Article Not Found" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await main.getByRole("link", { name: "Back to Blog" }).click();
  await page.waitForURL("**/blog");
  await expect(main.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
});

test("the blog API answers published posts and 404 for an unknown slug", async ({ request }) => {
  const list = await request.get("/api/blog");
  expect(list.status()).toBe(200);
  const slugs = ((await list.json()) as { slug: string }[]).map((p) => p.slug);
  expect(slugs).toEqual(expect.arrayContaining([...ARTICLES.map((a) => a.slug), E2E_BLOG_POST.slug]));
  expect((await request.get(`/api/blog/${plainArticle.slug}`)).status()).toBe(200);
  expect((await request.get("/api/blog/this-article-does-not-exist")).status()).toBe(404);
});
