import { adminRoute } from "@/lib/admin/route";
import { parseId } from "@/lib/api/body";
import { listJobSearches } from "@/lib/job-searches/service";

/**
 * GET /api/admin/accounts/{id}/job-searches -> { searches }: an account's saved searches for staff
 * (issue 12: the searches are the owning account's, "or an admin's"), shown in the user details.
 */
export const GET = adminRoute<{ id: string }>(async (_req, { params }) =>
  Response.json({ searches: await listJobSearches(parseId(params.id, "Account")) }),
);
