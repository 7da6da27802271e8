import { publicConfig } from "@/lib/config/public";
import { brandedOgImage, OG_CONTENT_TYPE, OG_SIZE } from "@/lib/seo/og-image";

export const alt = `${publicConfig.productName}: free private-sector resumes for government employees`;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;

/** The default social card of every page without one of its own (built once, at build time). */
export default function OpengraphImage() {
  return brandedOgImage({
    eyebrow: "For government employees",
    title: "Turn public service into a private-sector career",
    subtitle: "Free AI resume translation, job alerts and career guides",
  });
}
