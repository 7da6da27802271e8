/**
 * The three downloads of the partner page (spec doc 2 §4, §7): GET
 * /api/download-partner-asset/{slug}, saved as "<product>-<file>.pdf". No server imports: the
 * partner page lists them from here too.
 */
import { publicConfig } from "@/lib/config/public";

export const PARTNER_ASSETS = [
  {
    slug: "overview",
    file: "program-overview",
    title: "Program Overview",
    description:
      "What the service does for public servants in transition, the three ways to partner, implementation support and how client data is handled.",
    format: "PDF",
  },
  {
    slug: "flyer",
    file: "staff-information-flyer",
    title: "Staff Information Flyer",
    description:
      "A two-page brief for counselors and case managers: who to refer, what to say, what is free, and answers to the questions clients ask.",
    format: "PDF",
  },
  {
    slug: "email-templates",
    file: "email-templates",
    title: "Email Templates",
    description:
      "Six ready-to-send emails, from announcing the partnership to following up after a layoff notice, with placeholders to fill in.",
    format: "PDF",
  },
] as const;

export type PartnerAsset = (typeof PARTNER_ASSETS)[number];
export type PartnerAssetSlug = PartnerAsset["slug"];

export function findPartnerAsset(slug: string): PartnerAsset | undefined {
  return PARTNER_ASSETS.find((asset) => asset.slug === slug);
}

/** "CivicShift" -> "civicshift", "Career Bridge" -> "career-bridge" (file-name safe). */
export function productSlug(productName: string = publicConfig.productName): string {
  return (
    productName
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "partner"
  );
}

/** "civicshift-program-overview.pdf" */
export function partnerAssetFileName(asset: PartnerAsset, productName: string = publicConfig.productName): string {
  return `${productSlug(productName)}-${asset.file}.pdf`;
}

export function partnerAssetUrl(asset: PartnerAsset): string {
  return `/api/download-partner-asset/${asset.slug}`;
}
