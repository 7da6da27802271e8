/**
 * Saved job searches (spec 02 §2 "/job-searches", §6 "Premium account: create, edit, toggle,
 * delete up to 3 job searches"). Every function takes the caller's account id from the session
 * and filters on it, so another account's search is simply not found (404). Changing searches
 * needs premium access (lib/guides/access.ts); reading one's own list does not.
 */
import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accounts, jobSearches, type JobSearch } from "@/db/schema";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import { constants } from "@/lib/config/public";
import { hasPremiumAccess } from "@/lib/guides/access";
import {
  JOB_SEARCH_MESSAGES,
  jobSearchSchema,
  type JobSearchData,
  type JobSearchPatchData,
  type JobSearchView,
} from "@/lib/validation/job-search";

export const JOB_SEARCH_NOT_FOUND = "Job search not found";
export const PREMIUM_REQUIRED =
  "Custom job searches are a Premium feature. Upgrade to Premium to create and manage job searches.";
export const LIMIT_REACHED = JOB_SEARCH_MESSAGES.limitReached;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;
/**
 * `staff`: an admin acts on the account's searches (issue 12: "the owning premium account, or an
 * admin"); the premium rule is the account holder's, so staff may also pause or remove the
 * searches of an account whose premium has ended. The 3-search limit holds for everyone.
 */
type Deps = { db?: Database; now?: Date; staff?: boolean };

