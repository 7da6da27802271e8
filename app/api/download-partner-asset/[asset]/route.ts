import { notFound } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { findPartnerAsset, partnerAssetFileName } from "@/lib/partners/assets";
import { partnerAssetPdf } from "@/lib/partners/documents";
import { attachmentDisposition } from "@/lib/resume/docx/format";

export const runtime = "nodejs";

/**
 * GET /api/download-partner-asset/{overview | flyer | email-templates} -> the partner PDF, saved as
 * "<product>-program-overview.pdf" etc. Anything else: 404. Public material, the same for everyone.
 */
export const GET = withPublic<{ asset?: string }>((_req, { params }) => {
  const asset = findPartnerAsset(params.asset ?? "");
  if (!asset) throw notFound("Partner material not found");
  const pdf = partnerAssetPdf(asset.slug);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachmentDisposition(partnerAssetFileName(asset)),
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "public, max-age=3600",
    },
  });
});
