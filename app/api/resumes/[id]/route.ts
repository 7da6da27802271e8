import { parseId } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { callerOf } from "@/lib/resume/service/access";
import { getResumeForCaller } from "@/lib/resume/service/read";

/** GET /api/resumes/{id} -> { resume, jobMatches, positions } for its creator, owner or an admin; else 404. */
export const GET = withPublic<{ id: string }>(async (req, { params }) => {
  const id = parseId(params.id, "Resume");
  return Response.json(await getResumeForCaller({ caller: await callerOf(req), id }), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
