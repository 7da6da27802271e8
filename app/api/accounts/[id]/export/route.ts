import { withAccount } from "@/lib/api/handler";
import { buildAccountExport, exportFileName } from "@/lib/account/export";
import { ownAccountId } from "@/lib/account/own";
import { attachmentDisposition } from "@/lib/resume/docx";

/** GET /api/accounts/{id}/export -> "Download my data": a JSON file of everything stored about the caller's own account. */
export const GET = withAccount<{ id: string }>(async (_req, { params, account }) => {
  const id = ownAccountId(params.id, account);
  const now = new Date();
  const data = await buildAccountExport(id, { now });
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": attachmentDisposition(exportFileName(id, now)),
      "Cache-Control": "private, no-store",
    },
  });
});
