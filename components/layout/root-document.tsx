import { headers } from "next/headers";
import { AnalyticsScripts } from "@/components/analytics/analytics-scripts";
import { LazyPageViewTracker } from "@/components/analytics/lazy-page-view-tracker";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { env } from "@/lib/env";
import { JsonLd, organizationJsonLd } from "@/lib/seo/json-ld";
import { STRIP_TOKEN_SCRIPT } from "@/lib/security/token-pages";

/**
 * The document every page is rendered in: <html>/<body>, the token-stripping first script, the
 * skip link, the organisation's JSON-LD, the toaster, page-view tracking and the analytics tags.
 * Used by the root layout and by app/global-not-found.tsx (which Next renders without the layout).
 */
export async function RootDocument({ children }: { children: React.ReactNode }) {
  // Set per request by proxy.ts for the page Content-Security-Policy.
  const nonce = (await headers()).get("x-nonce") ?? undefined;

  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        {/* First script of every page: an emailed ?token= leaves the address before hydration and before any analytics tag reads it. */}
        <script id="strip-token" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: STRIP_TOKEN_SCRIPT }} />
        <a
          href="#main"
          className="sr-only rounded-md bg-brand px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:outline-none focus:ring-2 focus:ring-brand-accent focus:ring-offset-2"
        >
          Skip to content
        </a>
        {children}
        <JsonLd data={organizationJsonLd(env().appUrl)} />
        <LazyToaster />
        <LazyPageViewTracker />
        <AnalyticsScripts nonce={nonce} />
      </body>
    </html>
  );
}
