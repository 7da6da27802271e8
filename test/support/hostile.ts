/**
 * Hostile requests for every API route, shared by the in-process fuzz suite
 * (test/fuzz.int.test.ts) and the over-HTTP one (e2e/api/hostile-requests.spec.ts). A route joins
 * both by adding its entry to ROUTES: its path parameters, the fields its body or query takes, and
 * a valid body to mutate field by field.
 */
import fc from "fast-check";

export type Entry = {
  /** Dynamic segments and what they hold. */
  params?: Record<string, "id" | "token" | "catchall">;
  /** Query parameters the handler reads. */
  query?: string[];
  /** A valid body: the fuzzer replaces, removes and adds fields. Absent: the handler takes no JSON body. */
  body?: Record<string, unknown>;
  /** Answers that are not JSON by design (redirects, images, next-auth's own pages). */
  nonJson?: boolean;
  /**
   * Needs Next's request scope (next-auth reads `cookies()`), so it cannot be called in-process:
   * fuzzed over HTTP against the running server instead (e2e/api/hostile-requests.spec.ts).
   */
  overHttpOnly?: boolean;
  runs?: number;
};

const SESSION = "6f1d0c1e-3c44-4a53-9f0b-1c2d3e4f5a6b";
const POSITION = {
  jobTitle: "Budget Analyst",
  agency: "Department of Energy",
  location: "Washington, DC",
  startDate: "01/2020",
  endDate: "Present",
  description: "Formulates and executes the annual budget of a division and prepares spending reports.",
};
const JOB_SEARCH = {
  name: "Fuzz Search",
  preferredJobTitles: ["Budget Analyst"],
  preferredLocations: ["Denver, CO"],
  minSalary: 60000,
  maxSalary: 90000,
  experienceYears: 3,
  remoteWork: true,
  searchSimilarTitles: true,
};

