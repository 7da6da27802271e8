/**
 * The user-details dialog (spec 02 §3 "User resume detail", "Position description"): the resume
 * an email stands for (its verified one, else the newest) and that resume's positions.
 */
import "server-only";
import { asc, desc, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { positionDescriptions, resumes } from "@/db/schema";
import { notFound } from "@/lib/api/errors";

export const USER_RESUME_NOT_FOUND = "No resume for this user";

async function resumeIdFor(email: string, db: Database): Promise<number | null> {
  const [row] = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(eq(resumes.email, email.toLowerCase()))
    .orderBy(desc(resumes.emailVerified), desc(resumes.createdAt), desc(resumes.id))
    .limit(1);
  return row?.id ?? null;
}

export async function userResume(email: string, { db = defaultDb }: { db?: Database } = {}) {
  const id = await resumeIdFor(email, db);
  if (!id) throw notFound(USER_RESUME_NOT_FOUND);
  const [r] = await db
    .select({
      id: resumes.id,
      email: resumes.email,
      phone: resumes.phone,
      location: resumes.location,
      education: resumes.education,
      linkedinUrl: resumes.linkedinUrl,
      emailVerified: resumes.emailVerified,
      createdAt: resumes.createdAt,
      privateSectorRoles: resumes.privateSectorRoles,
      skills: resumes.skills,
      systemsAndTools: resumes.systemsAndTools,
      certifications: resumes.certifications,
      summary: resumes.summary,
      translatedResume: resumes.translatedResume,
    })
    .from(resumes)
    .where(eq(resumes.id, id));
  return r!;
}

export async function userPositionDescriptions(email: string, { db = defaultDb }: { db?: Database } = {}) {
  const id = await resumeIdFor(email, db);
  if (!id) return [];
  return db
    .select({
      id: positionDescriptions.id,
      jobTitle: positionDescriptions.jobTitle,
      agency: positionDescriptions.agency,
      location: positionDescriptions.location,
      startDate: positionDescriptions.startDate,
      endDate: positionDescriptions.endDate,
      description: positionDescriptions.description,
    })
    .from(positionDescriptions)
    .where(eq(positionDescriptions.resumeId, id))
    .orderBy(asc(positionDescriptions.position), asc(positionDescriptions.id))
    .limit(50);
}
