import { postForPage } from "@/lib/blog/cached";
import { readingTimeLabel } from "@/components/blog/format";
import { brandedOgImage, OG_CONTENT_TYPE, OG_SIZE } from "@/lib/seo/og-image";

export const alt = "Article from the blog";
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

/** The article's social card: its category, title and reading time. */
export default async function ArticleOpengraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = await postForPage(slug);
  if (!post) return brandedOgImage({ eyebrow: "Blog", title: "Career advice for public servants", subtitle: "Moving from government to the private sector" });
  return brandedOgImage({ eyebrow: post.category, title: post.title, subtitle: `${readingTimeLabel(post.readingTime)} - Career transition insights` });
}
