import { adminDeleteJobSearch, adminPatchJobSearch, adminUpdateJobSearch } from "@/lib/admin/job-searches";
import { adminRoute } from "@/lib/admin/route";
import { parseId, readJson } from "@/lib/api/body";
import { jobSearchPatchSchema, jobSearchSchema } from "@/lib/validation/job-search";

const NO_STORE = { "Cache-Control": "private, no-store" };
const BODY_LIMIT = { maxBytes: 16 * 1024 };

/** PUT /api/admin/job-searches/{id} -> any account's search with every field replaced (as PUT /api/job-searches/{id}). */
export const PUT = adminRoute<{ id: string }>(async (req, { params, admin, ip }) => {
  const id = parseId(params.id, "Job search");
  const input = await readJson(req, jobSearchSchema, BODY_LIMIT);
  return Response.json(await adminUpdateJobSearch(id, input, { admin, ip }), { headers: NO_STORE });
});

/** PATCH /api/admin/job-searches/{id} { any field } -> the updated search. */
export const PATCH = adminRoute<{ id: string }>(async (req, { params, admin, ip }) => {
  const id = parseId(params.id, "Job search");
  const patch = await readJson(req, jobSearchPatchSchema, BODY_LIMIT);
  return Response.json(await adminPatchJobSearch(id, patch, { admin, ip }), { headers: NO_STORE });
});

/** DELETE /api/admin/job-searches/{id} -> { deleted: true, id }. */
export const DELETE = adminRoute<{ id: string }>(async (_req, { params, admin, ip }) =>
  Response.json(await adminDeleteJobSearch(parseId(params.id, "Job search"), { admin, ip }), { headers: NO_STORE }),
);
