import { BlogHero } from "@/components/blog/blog-hero";
import { PostCardSkeleton } from "@/components/blog/post-card-skeleton";

/** While the list loads: the hero and 6 skeleton cards. */
export default function BlogLoading() {
  return (
    <>
      <BlogHero />
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8" aria-busy="true">
        <p role="status" className="sr-only">
          Loading articles
        </p>
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <PostCardSkeleton key={i} />
          ))}
        </div>
      </div>
    </>
  );
}
