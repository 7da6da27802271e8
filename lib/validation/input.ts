/**
 * The one input layer. Every string that arrives in a request (JSON body, query, path, stored
 * headers such as referrer and user agent, text extracted from an upload) and every id passes
 * through here before anything else sees it:
 * - text is normalised to NFC, CRLF becomes LF, and ill-formed UTF-16 (a lone surrogate) or a
 *   control character other than tab and newline (NUL included) is refused with the field named
 *   (Postgres can store neither in text or jsonb);
 * - an id is a positive integer that fits the integer columns (≤ 2,147,483,647), refused before
 *   any query;
 * - a JSON body deeper than MAX_DEPTH or with a key such as `__proto__` is refused.
 * Zod schemas use `textSchema` / `idSchema`; `readJson` runs `checkJsonInput` on every parsed body
 * before its schema, so a field a schema forgets is still covered.
 */
import "./zod-setup";
import { z } from "zod";

export const MAX_ID = 2_147_483_647;
export const MAX_DEPTH = 32;

// Control characters other than \t and \n (after CRLF → LF), and Unicode noncharacters U+FFFE/U+FFFF.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F\uFFFE\uFFFF]/;
const CONTROL_ALL = /[\u0000-\u0008\u000B-\u001F\u007F\uFFFE\uFFFF]/g;

export type TextProblem = "surrogate" | "control";

/** Normalises a string, or says why it cannot be accepted. */
export function inspectText(s: string): { ok: true; value: string } | { ok: false; problem: TextProblem } {
  if (!s.isWellFormed()) return { ok: false, problem: "surrogate" };
  const value = s.replace(/\r\n?/g, "\n").normalize("NFC");
  if (CONTROL.test(value)) return { ok: false, problem: "control" };
  return { ok: true, value };
}

/** For text we did not type ourselves (extracted from an upload): drops what cannot be kept instead of refusing it. */
export function cleanText(s: string): string {
  return s.toWellFormed().replace(/\r\n?/g, "\n").replace(/\f/g, "\n").replace(CONTROL_ALL, "").normalize("NFC");
}

export const TEXT_MESSAGES: Record<TextProblem, string> = {
  surrogate: "contains characters that are not valid text",
  control: "contains control characters that are not allowed",
};

/** The shared text schema: well-formed, NFC, no control characters, trimmed, bounded. */
export function textSchema({ max = 500, label = "This field" }: { max?: number; label?: string } = {}) {
  return z
    .string()
    .transform((s, ctx) => {
      const r = inspectText(s);
      if (!r.ok) {
        ctx.addIssue({ code: "custom", message: `${label} ${TEXT_MESSAGES[r.problem]}` });
        return z.NEVER;
      }
      return r.value.trim();
    })
    .pipe(z.string().max(max, `Must be at most ${max} characters`));
}

/** The shared id schema: a positive integer an integer column can hold (numbers or digit strings). */
export function idSchema(message = "Invalid id") {
  return z.union([z.number(), z.string().trim().regex(/^\d{1,10}$/, message).transform(Number)], { error: message })
    .pipe(z.number({ error: message }).int(message).positive(message).max(MAX_ID, message));
}

/** A path or query id: the number, or null when it cannot name a row (the caller answers 404). */
export function toId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && n <= MAX_ID ? n : null;
}

export type InputProblem = { path: string; message: string };

const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/**
 * Walks a parsed JSON body (iteratively: no recursion to overflow) and returns a copy with every
 * string normalised, or the first problem with the field's path.
 */
export function checkJsonInput(data: unknown): { ok: true; value: unknown } | { ok: false; problem: InputProblem } {
  const fail = (path: (string | number)[], message: string) => ({ ok: false as const, problem: { path: path.join("."), message } });
  const convert = (v: unknown, path: (string | number)[], depth: number): { ok: true; value: unknown } | { ok: false; problem: InputProblem } => {
    if (depth > MAX_DEPTH) return fail(path, "Request body is nested too deeply");
    if (typeof v === "string") {
      const r = inspectText(v);
      return r.ok ? { ok: true, value: r.value } : fail(path, `${path.length ? path.join(".") : "Body"} ${TEXT_MESSAGES[r.problem]}`);
    }
    if (Array.isArray(v)) {
      const out: unknown[] = [];
      for (let i = 0; i < v.length; i++) {
        const r = convert(v[i], [...path, i], depth + 1);
        if (!r.ok) return r;
        out.push(r.value);
      }
      return { ok: true, value: out };
    }
    if (v && typeof v === "object") {
      const out: Record<string, unknown> = {};
      for (const key of Object.keys(v)) {
        const k = inspectText(key);
        if (!k.ok || FORBIDDEN_KEYS.has(key)) return fail([...path, "(key)"], "Request body has a key that is not allowed");
        const r = convert((v as Record<string, unknown>)[key], [...path, key], depth + 1);
        if (!r.ok) return r;
        out[k.value] = r.value;
      }
      return { ok: true, value: out };
    }
    return { ok: true, value: v };
  };
  return convert(data, [], 0);
}
