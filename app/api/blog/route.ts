import { db } from "@/db/client";
import { withPublic } from "@/lib/api/handler";
import { listPublishedPosts } from "@/lib/blog/queries";

/**
 * GET /api/blog -> [{ slug, title, excerpt, category, tags, readingTime, featured, createdAt,
 * updatedAt }]: published posts, newest first. Public content, cacheable by browsers and CDNs.
 */
export const GET = withPublic(async () => {
  const posts = await listPublishedPosts(db);
  return Response.json(posts, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } });
});
