/** A seeded article (lib/blog/seed.ts). The body uses the blog's markdown subset: headings, paragraphs, **bold**. */
export type ArticleSeed = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  keywords: string[];
  metaDescription: string;
  featured: boolean;
  /** Shown as the article's date; fixed, so the list order never depends on when the seed ran. */
  publishedOn: string;
  content: string;
};
