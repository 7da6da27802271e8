import type { MetadataRoute } from "next";
import { DISALLOWED_PATHS, siteUrl } from "@/lib/seo/site";

// APP_URL is read when the server runs, not when it is built.
export const dynamic = "force-dynamic";

/** /robots.txt: everything public is crawlable; accounts, admin, the API and previews are not. */
export default function robots(): MetadataRoute.Robots {
  const base = siteUrl();
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...DISALLOWED_PATHS] },
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
