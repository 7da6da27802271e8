import { db } from "@/db/client";
import { notFound } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { getPublishedPost } from "@/lib/blog/queries";
import { blogSlugSchema } from "@/lib/validation/blog";

/**
 * GET /api/blog/{slug} -> the published post with its content, tags, keywords and meta
 * description. A malformed slug: 422; unknown or unpublished: 404 (the two look the same).
 */
export const GET = withPublic<{ slug?: string }>(async (_req, { params }) => {
  const slug = blogSlugSchema.parse(params.slug);
  const post = await getPublishedPost(db, slug);
  if (!post) throw notFound("Article not found");
  return Response.json(post, { headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" } });
});
