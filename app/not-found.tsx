import type { Metadata } from "next";
import { NotFoundContent } from "@/components/layout/not-found-content";

export const metadata: Metadata = { title: "Page Not Found" };

/**
 * The 404 boundary for a page that calls notFound(): the message only, shown inside that page's
 * own layout (SiteShell or SlimShell supplies the header, <main> and footer). Next sends this
 * boundary with every page (root and first-level group layouts alike), so it stays frameless and
 * small; an address no route matches gets app/global-not-found.tsx.
 */
export default function NotFound() {
  return <NotFoundContent />;
}
