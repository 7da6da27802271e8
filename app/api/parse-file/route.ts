import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { parseUpload } from "@/lib/resume/parse";
import { readUploadedFile } from "@/lib/resume/parse/upload-request";

// pdf.js, mammoth, word-extractor and node:zlib need Node, not the edge runtime.
export const runtime = "nodejs";
// The parse itself gives up after 15 s (PARSE_TIME_LIMIT_MS); this leaves room for the upload.
export const maxDuration = 30;

/** POST /api/parse-file: multipart field "file" (.pdf, .docx, .doc, .txt, at most 10 MB) -> { text, filename }. */
export const POST = withPublic(
  async (req) => {
    const upload = await readUploadedFile(req);
    return Response.json(await parseUpload(upload));
  },
  { rateLimit: RATE_LIMITS.upload },
);
