import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ArrowLeft, Clock } from "lucide-react";
import { ArticleCta } from "@/components/blog/article-cta";
import { formatPostDate, readingTimeLabel } from "@/components/blog/format";
import { postForPage } from "@/lib/blog/cached";
import { renderMarkdown } from "@/lib/blog/markdown";
import { countWords } from "@/lib/blog/reading-time";
import { publicConfig } from "@/lib/config/public";
import { blogPostingJsonLd, JsonLd } from "@/lib/seo/json-ld";
import { siteUrl } from "@/lib/seo/site";

const { productName: P } = publicConfig;

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  const post = await postForPage(slug);
  if (!post) return { title: "Article Not Found", robots: { index: false } };
  const description = post.metaDescription || post.excerpt;
  const url = `/blog/${post.slug}`;
  return {
    title: post.title,
    description,
    keywords: post.keywords,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      title: post.title,
      description,
      url,
      siteName: P,
      publishedTime: post.createdAt,
      modifiedTime: post.updatedAt,
      section: post.category,
      tags: post.tags,
    },
    twitter: { card: "summary_large_image", title: post.title, description },
  };
}

/** /blog/{slug}: one published article (the layout has already answered 404 for anything else). */
export default async function ArticlePage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = await postForPage(slug);
  if (!post) notFound();

  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16">
      <JsonLd data={blogPostingJsonLd({ ...post, wordCount: countWords(post.content) }, siteUrl())} />
      <Link
        href="/blog"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-brand hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Blog
      </Link>

      <header className="mt-8">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand px-3 py-1 text-sm font-semibold text-white">{post.category}</span>
          {post.tags.slice(0, 2).map((tag) => (
            <span key={tag} className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700">
              {tag}
            </span>
          ))}
        </div>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-brand sm:text-5xl">{post.title}</h1>
        <p className="mt-5 text-xl leading-relaxed text-slate-700">{post.excerpt}</p>
        <p className="mt-5 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
          <span className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {readingTimeLabel(post.readingTime)}
          </span>
          <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
        </p>
      </header>

      <div className="mt-10 border-t pt-4 text-lg">{renderMarkdown(post.content)}</div>

      <ArticleCta />

      {post.tags.length > 0 && (
        <section aria-labelledby="topics-heading" className="mt-12">
          <h2 id="topics-heading" className="text-xl font-bold text-brand">
            Topics
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-sm text-slate-800">
                {tag}
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
