import { parseId, readJson } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { ownAccountId } from "@/lib/account/own";
import { deleteJobSearch, listJobSearches, patchJobSearch, updateJobSearch } from "@/lib/job-searches/service";
import { jobSearchPatchSchema, jobSearchSchema } from "@/lib/validation/job-search";

const NO_STORE = { "Cache-Control": "private, no-store" };
const BODY_LIMIT = { maxBytes: 16 * 1024 };

/**
 * GET /api/job-searches/{accountId} -> the caller's own searches (spec 02 §7). The segment is an
 * account id here and a search id for the other methods (Next allows one name per segment); any
 * account id but the caller's is 404.
 */
export const GET = withAccount<{ id: string }>(async (_req, { params, account }) => {
  const accountId = ownAccountId(params.id, account);
  return Response.json(await listJobSearches(accountId), { headers: NO_STORE });
});

/** PUT /api/job-searches/{id} -> the search with every field replaced (same fields as POST, no accountId). */
export const PUT = withAccount<{ id: string }>(async (req, { params, account }) => {
  const id = parseId(params.id, "Job search");
  const input = await readJson(req, jobSearchSchema, BODY_LIMIT);
  return Response.json(await updateJobSearch({ id, accountId: account.accountId, input }), { headers: NO_STORE });
});

/** PATCH /api/job-searches/{id} { any field, e.g. searchSimilarTitles } -> the updated search. */
export const PATCH = withAccount<{ id: string }>(async (req, { params, account }) => {
  const id = parseId(params.id, "Job search");
  const patch = await readJson(req, jobSearchPatchSchema, BODY_LIMIT);
  return Response.json(await patchJobSearch({ id, accountId: account.accountId, patch }), { headers: NO_STORE });
});

/** DELETE /api/job-searches/{id} -> { deleted: true, id }. */
export const DELETE = withAccount<{ id: string }>(async (_req, { params, account }) => {
  const id = parseId(params.id, "Job search");
  return Response.json(await deleteJobSearch({ id, accountId: account.accountId }), { headers: NO_STORE });
});
