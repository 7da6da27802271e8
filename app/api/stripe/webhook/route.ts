import { readBody } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { handleStripeEvent, verifyStripeEvent } from "@/lib/billing/webhook";

/** Stripe's events are a few kilobytes; this bounds what an unsigned request can make us hold. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's signed events (`stripe listen --forward-to
 * localhost:3000/api/stripe/webhook` in development). The raw body is verified before it is parsed:
 * 400 without a valid signature; 200 once handled, for a replay and for events we do not use; any
 * failure while handling is a 5xx, so Stripe retries. Stripe posts `application/json;
 * charset=utf-8`, so the JSON content-type check applies (415 for anything else) while the handler
 * still reads the raw bytes the signature covers.
 */
export const POST = withPublic(
  async (req) => {
    const raw = Buffer.from(await readBody(req, { maxBytes: MAX_EVENT_BYTES }));
    const event = verifyStripeEvent(raw, req.headers.get("stripe-signature"));
    const outcome = await handleStripeEvent(event);
    return Response.json({ received: true, outcome });
  },
);
