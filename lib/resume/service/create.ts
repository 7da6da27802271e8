/**
 * Creating a resume (POST /api/resumes): translate, match jobs, then write the resume, its
 * positions and its job matches in one transaction (all or nothing). An address that already has
 * a resume is answered exactly like a new one, so the form cannot tell anyone who has a resume;
 * the second resume's verification email is then a fresh link to the first (./verify.ts), and
 * only one resume per email can ever be verified (a partial unique index).
 * The funnel steps form_submitted, translation_started and translation_completed are recorded on
 * the visitor's one resume_attempts row (lib/analytics/funnel.ts), which ends linked to the resume.
 */
import "server-only";
import { db as defaultDb, type Database } from "@/db/client";
import { jobMatches, positionDescriptions, resumes } from "@/db/schema";
import { recordFunnelEvent, type FunnelEventInput } from "@/lib/analytics/funnel";
import { matchJobsForResume, toJobMatchRows } from "@/lib/jobs/match";
import { translateResume, type TranslateResumeDeps } from "@/lib/resume/translate/router";
import { usageColumns } from "@/lib/resume/translate/usage";
import type { CreateResumeRequest } from "@/lib/validation/resume";
import { publicJobMatch, publicResume } from "./public";

export type CreateResumeOptions = {
  input: CreateResumeRequest;
  ip: string;
  userAgent: string | null;
  signal?: AbortSignal;
  db?: Database;
  translateDeps?: TranslateResumeDeps;
};

export async function createResume(opts: CreateResumeOptions) {
  const db = opts.db ?? defaultDb;
  const started = performance.now();
  const { personalInfo, positions, sessionId } = opts.input;
  const funnel = (step: Pick<FunnelEventInput, "event" | "resumeId" | "contact" | "properties">) =>
    recordFunnelEvent({ ...step, sessionId, email: personalInfo.email, ip: opts.ip, userAgent: opts.userAgent, db });
  await funnel({ event: "form_submitted", contact: personalInfo });

  await funnel({ event: "translation_started" });
  const translation = await translateResume(
    { personalInfo, positions },
    { signal: opts.signal, deps: { db, ...opts.translateDeps } },
  );
  const matches = await matchJobsForResume({ resume: { ...translation, location: personalInfo.location }, db });
  const { metadata: _meta, fallbackFrom: _from, ...content } = translation;

  const created = await db.transaction(async (tx) => {
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

  // Recorded once the translated resume is saved, so the step links the attempt to its resume.
  await funnel({
    event: "translation_completed",
    resumeId: created.resume.id,
    properties: {
      aiModelUsed: translation.metadata.engine,
      model: translation.metadata.model,
      processingTimeMs: created.resume.processingTimeMs,
      fallbackFrom: translation.fallbackFrom ?? null,
    },
  });
  return { resume: publicResume(created.resume), matches: created.matchRows.map(publicJobMatch) };
}
