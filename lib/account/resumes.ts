/**
 * The resumes of an account (the My Resume tab and GET /api/resumes): those linked to it, by
 * resumes.accountId or as the resume it was created from (accounts.resumeId). Never anyone else's.
 */
import "server-only";
import { desc, eq, or, sql, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, resumes } from "@/db/schema";

export type AccountResume = {
  id: number;
  name: string;
  email: string;
  location: string;
  summary: string;
  /** The suggested private-sector roles, best first. */
  privateSectorRoles: string[];
  emailVerified: boolean;
  /** The Word download works once the email is verified. */
  canDownload: boolean;
  createdAt: Date;
};

/** Rows of `resumes` that belong to the account. */
export function accountResumesWhere(accountId: number, resumeId: number | null): SQL {
  return resumeId === null ? eq(resumes.accountId, accountId) : or(eq(resumes.accountId, accountId), eq(resumes.id, resumeId))!;
}

/** The resume the account was created from first, then the newest. */
export function accountResumesOrder(resumeId: number | null): SQL[] {
  return [desc(sql`(${resumes.id} = ${resumeId ?? 0})`), desc(resumes.createdAt), desc(resumes.id)];
}

export async function listAccountResumes(accountId: number, db: Database = defaultDb): Promise<AccountResume[]> {
  const [account] = await db.select({ resumeId: accounts.resumeId }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!account) return [];
  const rows = await db
    .select({
      id: resumes.id,
      name: resumes.name,
      email: resumes.email,
      location: resumes.location,
      summary: resumes.summary,
      privateSectorRoles: resumes.privateSectorRoles,
      emailVerified: resumes.emailVerified,
      accountId: resumes.accountId,
      createdAt: resumes.createdAt,
    })
    .from(resumes)
    .where(accountResumesWhere(accountId, account.resumeId))
    .orderBy(...accountResumesOrder(account.resumeId));
  // The download route (lib/resume/service/access.ts) serves an account the resumes whose accountId is its own.
  return rows.map(({ accountId: owner, ...r }) => ({ ...r, canDownload: r.emailVerified && owner === accountId }));
}
