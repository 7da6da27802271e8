/**
 * The resume funnel, recorded server-side (spec 01 §3 resume_attempts, §4 "Funnel as tracked").
 *
 * Each step a visitor reaches is one funnel_events row; their resume_attempts row summarises the
 * attempt: the most recent step (lastEvent), when it happened, the contact details of the form,
 * and whether it produced a resume and an account. The browser forwards the same event names to
 * the tag manager with `track()` (lib/analytics/track.ts, lib/analytics/funnel-client.ts).
 *
 * Recording is bookkeeping: recordFunnelEvent logs and swallows its own failures, so a database
 * hiccup here never fails the resume creation, upload, verification or sign-up that reports it.
 */
import "server-only";
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { funnelEvents, resumeAttempts } from "@/db/schema";
import { logError } from "@/lib/log/errors";
import { sessionIdSchema } from "@/lib/validation/analytics";
import type { FunnelEvent, FunnelEventProperties } from "./funnel-events";

/** Steps before a resume exists: they continue the visitor's open attempt, or open one. */
const CREATION_STEPS: ReadonlySet<FunnelEvent> = new Set([
  "resume_creation_start",
  "file_uploaded",
  "form_submitted",
  "translation_started",
]);

/** The resume form's contact details, kept on the attempt (spec 01 §3). */
export type AttemptContact = {
  name: string;
  phone: string;
  location: string;
  education: string;
  linkedinUrl?: string | null;
};

export type FunnelEventInput = {
  event: FunnelEvent;
  /** The browser's anonymous tracking id (localStorage "sessionId"), when the request carries it. */
  sessionId?: string | null;
  resumeId?: number | null;
  accountId?: number | null;
  email?: string | null;
  contact?: AttemptContact;
  properties?: FunnelEventProperties;
  /** clientIp(req); "local" (no proxy header) is stored as no address, as page views do. */
  ip?: string | null;
  userAgent?: string | null;
  db?: Database;
};

/**
 * Records one funnel step and updates (or opens) the visitor's attempt. Never throws: returns
 * the attempt id it touched, or null when nothing identifies an attempt or recording failed.
 */
export async function recordFunnelEvent(input: FunnelEventInput): Promise<number | null> {
  try {
    const db = input.db ?? defaultDb;
    const attempt = await upsertAttempt(db, input);
    await db.insert(funnelEvents).values({
      attemptId: attempt?.id ?? null,
      event: input.event,
      // A step reported without the tracking id (an emailed link, another device) still belongs
      // to the session that opened the attempt.
      sessionId: input.sessionId || attempt?.sessionId || null,
      resumeId: input.resumeId ?? null,
      accountId: input.accountId ?? null,
      properties: input.properties && Object.keys(input.properties).length ? input.properties : null,
      ipAddress: storedIp(input.ip),
    });
    return attempt?.id ?? null;
  } catch (error) {
    logError(`[funnel] could not record ${input.event}`, error);
    return null;
  }
}

const storedIp = (ip: string | null | undefined) => (ip && ip !== "local" ? ip : null);

/**
 * Where to look for the visitor's attempt, most specific first:
 * - the attempt already linked to this resume;
 * - else the latest attempt of this browser session, then of this email. Before a resume exists
 *   only an open one (no resume yet) counts, so a second resume gets its own attempt; once the
 *   event names a resume, only an attempt not linked to another resume.
 */
function candidates(input: FunnelEventInput): SQL[] {
  const out: SQL[] = [];
  const { resumeId, sessionId, email } = input;
  if (resumeId) out.push(eq(resumeAttempts.resumeId, resumeId));
  const scope = resumeId
    ? isNull(resumeAttempts.resumeId)
    : CREATION_STEPS.has(input.event)
      ? eq(resumeAttempts.hasCreatedResume, false)
      : undefined;
  if (sessionId) out.push(and(eq(resumeAttempts.sessionId, sessionId), scope)!);
  if (email) out.push(and(eq(resumeAttempts.email, email), scope)!);
  return out;
}

type AttemptRef = { id: number; sessionId: string | null };

async function findAttempt(db: Database, input: FunnelEventInput): Promise<number | undefined> {
  for (const where of candidates(input)) {
    const [row] = await db
      .select({ id: resumeAttempts.id })
      .from(resumeAttempts)
      .where(where)
      .orderBy(desc(resumeAttempts.lastActivityAt), desc(resumeAttempts.id))
      .limit(1);
    if (row) return row.id;
  }
  return undefined;
}

async function upsertAttempt(db: Database, input: FunnelEventInput): Promise<AttemptRef | null> {
  const id = await findAttempt(db, input);
  const ip = storedIp(input.ip);
  const values = {
    lastEvent: input.event,
    lastActivityAt: new Date(),
    ...(input.email ? { email: input.email } : {}),
    ...contactColumns(input.contact),
    ...(input.resumeId ? { resumeId: input.resumeId, hasCreatedResume: true } : {}),
    ...(input.accountId ? { accountId: input.accountId, hasCreatedAccount: true } : {}),
    ...(ip ? { ipAddress: ip } : {}),
    ...(input.userAgent ? { userAgent: input.userAgent } : {}),
  };

  const ref = { id: resumeAttempts.id, sessionId: resumeAttempts.sessionId };
  if (id !== undefined) {
    const [updated] = await db
      .update(resumeAttempts)
      // Keep the session that opened the attempt: a later step may come from another device.
      .set({ ...values, ...(input.sessionId ? { sessionId: sql`coalesce(${resumeAttempts.sessionId}, ${input.sessionId})` } : {}) })
      .where(eq(resumeAttempts.id, id))
      .returning(ref);
    return updated ?? null;
  }
  // Later steps without an attempt (e.g. a resume older than funnel tracking) are events only.
  if (!CREATION_STEPS.has(input.event) || !(input.sessionId || input.email)) return null;
  const [created] = await db
    .insert(resumeAttempts)
    .values({ ...values, sessionId: input.sessionId || null })
    .returning(ref);
  return created ?? null;
}

function contactColumns(c: AttemptContact | undefined) {
  if (!c) return {};
  return { name: c.name, phone: c.phone, location: c.location, education: c.education, linkedinUrl: c.linkedinUrl || null };
}

/** Header a browser may send its tracking id in, on requests whose body has no room for it. */
const SESSION_ID_HEADER = "x-session-id";

/**
 * The tracking id a request carries (a form field value takes precedence over the header), or
 * null when absent or malformed: a bad tracking id is dropped, never a reason to fail the request.
 */
export function requestSessionId(req: Request, formValue?: FormDataEntryValue | null): string | null {
  for (const value of [formValue, req.headers.get(SESSION_ID_HEADER)]) {
    if (typeof value !== "string") continue;
    const parsed = sessionIdSchema.safeParse(value);
    if (parsed.success) return parsed.data;
  }
  return null;
}
