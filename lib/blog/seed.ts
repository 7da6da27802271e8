import "server-only";
import type { Database } from "@/db/client";
import { blogPosts } from "@/db/schema";
import { ARTICLES, type ArticleSeed } from "./articles";
import { readingTime } from "./reading-time";

/** The row an article seeds: published, with its reading time computed from its words. */
export function articleRow(article: ArticleSeed): typeof blogPosts.$inferInsert {
  const date = new Date(`${article.publishedOn}T14:00:00Z`);
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    tags: article.tags,
    keywords: article.keywords,
    metaDescription: article.metaDescription,
    readingTime: readingTime(article.content),
    featured: article.featured,
    published: true,
    createdAt: date,
    updatedAt: date,
  };
}

/**
 * The blog's starting articles (reference data: every environment). A post that already exists
 * (same slug) is left alone, so an edited or unpublished post is never overwritten by a re-seed.
 */
export async function seedBlogPosts(db: Database) {
  const inserted = await db
    .insert(blogPosts)
    .values(ARTICLES.map(articleRow))
    .onConflictDoNothing({ target: blogPosts.slug })
    .returning({ slug: blogPosts.slug });
  return { inserted: inserted.length };
}
