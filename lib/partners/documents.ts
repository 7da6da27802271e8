/**
 * The partner downloads as PDF files: each document built once per process and kept in memory
 * (they depend only on configuration), so a download costs no layout work after the first.
 */
import "server-only";
import { publicConfig } from "@/lib/config/public";
import { env } from "@/lib/env";
import type { PartnerAssetSlug } from "./assets";
import { emailTemplates } from "./content/email-templates";
import { staffFlyer } from "./content/flyer";
import { programOverview } from "./content/overview";
import { renderPartnerDocument } from "./pdf/render";
import type { PartnerContext, PartnerDocument } from "./types";

export const PARTNER_DOCUMENTS: Record<PartnerAssetSlug, (ctx: PartnerContext) => PartnerDocument> = {
  overview: programOverview,
  flyer: staffFlyer,
  "email-templates": emailTemplates,
};

export function partnerContext(): PartnerContext {
  return {
    productName: publicConfig.productName,
    supportEmail: publicConfig.supportEmail,
    siteUrl: env().appUrl.replace(/\/+$/, ""),
  };
}

const cache = new Map<PartnerAssetSlug, Buffer>();

export function partnerAssetPdf(slug: PartnerAssetSlug): Buffer {
  let pdf = cache.get(slug);
  if (!pdf) {
    pdf = renderPartnerDocument(PARTNER_DOCUMENTS[slug](partnerContext()));
    cache.set(slug, pdf);
  }
  return pdf;
}
