import type { Metadata, Viewport } from "next";
import { publicConfig } from "@/lib/config/public";
import { env } from "@/lib/env";

const { productName } = publicConfig;
const description =
  "Free AI resume translation for government employees: turn federal, state, county or city position descriptions into a private-sector resume in about two minutes.";

/**
 * The site-wide metadata of the root layout, also given to app/global-not-found.tsx (which is
 * rendered without the layout). Per request: APP_URL is a run-time setting, and canonical and
 * Open Graph URLs must be absolute.
 */
export const rootMetadata = (): Metadata => ({
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

export const rootViewport: Viewport = { themeColor: "#1e3a8a" };
