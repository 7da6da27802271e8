import { withPublic } from "@/lib/api/handler";
import { renderLogoSvg } from "@/lib/brand/logo-svg";
import { publicConfig } from "@/lib/config/public";

/**
 * GET /api/logo?v=3 — the brand logo (spec: the header's logo image). The URL is versioned, so
 * browsers may keep it for a year; a new design gets a new `v`.
 */
export const GET = withPublic(
  () =>
    new Response(renderLogoSvg(publicConfig.productName), {
      headers: {
        "Content-Type": "image/svg+xml; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    }),
);
