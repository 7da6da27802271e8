/**
 * Who may see a resume. A resume holds a person's contact details, so a bare id is never enough:
 * - the browser that created it (or followed its emailed link) holds an access cookie listing
 *   HMAC-signed ids (httpOnly, so page scripts cannot read or forge it);
 * - the account that owns it (resumes.accountId);
 * - an admin.
 * Everyone else gets 404, the same answer as for an id that does not exist, so ids cannot be probed.
 */
import { getSessionFromRequest, type Session } from "@/lib/auth";
import { sessionCookieOptions } from "@/lib/auth/session";
import { readCookie } from "@/lib/api/request";
import { env } from "@/lib/env";
import { sign, verifySignature } from "@/lib/security/tokens";

export const RESUME_ACCESS_COOKIE = "cs_resume_access";
export const RESUME_ACCESS_MAX_AGE = 30 * 24 * 60 * 60;
/** A browser rarely makes more than a few resumes; the cap keeps the cookie small. */
const MAX_IDS = 10;

const signatureFor = (id: number) => sign(`resume-access:${id}`, env().authSecret);

/** The resume ids whose signature checks out; anything malformed is ignored. */
export function accessibleResumeIds(req: Request): number[] {
  const raw = readCookie(req, RESUME_ACCESS_COOKIE);
  if (!raw) return [];
  const ids: number[] = [];
  for (const entry of raw.split("~")) {
    const m = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(entry);
    if (!m) continue;
    const id = Number(m[1]);
    if (verifySignature(`resume-access:${id}`, m[2]!, env().authSecret) && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Adds (or refreshes) access to `resumeId` for this browser, keeping its other resumes. */
export function grantResumeAccess(response: Response, req: Request, resumeId: number): Response {
  const ids = [resumeId, ...accessibleResumeIds(req).filter((id) => id !== resumeId)].slice(0, MAX_IDS);
  const value = ids.map((id) => `${id}.${signatureFor(id)}`).join("~");
  const { secure } = sessionCookieOptions(RESUME_ACCESS_MAX_AGE);
  response.headers.append(
    "Set-Cookie",
    `${RESUME_ACCESS_COOKIE}=${value}; Path=/; Max-Age=${RESUME_ACCESS_MAX_AGE}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
  );
  return response;
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
