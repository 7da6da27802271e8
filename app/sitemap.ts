import type { MetadataRoute } from "next";
import { unstable_rethrow } from "next/navigation";
import { cachedPublishedPosts } from "@/lib/blog/cached";
import type { BlogPostSummary } from "@/lib/blog/queries";
import { PUBLIC_PAGES, siteUrl } from "@/lib/seo/site";

/**
 * Rendered when requested (APP_URL and the posts are run-time facts; the build has no database),
 * with the posts from the blog's data cache, so a crawl costs no query per request.
 */
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  let posts: BlogPostSummary[] = [];
  try {
    posts = await cachedPublishedPosts();
  } catch (error) {
    unstable_rethrow(error);
    // No database: the static pages alone are still a valid sitemap.
    console.error(`[sitemap] blog posts unavailable: ${(error as Error).message}`);
  }
  const newestPost = posts.reduce<string | undefined>((a, p) => (!a || p.updatedAt > a ? p.updatedAt : a), undefined);
  return [
    ...PUBLIC_PAGES.map((page) => ({
      url: `${base}${page.path === "/" ? "/" : page.path}`,
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      ...(page.path === "/blog" && newestPost ? { lastModified: new Date(newestPost) } : {}),
    })),
    ...posts.map((post) => ({
      url: `${base}/blog/${post.slug}`,
      lastModified: new Date(post.updatedAt),
      changeFrequency: "monthly" as const,
      priority: 0.7,
    })),
  ];
}
