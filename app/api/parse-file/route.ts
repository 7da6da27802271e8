import { recordFunnelEvent, requestSessionId } from "@/lib/analytics/funnel";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { userAgent } from "@/lib/api/request";
import { parseUpload } from "@/lib/resume/parse";
import { extensionOf } from "@/lib/resume/parse/detect";
import { UPLOAD_MESSAGES } from "@/lib/resume/parse/messages";
import { readUploadedFile } from "@/lib/resume/parse/upload-request";

// pdf.js, mammoth, word-extractor and node:zlib need Node, not the edge runtime.
export const runtime = "nodejs";
// The parse itself gives up after 15 s (PARSE_TIME_LIMIT_MS); this leaves room for the upload.
export const maxDuration = 30;

/**
 * POST /api/parse-file: multipart field "file" (.pdf, .docx, .doc, .txt, at most 10 MB) -> { text, filename }.
 * A readable file is the funnel's file_uploaded step, for the session in the optional "sessionId"
 * field (or X-Session-Id header).
 */
export const POST = withPublic(
  async (req, { ip }) => {
    const upload = await readUploadedFile(req);
    const parsed = await parseUpload(upload);
    await recordFunnelEvent({
      event: "file_uploaded",
      sessionId: requestSessionId(req, upload.form.get("sessionId")),
      properties: { fileType: extensionOf(parsed.filename).slice(1), sizeBytes: upload.bytes.length },
      ip,
      userAgent: userAgent(req),
    });
    return Response.json(parsed);
  },
  // Only a multipart upload: any other body is refused (415) before the rate limit or the reader.
  { rateLimit: RATE_LIMITS.upload, body: "multipart", wrongType: UPLOAD_MESSAGES.notMultipart },
);
