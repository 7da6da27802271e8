import { adminSetJobSearchActive } from "@/lib/admin/job-searches";
import { adminRoute } from "@/lib/admin/route";
import { parseId, readJson } from "@/lib/api/body";
import { jobSearchToggleSchema } from "@/lib/validation/job-search";

/** PATCH /api/admin/job-searches/{id}/toggle { isActive } -> any account's search, turned on or off. */
export const PATCH = adminRoute<{ id: string }>(async (req, { params, admin, ip }) => {
  const id = parseId(params.id, "Job search");
  const { isActive } = await readJson(req, jobSearchToggleSchema, { maxBytes: 1024 });
  return Response.json(await adminSetJobSearchActive(id, isActive, { admin, ip }), { headers: { "Cache-Control": "private, no-store" } });
});
