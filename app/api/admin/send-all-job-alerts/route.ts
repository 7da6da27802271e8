import { sendEveryJobAlert } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";

/** POST /api/admin/send-all-job-alerts -> { sent, skipped, failed }. */
export const POST = adminRoute(async (_req, { admin, ip }) => Response.json(await sendEveryJobAlert({ admin, ip })));
