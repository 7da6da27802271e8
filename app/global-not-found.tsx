import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";
import { RootDocument } from "@/components/layout/root-document";
import { SiteShell } from "@/components/layout/site-shell";
import { publicConfig } from "@/lib/config/public";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";
import "./globals.css";

/**
 * The 404 page of an address no route matches (next.config.ts: experimental.globalNotFound).
 * Next renders it instead of the root layout, so it brings the whole document and the site frame.
 * Unlike a not-found.tsx boundary, it is not sent along with every other page: the site frame
 * (header and footer) is no longer in each page's RSC payload a second and third time (issue 17).
 * A page that calls notFound() shows the not-found.tsx of its own segment tree instead (there is no
 * app/not-found.tsx: it too would be sent with every page; components/layout/not-found.test.tsx).
 */
export const generateMetadata = (): Metadata => ({
  ...rootMetadata(),
  // What the root layout's title template made of not-found.tsx's "Page Not Found".
  title: `Page Not Found | ${publicConfig.productName}`,
});

export const viewport = rootViewport;

export default function GlobalNotFound() {
  return (
    <RootDocument>
      <SiteShell>
        <NotFoundContent />
      </SiteShell>
    </RootDocument>
  );
}
