/** Integration: the seeded articles, and GET /api/blog and /api/blog/{slug} (published posts only). */
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getPost } from "@/app/api/blog/[slug]/route";
import { GET as listPosts } from "@/app/api/blog/route";
import { db } from "@/db/client";
import { blogPosts } from "@/db/schema";
import { BLOG_LIMITS } from "@/lib/validation/blog";
import { jsonRequest, routeContext } from "@/test/helpers";
import { ARTICLES } from "./articles";
import { countWords, readingTime } from "./reading-time";
import { seedBlogPosts } from "./seed";

const DRAFT = "int-test-unpublished-draft";

beforeAll(async () => {
  await seedBlogPosts(db);
  await db
    .insert(blogPosts)
    .values({ slug: DRAFT, title: "Secret draft", category: "Drafts", content: "Not yet.", published: false })
    .onConflictDoNothing();
});

describe("seeded articles", () => {
  it("are at least 8 published posts, 2 of them featured, each 700 to 1200 words", async () => {
    const rows = await db.select().from(blogPosts).where(inArray(blogPosts.slug, ARTICLES.map((a) => a.slug)));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows.every((r) => r.published)).toBe(true);
    expect(rows.filter((r) => r.featured)).toHaveLength(2);
    for (const r of rows) {
      const words = countWords(r.content);
      expect(words, r.slug).toBeGreaterThanOrEqual(700);
      expect(words, r.slug).toBeLessThanOrEqual(1200);
      expect(r.readingTime, r.slug).toBe(readingTime(r.content));
    }
  });

  it("respect the field limits and carry tags, keywords and a meta description", () => {
    for (const a of ARTICLES) {
      expect(a.slug.length, a.slug).toBeLessThanOrEqual(BLOG_LIMITS.slug);
      expect(a.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(a.title.length, a.slug).toBeLessThanOrEqual(BLOG_LIMITS.title);
      expect(a.category.length, a.slug).toBeLessThanOrEqual(BLOG_LIMITS.category);
      expect(a.metaDescription.length, a.slug).toBeLessThanOrEqual(BLOG_LIMITS.metaDescription);
      expect(a.tags.length, a.slug).toBeGreaterThanOrEqual(2);
      expect(a.keywords.length, a.slug).toBeGreaterThanOrEqual(1);
      expect(a.excerpt.length, a.slug).toBeGreaterThan(40);
    }
    expect(new Set(ARTICLES.map((a) => a.slug)).size).toBe(ARTICLES.length);
  });

  it("leave an existing post alone when seeded again", async () => {
    const slug = ARTICLES[0]!.slug;
    await db.update(blogPosts).set({ title: "Edited by an admin" }).where(eq(blogPosts.slug, slug));
    try {
      expect(await seedBlogPosts(db)).toEqual({ inserted: 0 });
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug));
      expect(row!.title).toBe("Edited by an admin");
    } finally {
      await db.update(blogPosts).set({ title: ARTICLES[0]!.title }).where(eq(blogPosts.slug, slug));
    }
  });
});

describe("GET /api/blog", () => {
  it("lists published posts only, newest first, without their content", async () => {
    const res = await listPosts(jsonRequest("GET", "/api/blog"), routeContext());
    expect(res.status).toBe(200);
    const posts = (await res.json()) as { slug: string; createdAt: string; readingTime: number; content?: string }[];
    const slugs = posts.map((p) => p.slug);
    expect(slugs).toEqual(expect.arrayContaining(ARTICLES.map((a) => a.slug)));
    expect(slugs).not.toContain(DRAFT);
    expect(posts[0]).not.toHaveProperty("content");
    const dates = posts.map((p) => p.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("GET /api/blog/{slug}", () => {
  const get = (slug: string) => getPost(jsonRequest("GET", `/api/blog/${encodeURIComponent(slug)}`), routeContext({ slug }));

  it("returns a published post with its content", async () => {
    const article = ARTICLES[1]!;
    const res = await get(article.slug);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      slug: article.slug,
      title: article.title,
      content: article.content,
      tags: article.tags,
      metaDescription: article.metaDescription,
      featured: article.featured,
    });
  });

  it("answers 404 for an unknown slug and for an unpublished one alike", async () => {
    for (const slug of ["no-such-article", DRAFT]) {
      const res = await get(slug);
      expect(res.status, slug).toBe(404);
      expect(await res.json()).toMatchObject({ error: "Article not found" });
    }
  });

  it("answers 4xx, never 500, for a malformed slug", async () => {
    for (const slug of ["Has Spaces", "../etc/passwd", "x".repeat(201), "<script>", ""]) {
      const res = await get(slug);
      expect(res.status, slug).toBeGreaterThanOrEqual(400);
      expect(res.status, slug).toBeLessThan(500);
    }
  });
});
