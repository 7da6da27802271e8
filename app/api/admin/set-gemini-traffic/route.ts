import { setGeminiTraffic } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";
import { readJson } from "@/lib/api/body";
import { geminiTrafficSchema } from "@/lib/validation/ai";

/** POST /api/admin/set-gemini-traffic {percentage 0..100} -> { percentage, message }. */
export const POST = adminRoute(async (req, { admin, ip }) => {
  const { percentage } = await readJson(req, geminiTrafficSchema);
  return Response.json(await setGeminiTraffic(percentage, { admin, ip }));
});
