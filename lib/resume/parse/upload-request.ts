/**
 * Reads the one file of a multipart upload without ever holding more than the size cap:
 * a declared Content-Length over the cap is refused before reading, and a body without one
 * (chunked) is counted as it streams and cut off at the cap. Only then is it parsed as FormData.
 */
import { AppError, badRequest } from "@/lib/api/errors";
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES, UPLOAD_MESSAGES } from "./messages";

const tooLarge = () => new AppError(413, UPLOAD_MESSAGES.tooLarge);

async function readBodyLimited(req: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export async function readUploadedFile(
  req: Request,
  { field = "file", maxBytes = MAX_UPLOAD_BYTES }: { field?: string; maxBytes?: number } = {},
): Promise<{ filename: string; bytes: Uint8Array; form: FormData }> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const bodyLimit = maxBytes + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > bodyLimit) throw tooLarge();

  const body = await readBodyLimited(req, bodyLimit);
  let form: FormData;
  try {
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    throw badRequest(UPLOAD_MESSAGES.notMultipart);
  }
  const file = form.get(field);
  if (file === null || typeof file === "string") throw badRequest(UPLOAD_MESSAGES.noFile);
  if (file.size > maxBytes) throw tooLarge();
  // The form comes back too: its text fields (the tracking sessionId) ride along with the file.
  return { filename: file.name, bytes: new Uint8Array(await file.arrayBuffer()), form };
}
