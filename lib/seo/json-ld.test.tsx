import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blogPostingJsonLd, JsonLd, organizationJsonLd } from "./json-ld";

const post = {
  slug: "a-post",
  title: "Hostile </script><script>alert(1)</script> & more",
  excerpt: "Excerpt",
  metaDescription: null,
  category: "Career",
  tags: ["resumes"],
  keywords: ["federal resume", "resumes"],
  createdAt: "2025-06-02T14:00:00.000Z",
  updatedAt: "2025-06-03T14:00:00.000Z",
  wordCount: 900,
};

describe("JSON-LD", () => {
  it("describes an article as a BlogPosting with absolute URLs", () => {
    const data = blogPostingJsonLd(post, "https://civicshift.example");
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      description: "Excerpt",
      datePublished: post.createdAt,
      dateModified: post.updatedAt,
      url: "https://civicshift.example/blog/a-post",
      keywords: "federal resume, resumes",
      wordCount: 900,
    });
    expect(organizationJsonLd("https://civicshift.example")).toMatchObject({ "@type": "Organization", url: "https://civicshift.example/" });
  });

  it("escapes < so a title cannot close the script element, and parses back to the same data", () => {
    const data = blogPostingJsonLd(post, "https://civicshift.example");
    const markup = renderToStaticMarkup(<JsonLd data={data} />);
    const inner = markup.replace(/^<script type="application\/ld\+json">/, "").replace(/<\/script>$/, "");
    expect(inner).not.toContain("<");
    expect(inner).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(inner)).toEqual(data);
  });
});
