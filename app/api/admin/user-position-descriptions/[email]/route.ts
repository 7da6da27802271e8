import { adminRoute } from "@/lib/admin/route";
import { userPositionDescriptions } from "@/lib/admin/user-detail";
import { adminEmailParamSchema } from "@/lib/validation/admin";

/** GET /api/admin/user-position-descriptions/{email}: the positions of that user's resume ([] when none). */
export const GET = adminRoute<{ email: string }>(async (_req, { params }) => {
  let raw = "";
  try {
    raw = decodeURIComponent(params.email ?? "");
  } catch {
    return Response.json([]);
  }
  const email = adminEmailParamSchema.safeParse(raw);
  return Response.json(email.success ? await userPositionDescriptions(email.data) : []);
});
