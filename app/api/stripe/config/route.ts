import { withPublic } from "@/lib/api/handler";
import { paymentsConfigured, paymentsNotConfigured } from "@/lib/billing/stripe";
import { env } from "@/lib/env";

/**
 * GET /api/stripe/config → { publishableKey } for Stripe.js (a public key by design). Without
 * payments configured: 404 { code: "payments_not_configured" }.
 */
export const GET = withPublic(() => {
  if (!paymentsConfigured()) throw paymentsNotConfigured(404);
  return Response.json({ publishableKey: env().STRIPE_PUBLISHABLE_KEY }, { headers: { "Cache-Control": "no-store" } });
});