export const ROUTES: Record<string, Entry> = {
  "POST app/api/accounts/route.ts": {
    body: { email: "fuzz@example.test", name: "Fuzz Person", password: "fuzz-password-1", confirmPassword: "fuzz-password-1", resumeId: 1 },
  },
  "GET app/api/accounts/[id]/route.ts": { params: { id: "id" } },
  "PUT app/api/accounts/[id]/route.ts": {
    params: { id: "id" },
    body: { name: "Fuzz Person", email: "fuzz-new@example.test", currentPassword: "wrong-password", newPassword: "fuzz-password-2", confirmPassword: "fuzz-password-2" },
  },
  "DELETE app/api/accounts/[id]/route.ts": { params: { id: "id" }, body: { email: "fuzz@example.test" } },
  "GET app/api/accounts/[id]/export/route.ts": { params: { id: "id" }, nonJson: true },
  "POST app/api/accounts/[id]/purchase-event/route.ts": { params: { id: "id" } },
  "GET app/api/accounts/confirm-email/route.ts": { query: ["token"], nonJson: true },
  "GET app/api/admin/auth/route.ts": {},
  "POST app/api/admin/login/route.ts": { body: { username: "nobody", password: "wrong-password", code: "123456" } },
  "POST app/api/admin/logout/route.ts": {},
  "GET app/api/admin/enhanced-stats/route.ts": {},
  "GET app/api/admin/cancellations/route.ts": {},
  "GET app/api/admin/page-analytics/route.ts": { query: ["page"] },
  "GET app/api/admin/ab-test-status/route.ts": {},
  "GET app/api/admin/leads/route.ts": { query: ["page", "pageSize", "q", "filter"] },
  "GET app/api/admin/accounts/route.ts": { query: ["page", "pageSize", "q", "filter"] },
  "GET app/api/admin/resumes/route.ts": { query: ["page", "pageSize", "q", "filter"] },
  "GET app/api/admin/email-status/route.ts": { query: ["page", "pageSize", "q", "filter"] },
  "POST app/api/admin/set-gemini-traffic/route.ts": { body: { percentage: 25 } },
  "POST app/api/admin/send-email/route.ts": { body: { accountId: 1, subject: "Fuzz subject", message: "Fuzz message" } },
  "POST app/api/admin/accounts/[id]/toggle-trial/route.ts": { params: { id: "id" } },
  "GET app/api/admin/accounts/[id]/job-searches/route.ts": { params: { id: "id" } },
  "POST app/api/admin/accounts/[id]/job-searches/route.ts": { params: { id: "id" }, body: JOB_SEARCH },
  "PUT app/api/admin/job-searches/[id]/route.ts": { params: { id: "id" }, body: JOB_SEARCH },
  "PATCH app/api/admin/job-searches/[id]/route.ts": { params: { id: "id" }, body: { searchSimilarTitles: false, minSalary: 70000 } },
  "DELETE app/api/admin/job-searches/[id]/route.ts": { params: { id: "id" } },
  "PATCH app/api/admin/job-searches/[id]/toggle/route.ts": { params: { id: "id" }, body: { isActive: false } },
  "DELETE app/api/admin/accounts/[id]/route.ts": { params: { id: "id" }, body: { email: "fuzz@example.test" } },
  "POST app/api/admin/send-job-alert/[id]/route.ts": { params: { id: "id" } },
  "POST app/api/admin/send-all-job-alerts/route.ts": {},
  "GET app/api/admin/user-resume/[email]/route.ts": { params: { email: "token" } },
  "GET app/api/admin/user-position-descriptions/[email]/route.ts": { params: { email: "token" } },
  "POST app/api/admin/leads/[id]/resend-verification/route.ts": { params: { id: "id" } },
  "POST app/api/admin/two-factor/setup/route.ts": {},
  "POST app/api/admin/two-factor/confirm/route.ts": { body: { code: "123456" } },
  "GET app/api/auth/[...nextauth]/route.ts": { overHttpOnly: true },
  "POST app/api/auth/[...nextauth]/route.ts": { overHttpOnly: true },
  "POST app/api/auth/login/route.ts": { body: { email: "nobody@example.test", password: "wrong-password" } },
  "POST app/api/auth/logout/route.ts": {},
  "POST app/api/auth/reset-password-request/route.ts": { body: { email: "nobody@example.test" } },
  "POST app/api/auth/reset-password/route.ts": { body: { token: "abc.def", password: "new-password-1" } },
  "POST app/api/auth/two-factor/confirm/route.ts": { body: { code: "123456" } },
  "POST app/api/auth/two-factor/disable/route.ts": { body: { password: "wrong-password", code: "123456" } },
  "POST app/api/auth/two-factor/login/route.ts": { body: { challenge: "1.0.9999999999.x", code: "123456" } },
  "POST app/api/auth/two-factor/setup/route.ts": {},
  "POST app/api/billing-portal/route.ts": {},
  "GET app/api/blog/route.ts": {},
  "GET app/api/blog/[slug]/route.ts": { params: { slug: "token" } },
  "POST app/api/cancel-subscription/route.ts": { body: { accountId: 1, reason: "too-expensive" } },
  "POST app/api/clear-session/route.ts": {},
  "POST app/api/contact/route.ts": {
    body: { name: "Fuzz Person", email: "fuzz@example.test", subject: "A fuzzed question", message: "A message long enough to pass.", kind: "contact", website: "" },
  },
  "POST app/api/create-subscription-payment/route.ts": { body: { accountId: 1 } },
  "GET app/api/cron/job-alerts/route.ts": {},
  "GET app/api/cron/referrals/route.ts": {},
  "GET app/api/cron/waitlist/route.ts": {},
  "GET app/api/cron/refresh-jobs/route.ts": {},
  "GET app/api/dev/outbox/[id]/html/route.ts": { params: { id: "id" }, nonJson: true },
  "GET app/api/download-partner-asset/[asset]/route.ts": { params: { asset: "token" }, nonJson: true },
  "POST app/api/unsubscribe/route.ts": { query: ["token"] },
  "POST app/api/funnel-events/route.ts": { body: { event: "form_started", sessionId: SESSION, resumeId: 1 } },
  "GET app/api/guides/[id]/download/route.ts": { params: { id: "id" }, nonJson: true },
  "GET app/api/guides/route.ts": {},
  "POST app/api/job-searches/route.ts": { body: JOB_SEARCH },
  "GET app/api/job-searches/[id]/route.ts": { params: { id: "id" } },
  "PUT app/api/job-searches/[id]/route.ts": { params: { id: "id" }, body: JOB_SEARCH },
  "PATCH app/api/job-searches/[id]/route.ts": { params: { id: "id" }, body: { searchSimilarTitles: false, minSalary: 70000 } },
  "DELETE app/api/job-searches/[id]/route.ts": { params: { id: "id" } },
  "PATCH app/api/job-searches/[id]/toggle/route.ts": { params: { id: "id" }, body: { isActive: false } },
  "PATCH app/api/job-searches/[id]/toggle-active/route.ts": { params: { id: "id" }, body: { isActive: true } },
  "POST app/api/leads/route.ts": { body: { name: "Fuzz Lead", email: "lead@example.test", source: "get-started" } },
  "GET app/api/leads/verify/route.ts": { query: ["token"], nonJson: true },
  "GET app/api/logo/route.ts": { query: ["v"], nonJson: true },
  "GET app/api/logos/[id]/route.ts": { params: { id: "id" }, nonJson: true },
  "GET app/api/logos/route.ts": {},
  "POST app/api/parse-file/route.ts": { body: { file: "x" }, runs: 15 },
  "GET app/api/resumes/[id]/download/route.ts": { params: { id: "id" }, query: ["format"], nonJson: true },
  "GET app/api/resumes/[id]/route.ts": { params: { id: "id" } },
  "GET app/api/resumes/by-email/route.ts": { query: ["email"] },
  "GET app/api/resumes/route.ts": { query: ["accountId"] },
  "POST app/api/resumes/route.ts": {
    body: {
      personalInfo: { email: "fuzz@example.test", name: "Fuzz Person", location: "Denver, CO", phone: "555-0100", education: "BA", linkedinUrl: "" },
      positions: [POSITION],
      sessionId: SESSION,
    },
    runs: 20,
  },
  "POST app/api/resumes/resend-link/route.ts": { body: { email: "fuzz@example.test" } },
  "GET app/api/resumes/verify/[token]/route.ts": { params: { token: "token" } },
  "POST app/api/send-verification/route.ts": { body: { resumeId: 1 } },
  "GET app/api/stripe/config/route.ts": {},
  "POST app/api/stripe/webhook/route.ts": { body: { id: "evt_fuzz", object: "event", type: "invoice.paid", data: { object: { id: "in_fuzz" } } } },
  "POST app/api/subscription-success/route.ts": { body: { accountId: 1 } },
  "POST app/api/track-page-view/route.ts": { body: { page: "/", sessionId: SESSION, referrer: "https://example.test/" } },
  "POST app/api/verify-email/route.ts": { body: { token: "abc" } },
};

