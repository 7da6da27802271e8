/**
 * Staff acting on an account's saved job searches (issue 12: the searches are "the owning premium
 * account's, or an admin's"): the same service, schema, 404s and 3-search limit as the account
 * holder's routes, without the premium rule (staff may pause or remove the searches of an account
 * whose premium ended), and every change written to the admin audit log.
 */
import "server-only";
import {
  createJobSearch,
  deleteJobSearch,
  ownerOfJobSearch,
  patchJobSearch,
  setJobSearchActive,
  updateJobSearch,
} from "@/lib/job-searches/service";
import type { JobSearchData, JobSearchPatchData, JobSearchView } from "@/lib/validation/job-search";
import type { Actor } from "./actions";
import { recordAdminAction } from "./audit";

type Change = "create" | "update" | "patch" | "toggle" | "delete";

async function audit(actor: Actor, change: Change, accountId: number, searchId: number, details: Record<string, unknown> = {}) {
  await recordAdminAction({
    ...actor,
    action: "change_job_search",
    targetType: "account",
    targetId: accountId,
    details: { change, searchId, ...details },
  });
}

export async function adminCreateJobSearch(accountId: number, input: JobSearchData, actor: Actor): Promise<JobSearchView> {
  const search = await createJobSearch({ accountId, input, staff: true });
  await audit(actor, "create", accountId, search.id);
  return search;
}

export async function adminUpdateJobSearch(id: number, input: JobSearchData, actor: Actor): Promise<JobSearchView> {
  const accountId = await ownerOfJobSearch(id);
  const search = await updateJobSearch({ id, accountId, input, staff: true });
  await audit(actor, "update", accountId, id);
  return search;
}

export async function adminPatchJobSearch(id: number, patch: JobSearchPatchData, actor: Actor): Promise<JobSearchView> {
  const accountId = await ownerOfJobSearch(id);
  const search = await patchJobSearch({ id, accountId, patch, staff: true });
  await audit(actor, "patch", accountId, id, { fields: Object.keys(patch) });
  return search;
}

export async function adminSetJobSearchActive(id: number, isActive: boolean, actor: Actor): Promise<JobSearchView> {
  const accountId = await ownerOfJobSearch(id);
  const search = await setJobSearchActive({ id, accountId, isActive, staff: true });
  await audit(actor, "toggle", accountId, id, { isActive });
  return search;
}

export async function adminDeleteJobSearch(id: number, actor: Actor): Promise<{ deleted: true; id: number }> {
  const accountId = await ownerOfJobSearch(id);
  const result = await deleteJobSearch({ id, accountId, staff: true });
  await audit(actor, "delete", accountId, id);
  return result;
}
