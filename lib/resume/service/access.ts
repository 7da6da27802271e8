/**
 * Who may see a resume. A resume holds a person's contact details, so a bare id is never enough:
 * - the browser that created it (or followed its emailed link) holds an access cookie listing
 *   HMAC-signed ids, each with its own expiry (httpOnly, so page scripts cannot read or forge it);
 * - the account that owns it (resumes.accountId);
 * - an admin.
 * Everyone else gets 404, the same answer as for an id that does not exist, so ids cannot be probed.
 *
 * The expiry is inside the signed value, not only the cookie's Max-Age: a copied cookie stops
 * working after RESUME_ACCESS_MAX_AGE whatever the browser does with it, and granting access to
 * another resume never extends the older entries. Logout clears the cookie (clearResumeAccess).
 */
import "server-only";
import { getSessionFromRequest, type Session } from "@/lib/auth";
import { appendCookie, clearCookie } from "@/lib/auth/cookies";
import { readCookie } from "@/lib/api/request";
import { env } from "@/lib/env";
import { sign, verifySignature } from "@/lib/security/tokens";

export const RESUME_ACCESS_COOKIE = "cs_resume_access";
/** 30 days: long enough to come back for the download, short enough that a shared computer forgets. */
export const RESUME_ACCESS_MAX_AGE = 30 * 24 * 60 * 60;
/** A browser rarely makes more than a few resumes; the cap keeps the cookie small. */
const MAX_IDS = 10;

type Entry = { id: number; expires: number };

const nowSeconds = () => Math.floor(Date.now() / 1000);
const signed = (e: Entry) => `resume-access:${e.id}:${e.expires}`;
const signatureFor = (e: Entry) => sign(signed(e), env().authSecret);

/** The entries whose signature checks out and whose expiry has not passed; anything else is ignored. */
function liveEntries(req: Request): Entry[] {
  const raw = readCookie(req, RESUME_ACCESS_COOKIE);
  if (!raw) return [];
  const now = nowSeconds();
  const entries: Entry[] = [];
  for (const part of raw.split("~")) {
    const m = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(part);
    if (!m) continue;
    const entry = { id: Number(m[1]), expires: Number(m[2]) };
    if (entry.expires <= now || entries.some((e) => e.id === entry.id)) continue;
    if (verifySignature(signed(entry), m[3]!, env().authSecret)) entries.push(entry);
  }
  return entries;
}

/** The resume ids this browser may see. */
export function accessibleResumeIds(req: Request): number[] {
  return liveEntries(req).map((e) => e.id);
}

/** Adds (or renews) access to `resumeId` for this browser, keeping its other resumes with their own expiry. */
export function grantResumeAccess(response: Response, req: Request, resumeId: number): Response {
  const fresh = { id: resumeId, expires: nowSeconds() + RESUME_ACCESS_MAX_AGE };
  const entries = [fresh, ...liveEntries(req).filter((e) => e.id !== resumeId)].slice(0, MAX_IDS);
  const value = entries.map((e) => `${e.id}.${e.expires}.${signatureFor(e)}`).join("~");
  // The fresh entry is the latest to expire, so the cookie lives exactly as long as its newest entry.
  return appendCookie(response, RESUME_ACCESS_COOKIE, value, RESUME_ACCESS_MAX_AGE);
}

/** Removes this browser's resume access (logout: the next person at a shared computer must not see it). */
export function clearResumeAccess(response: Response): Response {
  return clearCookie(response, RESUME_ACCESS_COOKIE);
}

export type ResumeOwner = { id: number; accountId: number | null };

export type Caller = { session: Session | null; resumeIds: number[] };

/** The caller's resume cookie and session, read once per request. */
export async function callerOf(req: Request): Promise<Caller> {
  return { session: await getSessionFromRequest(req), resumeIds: accessibleResumeIds(req) };
}

export function canAccessResume(caller: Caller, resume: ResumeOwner): boolean {
  if (caller.resumeIds.includes(resume.id)) return true;
  const s = caller.session;
  if (!s) return false;
  if (s.realm === "admin") return true;
  return resume.accountId !== null && s.accountId === resume.accountId;
}

export const isAdmin = (caller: Caller) => caller.session?.realm === "admin";
