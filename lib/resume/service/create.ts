/**
 * Creating a resume (POST /api/resumes): one resume per email; translate, match jobs, then write
 * the resume, its positions and its job matches in one transaction (all or nothing).
 */
import { and, desc, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { jobMatches, positionDescriptions, resumeAttempts, resumes } from "@/db/schema";
import { conflict } from "@/lib/api/errors";
import { matchJobsForResume, toJobMatchRows } from "@/lib/jobs/match";
import { translateResume, type TranslateResumeDeps } from "@/lib/resume/translate/router";
import { usageColumns } from "@/lib/resume/translate/usage";
import type { CreateResumeRequest } from "@/lib/validation/resume";
import { publicJobMatch, publicResume } from "./public";

export const EMAIL_HAS_RESUME = "Email already has a resume";

export type CreateResumeOptions = {
  input: CreateResumeRequest;
  ip: string;
  userAgent: string | null;
  signal?: AbortSignal;
  db?: Database;
  translateDeps?: TranslateResumeDeps;
};

function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

export async function emailHasResume(email: string, db: Database = defaultDb): Promise<boolean> {
  const [row] = await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.email, email)).limit(1);
  return Boolean(row);
}

export async function createResume(opts: CreateResumeOptions) {
  const db = opts.db ?? defaultDb;
  const started = performance.now();
  const { personalInfo, positions, sessionId } = opts.input;
  // Checked first so a duplicate costs no translation; the unique index settles races below.
  if (await emailHasResume(personalInfo.email, db)) throw conflict(EMAIL_HAS_RESUME);

  const translation = await translateResume(
    { personalInfo, positions },
    { signal: opts.signal, deps: { db, ...opts.translateDeps } },
  );
  const matches = await matchJobsForResume({ resume: { ...translation, location: personalInfo.location }, db });
  const { metadata: _meta, fallbackFrom: _from, ...content } = translation;

  let created;
  try {
    created = await db.transaction(async (tx) => {
      const [resume] = await tx
        .insert(resumes)
        .values({
          ...personalInfo,
          linkedinUrl: personalInfo.linkedinUrl || null,
          ...content,
          ...usageColumns(translation.metadata, performance.now() - started),
        })
        .returning();
      await tx.insert(positionDescriptions).values(
        positions.map((p, i) => ({ ...p, agency: p.agency || null, resumeId: resume!.id, position: i })),
      );
      const matchRows = matches.length
        ? await tx.insert(jobMatches).values(toJobMatchRows(resume!.id, matches)).returning()
        : [];
      return { resume: resume!, matchRows };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_HAS_RESUME);
    throw error;
  }

  await recordAttempt(db, { ...opts, resumeId: created.resume.id, sessionId }).catch((error) =>
    console.error("[resume] could not record resume attempt", error),
  );
  return { resume: publicResume(created.resume), matches: created.matchRows.map(publicJobMatch) };
}

/** Marks this visitor's open attempt (same session, else same email) as done, or records a new one. */
async function recordAttempt(
  db: Database,
  opts: CreateResumeOptions & { resumeId: number; sessionId?: string },
) {
  const { personalInfo } = opts.input;
  const values = {
    email: personalInfo.email,
    name: personalInfo.name,
    phone: personalInfo.phone,
    location: personalInfo.location,
    education: personalInfo.education,
    linkedinUrl: personalInfo.linkedinUrl || null,
    hasCreatedResume: true,
    resumeId: opts.resumeId,
    userAgent: opts.userAgent,
    ipAddress: opts.ip,
    lastEvent: "translation_completed",
    lastActivityAt: new Date(),
  };
  const match = opts.sessionId ? eq(resumeAttempts.sessionId, opts.sessionId) : eq(resumeAttempts.email, personalInfo.email);
  const [open] = await db
    .select({ id: resumeAttempts.id })
    .from(resumeAttempts)
    .where(and(match, eq(resumeAttempts.hasCreatedResume, false)))
    .orderBy(desc(resumeAttempts.lastActivityAt))
    .limit(1);
  if (open) await db.update(resumeAttempts).set(values).where(eq(resumeAttempts.id, open.id));
  else await db.insert(resumeAttempts).values({ ...values, sessionId: opts.sessionId ?? null });
}
