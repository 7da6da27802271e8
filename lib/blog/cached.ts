import "server-only";
import { createHash } from "node:crypto";
import { revalidatePath, revalidateTag, unstable_cache } from "next/cache";
import { unstable_rethrow } from "next/navigation";
import { cache } from "react";
import { db } from "@/db/client";
import { blogSlugSchema } from "@/lib/validation/blog";
import { getPublishedPost, listPublishedPosts, type BlogPostDetail } from "./queries";

/**
 * The blog's pages and the sitemap read posts through Next's data cache, so a visit costs no
 * database query: entries live for an hour (BLOG_REVALIDATE_SECONDS) or until revalidateBlog()
 * drops them. Every page renders per request (the root layout reads the CSP nonce), so the cache
 * sits on the data rather than on prerendered HTML, and `next build` never needs a database.
 *
 * The key includes a digest of DATABASE_URL: one build served against different databases (the
 * end-to-end and benchmark servers each make their own) never shows one database's posts for another.
 * A query that throws is not cached.
 */
export const BLOG_CACHE_TAG = "blog";
export const BLOG_REVALIDATE_SECONDS = 3600;

const scope = () => createHash("sha256").update(process.env.DATABASE_URL ?? "").digest("hex").slice(0, 16);

export function cachedPublishedPosts() {
  return unstable_cache(() => listPublishedPosts(db), ["blog-posts", scope()], {
    tags: [BLOG_CACHE_TAG],
    revalidate: BLOG_REVALIDATE_SECONDS,
  })();
}

export function cachedPublishedPost(slug: string) {
  return unstable_cache(() => getPublishedPost(db, slug), ["blog-post", scope(), slug], {
    tags: [BLOG_CACHE_TAG, `${BLOG_CACHE_TAG}:${slug}`],
    revalidate: BLOG_REVALIDATE_SECONDS,
  })();
}

/**
 * After a post is published, edited or unpublished (the admin's publishing calls this from a route
 * handler or server action): the cached lists and post drop at once, and the pages and the sitemap
 * render fresh on their next visit.
 */
export function revalidateBlog(slug?: string) {
  // expire 0: the next visit waits for fresh data instead of seeing the old list once more.
  revalidateTag(BLOG_CACHE_TAG, { expire: 0 });
  revalidatePath("/blog");
  if (slug) revalidatePath(`/blog/${slug}`);
  revalidatePath("/sitemap.xml");
}

/**
 * The post a /blog/{slug} request shows, or null when the slug is malformed, unknown, unpublished
 * or cannot be read right now (the spec: "If missing or failed: Article Not Found"). Deduplicated
 * per request: the layout, the page, the metadata and the image ask once.
 */
export const postForPage = cache(async (slug: string): Promise<BlogPostDetail | null> => {
  if (!blogSlugSchema.safeParse(slug).success) return null;
  try {
    return await cachedPublishedPost(slug);
  } catch (error) {
    unstable_rethrow(error);
    console.error(`[blog] post ${slug} unavailable: ${(error as Error).message}`);
    return null;
  }
});
