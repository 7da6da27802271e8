import Link from "next/link";
import { CalendarDays, Clock } from "lucide-react";
import type { BlogPostSummary } from "@/lib/blog/queries";
import { formatPostDate, readingTimeLabel } from "./format";

/**
 * A post in the list: category, title (the link; it covers the whole card), excerpt, reading time
 * and date. The title is an <h3>: cards sit under the page's "Featured Articles" and "All Articles" <h2>s.
 */
export function PostCard({ post, featured = false }: { post: BlogPostSummary; featured?: boolean }) {
  return (
    <article
      className={`group relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md ${
        featured ? "border-amber-300" : ""
      }`}
    >
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase">{post.category}</p>
      <h3 className={`mt-3 font-bold tracking-tight text-brand ${featured ? "text-2xl" : "text-xl"}`}>
        <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline">
          {post.title}
        </Link>
      </h3>
      <p className="mt-3 flex-1 leading-relaxed text-slate-700">{post.excerpt}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {readingTimeLabel(post.readingTime)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
        </span>
      </div>
    </article>
  );
}
