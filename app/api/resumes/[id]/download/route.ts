import { parseId } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { attachmentDisposition } from "@/lib/resume/docx";
import { callerOf } from "@/lib/resume/service/access";
import { resumeFileForCaller } from "@/lib/resume/service/read";

export const runtime = "nodejs";

/** GET /api/resumes/{id}/download -> the .docx once the email is verified (403 before; 404 without access). */
export const GET = withPublic<{ id: string }>(async (req, { params }) => {
  const id = parseId(params.id, "Resume");
  const format = new URL(req.url).searchParams.get("format") === "pdf" ? "pdf" : "docx";
  const file = await resumeFileForCaller({ caller: await callerOf(req), id, format });
  return new Response(new Uint8Array(file.body), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": attachmentDisposition(file.fileName),
      "Content-Length": String(file.body.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
});
