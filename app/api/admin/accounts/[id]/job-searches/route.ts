import { adminCreateJobSearch } from "@/lib/admin/job-searches";
import { adminRoute } from "@/lib/admin/route";
import { parseId, readJson } from "@/lib/api/body";
import { listJobSearches } from "@/lib/job-searches/service";
import { jobSearchSchema } from "@/lib/validation/job-search";

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * GET /api/admin/accounts/{id}/job-searches -> the account's saved searches, oldest first (the
 * same list GET /api/job-searches/{accountId} gives the account itself), for the user details.
 */
export const GET = adminRoute<{ id: string }>(async (_req, { params }) =>
  Response.json(await listJobSearches(parseId(params.id, "Account")), { headers: NO_STORE }),
);

/**
 * POST /api/admin/accounts/{id}/job-searches { same fields as POST /api/job-searches, no
 * accountId } -> 201 the new search; 404 for an unknown account, 409 at the limit of 3.
 */
export const POST = adminRoute<{ id: string }>(async (req, { params, admin, ip }) => {
  const accountId = parseId(params.id, "Account");
  const input = await readJson(req, jobSearchSchema, { maxBytes: 16 * 1024 });
  return Response.json(await adminCreateJobSearch(accountId, input, { admin, ip }), { status: 201, headers: NO_STORE });
});
