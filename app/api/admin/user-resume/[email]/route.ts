import { adminRoute } from "@/lib/admin/route";
import { userResume } from "@/lib/admin/user-detail";
import { notFound } from "@/lib/api/errors";
import { adminEmailParamSchema } from "@/lib/validation/admin";

/** GET /api/admin/user-resume/{email}: the resume detail of the user-details dialog. */
export const GET = adminRoute<{ email: string }>(async (_req, { params }) => {
  const email = adminEmailParamSchema.safeParse(safeDecode(params.email));
  if (!email.success) throw notFound("No resume for this user");
  return Response.json(await userResume(email.data));
});

function safeDecode(v: string | undefined) {
  try {
    return decodeURIComponent(v ?? "");
  } catch {
    return "";
  }
}
