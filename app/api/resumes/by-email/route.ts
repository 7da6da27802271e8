import { notFound } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { callerOf } from "@/lib/resume/service/access";
import { getResumeByEmail, RESUME_NOT_FOUND } from "@/lib/resume/service/read";
import { emailSchema } from "@/lib/validation/common";

/** GET /api/resumes/by-email?email= -> { resume }, only for the logged-in account's own email or an admin. */
export const GET = withPublic(async (req) => {
  const email = emailSchema.safeParse(new URL(req.url).searchParams.get("email") ?? "");
  if (!email.success) throw notFound(RESUME_NOT_FOUND, "resume_not_found");
  return Response.json(await getResumeByEmail({ caller: await callerOf(req), email: email.data }), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