export function toJobSearchView(row: JobSearch): JobSearchView {
  return {
    id: row.id,
    accountId: row.accountId,
    name: row.name,
    preferredJobTitles: row.preferredJobTitles,
    preferredLocations: row.preferredLocations,
    minSalary: row.minSalary,
    maxSalary: row.maxSalary,
    experienceYears: row.experienceYears,
    remoteWork: row.remoteWork,
    searchSimilarTitles: row.searchSimilarTitles,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's searches, oldest first (the order they were created in). */
export async function listJobSearches(accountId: number, { db = defaultDb }: Deps = {}): Promise<JobSearchView[]> {
  const rows = await db
    .select()
    .from(jobSearches)
    .where(eq(jobSearches.accountId, accountId))
    .orderBy(asc(jobSearches.createdAt), asc(jobSearches.id));
  return rows.map(toJobSearchView);
}

/**
 * 403 unless the account has premium access now. With `lock`, the account row stays locked
 * (SELECT ... FOR UPDATE) until the transaction ends: creates of one account queue behind each
 * other, so two at once cannot both see 2 searches and both insert a third.
 */
async function requirePremium(tx: Executor, accountId: number, now: Date, { lock = false, staff = false } = {}) {
  const query = tx
    .select({
      subscriptionTier: accounts.subscriptionTier,
      subscriptionStatus: accounts.subscriptionStatus,
      subscriptionEndDate: accounts.subscriptionEndDate,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const [row] = lock ? await query.for("update") : await query;
  // The session was checked against this row a moment ago; a vanished account is not found.
  if (!row) throw notFound("Account not found");
  if (!staff && !hasPremiumAccess(row, now)) throw forbidden(PREMIUM_REQUIRED);
}

const own = (id: number, accountId: number) => and(eq(jobSearches.id, id), eq(jobSearches.accountId, accountId));

/** POST: a new search for a premium account with fewer than 3 (409 at the limit). */
export async function createJobSearch({
  accountId,
  input,
  db = defaultDb,
  now = new Date(),
  staff = false,
}: { accountId: number; input: JobSearchData } & Deps): Promise<JobSearchView> {
  return db.transaction(async (tx) => {
    await requirePremium(tx, accountId, now, { lock: true, staff });
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(jobSearches).where(eq(jobSearches.accountId, accountId));
    if (n >= constants.maxJobSearches) throw conflict(LIMIT_REACHED);
    const [row] = await tx.insert(jobSearches).values({ ...fieldsOf(input), accountId }).returning();
    return toJobSearchView(row!);
  });
}

/** PUT: replaces every field of one of the account's searches. */
export async function updateJobSearch({
  id,
  accountId,
  input,
  db = defaultDb,
  now = new Date(),
  staff = false,
}: { id: number; accountId: number; input: JobSearchData } & Deps): Promise<JobSearchView> {
  return db.transaction(async (tx) => {
    await requirePremium(tx, accountId, now, { staff });
    const [row] = await tx.update(jobSearches).set(fieldsOf(input)).where(own(id, accountId)).returning();
    if (!row) throw notFound(JOB_SEARCH_NOT_FOUND);
    return toJobSearchView(row);
  });
}

/**
 * PATCH: changes only the fields given (e.g. { searchSimilarTitles }); the merged search must
 * still be valid as a whole (a ZodError, answered 422, when e.g. minSalary would exceed maxSalary).
 */
export async function patchJobSearch({
  id,
  accountId,
  patch,
  db = defaultDb,
  now = new Date(),
  staff = false,
}: { id: number; accountId: number; patch: JobSearchPatchData } & Deps): Promise<JobSearchView> {
  return db.transaction(async (tx) => {
    await requirePremium(tx, accountId, now, { staff });
    const [current] = await tx.select().from(jobSearches).where(own(id, accountId)).for("update");
    if (!current) throw notFound(JOB_SEARCH_NOT_FOUND);
    const { isActive, ...changes } = patch;
    const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
    const merged = jobSearchSchema.parse({ ...fieldsOf(current), ...defined });
    const [row] = await tx
      .update(jobSearches)
      .set({ ...fieldsOf(merged), ...(isActive === undefined ? {} : { isActive }) })
      .where(own(id, accountId))
      .returning();
    return toJobSearchView(row!);
  });
}

/** PATCH .../toggle and .../toggle-active: turns the search on or off. */
export async function setJobSearchActive({
  id,
  accountId,
  isActive,
  db = defaultDb,
  now = new Date(),
  staff = false,
}: { id: number; accountId: number; isActive: boolean } & Deps): Promise<JobSearchView> {
  return db.transaction(async (tx) => {
    await requirePremium(tx, accountId, now, { staff });
    const [row] = await tx.update(jobSearches).set({ isActive }).where(own(id, accountId)).returning();
    if (!row) throw notFound(JOB_SEARCH_NOT_FOUND);
    return toJobSearchView(row);
  });
}

/** DELETE: removes one of the account's searches. */
export async function deleteJobSearch({
  id,
  accountId,
  db = defaultDb,
  now = new Date(),
  staff = false,
}: { id: number; accountId: number } & Deps): Promise<{ deleted: true; id: number }> {
  return db.transaction(async (tx) => {
    await requirePremium(tx, accountId, now, { staff });
    const [row] = await tx.delete(jobSearches).where(own(id, accountId)).returning({ id: jobSearches.id });
    if (!row) throw notFound(JOB_SEARCH_NOT_FOUND);
    return { deleted: true as const, id: row.id };
  });
}

/** The account a search belongs to (404 when there is no such search): for staff, who act by search id. */
export async function ownerOfJobSearch(id: number, { db = defaultDb }: Pick<Deps, "db"> = {}): Promise<number> {
  const [row] = await db.select({ accountId: jobSearches.accountId }).from(jobSearches).where(eq(jobSearches.id, id));
  if (!row) throw notFound(JOB_SEARCH_NOT_FOUND);
  return row.accountId;
}

/** The columns a create or update writes (never id, accountId, isActive or the dates). */
function fieldsOf(d: JobSearchData | JobSearch) {
  return {
    name: d.name,
    preferredJobTitles: d.preferredJobTitles,
    preferredLocations: d.preferredLocations,
    minSalary: d.minSalary,
    maxSalary: d.maxSalary,
    experienceYears: d.experienceYears,
    remoteWork: d.remoteWork,
    searchSimilarTitles: d.searchSimilarTitles,
  };
}
