import "server-only";
import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { checkJsonInput, MAX_ID } from "@/lib/validation/input";
import { AppError, badRequest, notFound, payloadTooLarge, validationError } from "./errors";

export const DEFAULT_JSON_LIMIT = 64 * 1024;

/**
 * Reads a JSON body with a size cap, then validates it with the shared zod schema (classic or mini).
 * Requiring application/json also means a cross-site HTML form cannot post here (it would
 * need a CORS preflight, which we never grant).
 */
export async function readJson<S extends $ZodType>(
  req: Request,
  schema: S,
  { maxBytes = DEFAULT_JSON_LIMIT }: { maxBytes?: number } = {},
): Promise<output<S>> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) throw badRequest("Expected a JSON body (Content-Type: application/json)");
  const raw = Buffer.from(await readBody(req, { maxBytes })).toString("utf8");
  let data: unknown;
  try {
    data = raw.length ? JSON.parse(raw) : {};
  } catch {
    throw badRequest("Malformed JSON body");
  }
  // The one input layer: every string normalised, ill-formed text, control characters, prototype keys
  // and deep nesting refused with the field named, before the route's own schema sees the body.
  const checked = checkJsonInput(data);
  if (!checked.ok) throw badRequest(checked.problem.message, [checked.problem]);
  // zod's core parser: takes classic and zod/mini schemas alike.
  const parsed = safeParse(schema, checked.value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export const BODY_UNREADABLE = "The request body could not be read";

/**
 * The one body reader (JSON bodies and uploads): the bytes of the body, never more than maxBytes
 * held. A declared Content-Length over the cap is refused before reading; a body without one
 * (chunked) is counted as it streams and cut off at the cap (413, with `tooLarge`'s message).
 * A body the client stops sending (a closed tab, an aborted fetch or beacon, a dropped
 * connection) is the client's doing, not ours: 400, never a 500.
 */
export async function readBody(
  req: Request,
  { maxBytes, tooLarge = () => payloadTooLarge() }: { maxBytes: number; tooLarge?: () => AppError },
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  let reader: ReadableStreamDefaultReader<Uint8Array>;
  try {
    reader = req.body.getReader();
  } catch {
    throw badRequest(BODY_UNREADABLE); // already read or locked: nothing more will come
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      throw badRequest(BODY_UNREADABLE);
    }
    const { done, value } = chunk;
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

/**
 * Parses a route parameter that must be a positive integer id: 400 when it is not a number at all,
 * 404 when it is one that no row can have (beyond the integer column), before any query.
 */
export function parseId(value: string | undefined, what = "Resource"): number {
  const n = Number(value);
  if (!value || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(n) || n <= 0) {
    throw badRequest(`Invalid ${what.toLowerCase()} id`);
  }
  if (n > MAX_ID) throw notFound(`${what} not found`);
  return n;
}
