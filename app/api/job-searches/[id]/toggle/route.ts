import { parseId, readJson } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { setJobSearchActive } from "@/lib/job-searches/service";
import { jobSearchToggleSchema } from "@/lib/validation/job-search";

/** PATCH /api/job-searches/{id}/toggle { isActive } -> the search, turned on or off (spec 02 §7). */
export const PATCH = withAccount<{ id: string }>(async (req, { params, account }) => {
  const id = parseId(params.id, "Job search");
  const { isActive } = await readJson(req, jobSearchToggleSchema, { maxBytes: 1024 });
  const search = await setJobSearchActive({ id, accountId: account.accountId, isActive });
  return Response.json(search, { headers: { "Cache-Control": "private, no-store" } });
});
