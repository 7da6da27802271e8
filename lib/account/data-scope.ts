/**
 * Which rows are "about" an account, for the data export and the account deletion: one
 * definition, so what a person can download is what deleting removes.
 *
 * Rows that name the account's id belong to it. Rows that only carry its email address are
 * included where the address is the link (email tracking, outbox, leads, contact messages,
 * waitlist) or where no other account claims them (payments, cancellations, resume attempts).
 * Resumes are exported only when linked to the account (by resumes.accountId or accounts.resumeId):
 * signing up does not prove the email, so an unlinked resume that merely carries the same address
 * is never handed out. Deletion removes those unlinked resumes too (the person asked for their
 * address to be erased), but never a resume linked to another account.
 */
import "server-only";
import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { accounts, resumeAttempts, resumes } from "@/db/schema";
import type { PgColumn } from "drizzle-orm/pg-core";
import { accountResumesWhere } from "./resumes";

export type AccountScope = { accountId: number; email: string; resumeId: number | null };

/** The database or a transaction of it. */
export type Queryable = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Case-insensitive match of an email column (addresses are stored lower-cased, older rows may not be). */
export const sameEmail = (column: PgColumn, email: string): SQL => sql`lower(${column}) = ${email.toLowerCase()}`;

/** `column IN (ids)`, false for no ids. */
export const inIds = (column: PgColumn, ids: number[]): SQL => (ids.length ? inArray(column, ids) : sql`false`);

export async function loadAccountScope(db: Queryable, accountId: number): Promise<AccountScope | null> {
  const [row] = await db
    .select({ accountId: accounts.id, email: accounts.email, resumeId: accounts.resumeId })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/** The account's own resumes: linked by resumes.accountId or as accounts.resumeId. */
export async function linkedResumeIds(db: Queryable, scope: AccountScope): Promise<number[]> {
  const rows = await db.select({ id: resumes.id }).from(resumes).where(accountResumesWhere(scope.accountId, scope.resumeId));
  return rows.map((r) => r.id);
}

/** What deletion removes: the linked resumes plus unlinked ones that carry the account's address. */
export async function erasableResumeIds(db: Queryable, scope: AccountScope): Promise<number[]> {
  const linked = await linkedResumeIds(db, scope);
  const byEmail = await db
    .select({ id: resumes.id })
    .from(resumes)
    .where(and(sameEmail(resumes.email, scope.email), isNull(resumes.accountId)));
  return [...new Set([...linked, ...byEmail.map((r) => r.id)])];
}

/** Rows of a table with an account id and an email column: the account's, or unclaimed ones with its address. */
export function ownedOrUnclaimed(idColumn: PgColumn, emailColumn: PgColumn, scope: AccountScope): SQL {
  return or(eq(idColumn, scope.accountId), and(isNull(idColumn), sameEmail(emailColumn, scope.email)))!;
}

/** The account's resume attempts (the per-visitor funnel rows). */
export function attemptsWhere(scope: AccountScope, resumeIds: number[], { byEmail }: { byEmail: boolean }): SQL {
  return or(
    eq(resumeAttempts.accountId, scope.accountId),
    inIds(resumeAttempts.resumeId, resumeIds),
    byEmail ? and(isNull(resumeAttempts.accountId), sameEmail(resumeAttempts.email, scope.email)) : sql`false`,
  )!;
}
