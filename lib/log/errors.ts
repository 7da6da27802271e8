/**
 * Error descriptions that are safe to write to the server log. A failed query carries its
 * parameters (Drizzle's "Failed query: … params: casey@example.test,Casey Morgan"), the driver's
 * `detail` names the offending value ("Key (email)=(casey@example.test) already exists") and even
 * its message can quote input ('invalid input syntax for type integer: "abc"'). So a database
 * error is logged as its SQLSTATE or driver code and the name of the query (operation and table,
 * "insert funnel_events"), never its text, message, detail or values.
 *
 * Other errors (a bug in our code) keep their stack: it names code, not people, and is what makes
 * the bug findable. An error whose cause chain holds a database error is logged the safe way whole.
 */

type ErrorLike = { name?: unknown; message?: unknown; code?: unknown; cause?: unknown; stack?: unknown };

const MAX_CHAIN = 6;

/** SQLSTATE (five characters: "23505", "57P01") or a Node socket code ("ECONNREFUSED"). */
const SAFE_CODE = /^(?:[0-9A-Z]{5}|E[A-Z_]{2,30})$/;

function chainOf(error: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  const seen = new Set<unknown>();
  const visit = (e: unknown) => {
    for (let cur = e, i = 0; cur && typeof cur === "object" && i < MAX_CHAIN && chain.length < 12; i++) {
      if (seen.has(cur)) return;
      seen.add(cur);
      chain.push(cur as ErrorLike);
      // Several addresses refused at once (pg over IPv4 and IPv6): each one is part of the story.
      if (cur instanceof AggregateError) for (const inner of cur.errors.slice(0, 3)) visit(inner);
      cur = (cur as ErrorLike).cause;
    }
  };
  visit(error);
  return chain;
}

/** Whether this error came from the database layer: Drizzle's query error, or a driver error (pg, PGlite). */
function isDatabaseLayer(e: ErrorLike): boolean {
  const o = e as Record<string, unknown>;
  if (o.name === "DrizzleQueryError" || o.constructor?.name === "DrizzleQueryError") return true;
  if (typeof o.query === "string" || Array.isArray(o.params)) return true;
  if (o.constructor?.name === "DatabaseError") return true;
  return typeof o.code === "string" && /^[0-9A-Z]{5}$/.test(o.code) && ("severity" in o || "routine" in o || "detail" in o);
}

export function isDatabaseError(error: unknown): boolean {
  return chainOf(error).some(isDatabaseLayer);
}

/** "insert funnel_events", "select accounts", "update email_tracking": what a query did, from its SQL text alone. */
export function queryName(sqlText: string): string {
  const text = sqlText.replace(/\s+/g, " ").trim();
  const ident = String.raw`"?([A-Za-z_][A-Za-z0-9_]*)"?(?:\."?([A-Za-z_][A-Za-z0-9_]*)"?)?`;
  const patterns: [string, RegExp][] = [
    ["insert", new RegExp(String.raw`^insert into ${ident}`, "i")],
    ["update", new RegExp(String.raw`^update ${ident}`, "i")],
    ["delete", new RegExp(String.raw`^delete from ${ident}`, "i")],
    ["select", new RegExp(String.raw`^select\b.*? from ${ident}`, "i")],
  ];
  for (const [op, re] of patterns) {
    const m = re.exec(text);
    if (m) return `${op} ${m[2] ?? m[1]}`;
  }
  const word = /^([A-Za-z]+)/.exec(text)?.[1]?.toLowerCase();
  return word && /^(?:select|insert|update|delete|with|begin|commit|rollback|savepoint|release|set|create|alter|drop|truncate)$/.test(word)
    ? word
    : "query";
}

const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,60}$/;

/** The class that was thrown (DrizzleQueryError, DatabaseError, TypeError), else its `name`. */
function nameOf(e: ErrorLike): string {
  const ctor = (e as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof ctor === "string" && IDENTIFIER.test(ctor) && ctor !== "Error" && ctor !== "Object") return ctor;
  return typeof e.name === "string" && IDENTIFIER.test(e.name) ? e.name : "Error";
}

/** One safe line for a database error: names, codes and query names along the cause chain. */
function describeDatabaseError(chain: ErrorLike[]): string {
  return chain
    .map((e) => {
      const o = e as Record<string, unknown>;
      const parts = [nameOf(e)];
      if (typeof o.code === "string" && SAFE_CODE.test(o.code)) parts.push(o.code);
      if (typeof o.query === "string") parts.push(`(${queryName(o.query)})`);
      return parts.join(" ");
    })
    .join(" <- ");
}

/** A description of any error that may be logged: see the file comment. */
export function describeError(error: unknown): string {
  const chain = chainOf(error);
  if (chain.length === 0) return typeof error === "string" ? "non-Error thrown (string)" : `non-Error thrown (${typeof error})`;
  if (chain.some(isDatabaseLayer)) return describeDatabaseError(chain);
  const [top, ...causes] = chain;
  const head = typeof top!.stack === "string" ? top!.stack : `${nameOf(top!)}: ${String(top!.message ?? "")}`;
  const codes = causes.map((c) => [nameOf(c), typeof c.code === "string" && SAFE_CODE.test(c.code) ? c.code : ""].filter(Boolean).join(" "));
  return codes.length ? `${head}\n  caused by: ${codes.join(" <- ")}` : head;
}

/** Logs `context` and the safe description of `error` (two arguments, as console.error(context, error) did). */
export function logError(context: string, error: unknown): void {
  console.error(context, describeError(error));
}
