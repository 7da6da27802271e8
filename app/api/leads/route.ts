import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { submitLead } from "@/lib/leads/leads";
import { leadSchema } from "@/lib/validation/lead";

/**
 * POST /api/leads — a lead landing form: stores the lead and emails a verification link. A known
 * address gets the same 201 and a fresh link in its mailbox (lib/leads/leads.ts submitLead).
 */
export const POST = withPublic(
  async (req) => {
    const input = await readJson(req, leadSchema, { maxBytes: 4 * 1024 });
    const lead = await submitLead(input);
    return Response.json({ success: true, lead }, { status: 201 });
  },
  { rateLimit: RATE_LIMITS.lead },
);