// ---- generators ---------------------------------------------------------------------------

export const hostileString = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\ud800x",
    "x\udc00",
    "\u001b[31mred",
    "\u0007\u0008",
    "\u202eevil\u202c",
    "שלום עולם",
    "مرحبا",
    "😀👍🏽👩‍👩‍👧",
    "",
    " ",
    "__proto__",
    "constructor",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "' OR 1=1 --",
    "%00",
    "null",
    "NaN",
    "1e300",
    "9999999999",
    "-1",
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 40 }),
  fc.constant("x".repeat(70_000)),
);

export const hostileNumber = fc.constantFrom(0, -1, 1.5, 2_147_483_648, 9_999_999_999, 1e300, -1e300, Number.MAX_SAFE_INTEGER);

function deep(n: number): unknown {
  let v: unknown = "x";
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(deep(50), deep(2000), [], {}, [[[]]], { __proto__: null, toString: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

export const hostileId = fc.oneof(
  fc.constantFrom("1", "0", "-1", "9999999999", "2147483648", "2147483647", "1e300", "1.5", "abc", "\u0000", "\ud800", "😀", "%2e%2e", " 7", "0x10", "x".repeat(5000)),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.nat().map(String),
);

/** A body: raw garbage, any JSON, or the valid body with one field replaced, removed or added. */
export function bodyFor(entry: Entry): fc.Arbitrary<{ raw: string; type: string }> {
  const json = (v: unknown) => ({ raw: JSON.stringify(v) ?? "null", type: "application/json" });
  const base = entry.body ?? {};
  const keys = Object.keys(base);
  const mutate = fc
    .record({ key: keys.length ? fc.constantFrom(...keys, "unknownField") : fc.constant("unknownField"), value: hostileValue, drop: fc.boolean() })
    .map(({ key, value, drop }) => {
      const copy: Record<string, unknown> = structuredClone(base);
      if (drop && key in copy) delete copy[key];
      else copy[key] = value;
      return json(copy);
    });
  const nested = fc.record({ field: hostileValue }).map((v) => {
    // One level down: inside personalInfo / the first position, where the body has them.
    const copy: Record<string, unknown> = structuredClone(base);
    if (copy.personalInfo) (copy.personalInfo as Record<string, unknown>).name = v.field;
    if (Array.isArray(copy.positions)) copy.positions = [{ ...POSITION, jobTitle: v.field, agency: v.field, location: v.field }];
    return json(copy);
  });
  return fc.oneof(
    fc.constantFrom(
      { raw: "{", type: "application/json" },
      { raw: "[", type: "application/json" },
      { raw: "", type: "application/json" },
      { raw: "null", type: "application/json" },
      { raw: '"text"', type: "application/json" },
      { raw: "NaN", type: "application/json" },
      { raw: '{"a":1,"a":2}', type: "application/json" },
      { raw: '{"__proto__":{"isAdmin":true}}', type: "application/json" },
      { raw: "name=x", type: "application/x-www-form-urlencoded" },
      { raw: "--x\r\nContent-Disposition: form-data\r\n\r\n\u0000\r\n--x--", type: "multipart/form-data; boundary=x" },
      { raw: "\u0000\u0001", type: "text/plain" },
      { raw: "x".repeat(1 << 20), type: "application/json" },
    ),
    fc.jsonValue({ maxDepth: 4 }).map(json),
    mutate,
    nested,
  );
}

