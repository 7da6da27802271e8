/**
 * Reads the one file of a multipart upload without ever holding more than the size cap (the
 * shared body reader, lib/api/body.ts: declared or streamed, cut off at the cap; an aborted
 * upload is a 400). Only then is it parsed as FormData.
 */
import "server-only";
import { readBody } from "@/lib/api/body";
import { AppError, badRequest } from "@/lib/api/errors";
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES, UPLOAD_MESSAGES } from "./messages";

const tooLarge = () => new AppError(413, UPLOAD_MESSAGES.tooLarge);

export async function readUploadedFile(
  req: Request,
  { field = "file", maxBytes = MAX_UPLOAD_BYTES }: { field?: string; maxBytes?: number } = {},
): Promise<{ filename: string; bytes: Uint8Array; form: FormData }> {
  const type = req.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data;/i.test(type)) throw badRequest(UPLOAD_MESSAGES.notMultipart);
  const body = await readBody(req, { maxBytes: maxBytes + MULTIPART_OVERHEAD_BYTES, tooLarge });
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
