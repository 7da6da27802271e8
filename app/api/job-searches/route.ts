import { readJson } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { ACCOUNT_NOT_FOUND } from "@/lib/account/own";
import { createJobSearch } from "@/lib/job-searches/service";
import { jobSearchCreateSchema } from "@/lib/validation/job-search";

/**
 * POST /api/job-searches { name, preferredJobTitles, preferredLocations, minSalary?, maxSalary?,
 * experienceYears?, remoteWork?, searchSimilarTitles?, accountId? } -> 201 the new search. The
 * search belongs to the session's account; an accountId naming anyone else is 404. 403 without
 * premium access, 409 at the limit of 3.
 */
export const POST = withAccount(async (req, { account }) => {
  const { accountId, ...input } = await readJson(req, jobSearchCreateSchema, { maxBytes: 16 * 1024 });
  if (accountId !== undefined && accountId !== account.accountId) throw notFound(ACCOUNT_NOT_FOUND);
  const search = await createJobSearch({ accountId: account.accountId, input });
  return Response.json(search, { status: 201 });
});
