import { parseId } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { guideFileForAccount } from "@/lib/guides/service";
import { attachmentDisposition } from "@/lib/resume/docx";

export const runtime = "nodejs";

/** GET /api/guides/{id}/download -> the guide's PDF, saved as "<Guide Name>.pdf" (403 premium guide without Premium). */
export const GET = withAccount<{ id: string }>(async (_req, { params, account }) => {
  const guideId = parseId(params.id, "Guide");
  const file = await guideFileForAccount({ accountId: account.accountId, guideId });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
});
