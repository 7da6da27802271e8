import type { Metadata } from "next";
import { BlogHero } from "@/components/blog/blog-hero";
import { PostCard } from "@/components/blog/post-card";
import { cachedPublishedPosts } from "@/lib/blog/cached";
import { publicConfig } from "@/lib/config/public";

const { productName: P } = publicConfig;
const description =
  "Practical career-transition advice for government employees: translating GS grades to private pay, rewriting duties as accomplishments, interviews, clearances, networking and negotiation.";

export const metadata: Metadata = {
  title: "Blog",
  description,
  alternates: { canonical: "/blog" },
  // Next replaces the root layout's openGraph object rather than merging it: repeat its fields.
  openGraph: { title: `${P} Blog`, description, url: "/blog", siteName: P, type: "website" },
  twitter: { card: "summary_large_image", title: `${P} Blog`, description },
};

/** /blog: featured posts, then every published post, newest first (from the data cache). */
export default async function BlogPage() {
  const posts = await cachedPublishedPosts();
  const featured = posts.filter((p) => p.featured);

  return (
    <>
      <BlogHero />
      <div className="mx-auto max-w-6xl space-y-16 px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        {posts.length === 0 ? (
          <section aria-labelledby="no-articles-heading" className="rounded-2xl border border-dashed bg-card p-12 text-center">
            <h2 id="no-articles-heading" className="text-2xl font-bold text-brand">
              No articles yet
            </h2>
            <p className="mt-3 text-slate-700">New articles on moving from public service to the private sector are on the way.</p>
          </section>
        ) : (
          <>
            {featured.length > 0 && (
              <section aria-labelledby="featured-heading">
                <h2 id="featured-heading" className="text-3xl font-bold tracking-tight text-brand">
                  Featured Articles
                </h2>
                <ul className="mt-8 grid gap-6 md:grid-cols-2">
                  {featured.map((post) => (
                    <li key={post.slug}>
                      <PostCard post={post} featured />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section aria-labelledby="all-heading">
              <h2 id="all-heading" className="text-3xl font-bold tracking-tight text-brand">
                All Articles
              </h2>
              <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <li key={post.slug}>
                    <PostCard post={post} />
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
      </div>
    </>
  );
}
