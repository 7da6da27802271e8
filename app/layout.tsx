import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { AnalyticsScripts } from "@/components/analytics/analytics-scripts";
import { LazyPageViewTracker } from "@/components/analytics/lazy-page-view-tracker";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { publicConfig } from "@/lib/config/public";
import { env } from "@/lib/env";
import { JsonLd, organizationJsonLd } from "@/lib/seo/json-ld";
import { STRIP_TOKEN_SCRIPT } from "@/lib/security/token-pages";
import "./globals.css";

const { productName } = publicConfig;
const description =
  "Free AI resume translation for government employees: turn federal, state, county or city position descriptions into a private-sector resume in about two minutes.";

/** Per request: APP_URL is a run-time setting, and canonical and Open Graph URLs must be absolute. */
export const generateMetadata = (): Metadata => ({
  metadataBase: new URL(env().appUrl),
  title: {
    default: `${productName} — Free Private-Sector Resumes for Government Employees`,
    template: `%s | ${productName}`,
  },
  description,
  applicationName: productName,
  icons: { icon: [{ url: "/icon.svg", type: "image/svg+xml" }] },
  openGraph: { siteName: productName, type: "website", description },
  twitter: { card: "summary_large_image" },
});

export const viewport: Viewport = { themeColor: "#1e3a8a" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
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
