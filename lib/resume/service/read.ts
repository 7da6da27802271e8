/** Reading resumes for a caller: not theirs (or not there) is the same 404. */
import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { jobMatches, positionDescriptions, resumes, type Resume } from "@/db/schema";
import { AppError, badRequest, notFound } from "@/lib/api/errors";
import { buildResumeDocx, resumeFileName } from "@/lib/resume/docx";
import { buildResumePdf } from "@/lib/resume/pdf";
import { canAccessResume, isAdmin, type Caller } from "./access";
import { presentResume, publicJobMatch, publicPosition, publicResume } from "./public";

export const RESUME_NOT_FOUND = "Resume not found";
export const VERIFY_TO_DOWNLOAD = "Please verify your email to download your resume.";

async function accessibleResume(caller: Caller, id: number, db: Database, message = RESUME_NOT_FOUND): Promise<Resume> {
  const [resume] = await db.select().from(resumes).where(eq(resumes.id, id));
  if (!resume || !canAccessResume(caller, resume)) throw notFound(message, "resume_not_found");
  return resume;
}

/** The id of a resume the caller may see, or a 404 with `message` (absent and not theirs look alike). */
export async function accessibleResumeId(caller: Caller, id: number, message: string, db: Database = defaultDb): Promise<number> {
  const [resume] = await db.select({ id: resumes.id, accountId: resumes.accountId }).from(resumes).where(eq(resumes.id, id));
  if (!resume || !canAccessResume(caller, resume)) throw notFound(message, "resume_not_found");
  return resume.id;
}

export async function jobMatchesOf(resumeId: number, db: Database = defaultDb) {
  const rows = await db
    .select()
    .from(jobMatches)
    .where(eq(jobMatches.resumeId, resumeId))
    .orderBy(desc(jobMatches.matchScore), asc(jobMatches.id));
  return rows.map(publicJobMatch);
}

export async function getResumeForCaller({ caller, id, db = defaultDb }: { caller: Caller; id: number; db?: Database }) {
  const resume = await accessibleResume(caller, id, db);
  const positions = await db
    .select()
    .from(positionDescriptions)
    .where(eq(positionDescriptions.resumeId, id))
    .orderBy(asc(positionDescriptions.position), asc(positionDescriptions.id));
  return {
    ...presentResume(publicResume(resume), await jobMatchesOf(id, db), { admin: isAdmin(caller) }),
    positions: positions.map(publicPosition),
  };
}

/**
 * Only an admin, or an account asking for its own email's resume once that resume is linked to
 * it (linking needs the verified resume, see lib/account/create.ts): signing up does not prove
 * the email, so a matching address alone is not enough. Anything else looks absent.
 */
export async function getResumeByEmail({ caller, email, db = defaultDb }: { caller: Caller; email: string; db?: Database }) {
  const s = caller.session;
  const admin = isAdmin(caller);
  const own = s?.realm === "account" && s.email.toLowerCase() === email;
  if (!admin && !own) throw notFound(RESUME_NOT_FOUND, "resume_not_found");
  // Unverified duplicates may share the address (./create.ts): the verified one, else the first.
  const resume = await primaryResume(email, db);
  if (!resume || (!admin && (s?.realm !== "account" || resume.accountId !== s.accountId))) throw notFound(RESUME_NOT_FOUND, "resume_not_found");
  return { resume: presentResume(publicResume(resume), [], { admin }).resume };
}

/** The resume an address stands for: its verified one, else the first it made. */
export async function primaryResume(email: string, db: Database = defaultDb) {
  const [row] = await db
    .select()
    .from(resumes)
    .where(eq(resumes.email, email))
    .orderBy(desc(resumes.emailVerified), asc(resumes.id))
    .limit(1);
  return row;
}

export type ResumeFile = { body: Buffer; fileName: string; contentType: string };

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** The Word file once the email is verified; admins may also ask for a PDF. */
export async function resumeFileForCaller(opts: {
  caller: Caller;
  id: number;
  format: "docx" | "pdf";
  db?: Database;
}): Promise<ResumeFile> {
  const resume = await accessibleResume(opts.caller, opts.id, opts.db ?? defaultDb);
  const admin = isAdmin(opts.caller);
  if (!resume.emailVerified && !admin) throw new AppError(403, VERIFY_TO_DOWNLOAD);
  if (opts.format === "pdf") {
    if (!admin) throw badRequest("Only the Word (.docx) download is available");
    return { body: buildResumePdf(resume), fileName: resumeFileName(resume.name, { extension: "pdf" }), contentType: "application/pdf" };
  }
  return { body: await buildResumeDocx(resume), fileName: resumeFileName(resume.name), contentType: DOCX };
}
