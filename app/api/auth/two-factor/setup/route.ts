import { withAccount } from "@/lib/api/handler";
import { startEnrolment } from "@/lib/auth/two-factor-store";
import type { TwoFactorSetupResponse } from "@/lib/validation/auth-two-factor";

/**
 * POST /api/auth/two-factor/setup (no body) → { qrDataUrl, secret, otpauthUrl } for the signed-in
 * account: a new secret to add to an authenticator app, pending until /confirm. 409 when
 * two-factor is already on. Not cached: the answer holds a secret.
 */
export const POST = withAccount(async (_req, { account }) => {
  const { secret, otpauthUrl, qrDataUrl } = await startEnrolment(account.accountId);
  const body: TwoFactorSetupResponse = { qrDataUrl, secret, otpauthUrl };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
});
