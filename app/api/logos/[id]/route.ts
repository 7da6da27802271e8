import { notFound } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { getLogoImage } from "@/lib/logos/logos";

/** GET /api/logos/{id} — one agency emblem as an image. */
export const GET = withPublic<{ id?: string }>(async (_req, { params }) => {
  const id = Number(params.id);
  // Any malformed id is simply an image that does not exist.
  if (!params.id || !/^\d{1,9}$/.test(params.id) || id <= 0) throw notFound("Logo not found");
  const logo = await getLogoImage(id);
  if (!logo) throw notFound("Logo not found");
  return new Response(new Uint8Array(logo.imageData), {
    headers: {
      "Content-Type": logo.mimeType,
      "Cache-Control": "public, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened directly must not run anything, whatever it contains.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
});
