import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { submitContactMessage } from "@/lib/contact/service";
import { contactRequestSchema } from "@/lib/validation/contact";

/**
 * POST /api/contact {name, email, subject, message, kind?, website?} -> 201 { success: true }.
 * kind "contact" (the default: the /contact form) or "partner" (the /partners inquiry, subject
 * defaulting to "Partnership Inquiry"). Stored, then emailed to support (lib/contact/service.ts).
 * A filled honeypot (`website`) gets the same answer, with nothing stored or sent.
 */
export const POST = withPublic(
  async (req) => {
    const input = await readJson(req, contactRequestSchema, { maxBytes: 16 * 1024 });
    await submitContactMessage(input);
    return Response.json({ success: true, message: "Message sent" }, { status: 201 });
  },
  { rateLimit: RATE_LIMITS.contact },
);
