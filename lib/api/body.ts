import { safeParse, type $ZodType, type output } from "zod/v4/core";
import { checkJsonInput, MAX_ID } from "@/lib/validation/input";
import { badRequest, notFound, payloadTooLarge, validationError } from "./errors";

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
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw payloadTooLarge();
  const raw = await readLimited(req, maxBytes);
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

/** Reads the body as text, stopping (413) as soon as it exceeds maxBytes. */
export async function readLimited(req: Request, maxBytes: number): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body (an aborted page-view beacon, a closed tab): its fault, not ours.
      throw badRequest("The request body could not be read");
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw payloadTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
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
