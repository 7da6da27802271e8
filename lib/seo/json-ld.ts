/**
 * schema.org data for search engines: the Organization (root layout) and a BlogPosting per article
 * (the Product offer lives with the pricing page, components/pricing/json-ld.tsx). Rendered with
 * <JsonLd>, whose JSON escapes `<`, `>` and `&` so a title such as "</script>" cannot end the block.
 */
import { publicConfig } from "@/lib/config/public";

export { JsonLd, scriptSafeJson } from "@/components/pricing/json-ld";

const { productName, supportEmail, social } = publicConfig;

export function organizationJsonLd(appUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: productName,
    url: `${appUrl}/`,
    logo: `${appUrl}/icon.svg`,
    description:
      "AI resume translation, job alerts and career guides for federal, state, county and city employees moving into private-sector careers.",
    email: supportEmail,
    sameAs: [social.linkedin, social.facebook, social.x],
    contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: supportEmail, availableLanguage: "English" },
  };
}

export type BlogPostingInput = {
  slug: string;
  title: string;
  excerpt: string;
  metaDescription: string | null;
  category: string;
  tags: string[];
  keywords: string[];
  createdAt: string;
  updatedAt: string;
  wordCount?: number;
};

export function blogPostingJsonLd(post: BlogPostingInput, appUrl: string) {
  const url = `${appUrl}/blog/${post.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.metaDescription || post.excerpt,
    articleSection: post.category,
    keywords: [...new Set([...post.keywords, ...post.tags])].join(", "),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: `${url}/opengraph-image`,
    ...(post.wordCount ? { wordCount: post.wordCount } : {}),
    author: { "@type": "Organization", name: productName, url: `${appUrl}/` },
    publisher: { "@type": "Organization", name: productName, logo: { "@type": "ImageObject", url: `${appUrl}/icon.svg` } },
  };
}
