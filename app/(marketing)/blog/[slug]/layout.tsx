import { notFound } from "next/navigation";
import { postForPage } from "@/lib/blog/cached";

/**
 * Checks the article exists before the page's loading skeleton (loading.tsx, a Suspense boundary
 * below this layout) starts the stream: a missing post answers HTTP 404 with ../not-found.tsx,
 * which a notFound() inside the page, after streaming began, could not.
 */
export default async function ArticleLayout({ children, params }: { children: React.ReactNode; params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!(await postForPage(slug))) notFound();
  return children;
}
