import { NotFoundContent } from "@/components/layout/not-found-content";
import { SiteShell } from "@/components/layout/site-shell";

/**
 * The outbox's 404 where it does not exist (production, dev/outbox/layout.tsx calls notFound()):
 * the site's 404 page. The (dev) group has no frame of its own, so this boundary brings it; it is
 * sent only with the outbox's pages.
 */
export default function DevNotFound() {
  return (
    <SiteShell>
      <NotFoundContent />
    </SiteShell>
  );
}
