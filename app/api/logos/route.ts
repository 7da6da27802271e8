import { withPublic } from "@/lib/api/handler";
import { listLogos } from "@/lib/logos/logos";

/** GET /api/logos — agency logos for the landing page and lead variant C: [{ id, name, level }]. */
export const GET = withPublic(async () =>
  Response.json(await listLogos(), { headers: { "Cache-Control": "public, max-age=300" } }),
);
