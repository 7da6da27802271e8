import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { blogPosts } from "@/db/schema";

/**
 * What the blog shows of a post. Dates are ISO strings: the same shape goes through the data cache
 * (lib/blog/cached.ts, stored as JSON) and the API, so neither hands out a Date in one place and a
 * string in another.
 */
export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  readingTime: number;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
};
export type BlogPostDetail = BlogPostSummary & { content: string; keywords: string[]; metaDescription: string | null };

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  readingTime: blogPosts.readingTime,
  featured: blogPosts.featured,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

const iso = <T extends { createdAt: Date; updatedAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Published posts, newest first. Unpublished drafts never leave the database through here. */
export async function listPublishedPosts(db: Database): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(iso);
}

/** One published post by slug, or null (missing and unpublished look the same). */
export async function getPublishedPost(db: Database, slug: string): Promise<BlogPostDetail | null> {
  const [row] = await db
    .select({
      ...summaryColumns,
      content: blogPosts.content,
      keywords: blogPosts.keywords,
      metaDescription: blogPosts.metaDescription,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)))
    .limit(1);
  return row ? iso(row) : null;
}
