import { readJson } from "@/lib/api/body";
import { withAccount } from "@/lib/api/handler";
import { confirmEnrolment } from "@/lib/auth/two-factor-store";
import { twoFactorConfirmSchema, type TwoFactorConfirmResponse } from "@/lib/validation/auth-two-factor";

/**
 * POST /api/auth/two-factor/confirm { code } → { recoveryCodes } (ten, shown once): a code from the
 * app proves the pending secret was added, and two-factor sign-in is on from now. A wrong code is a
 * 400 and changes nothing.
 */
export const POST = withAccount(async (req, { account }) => {
  const { code } = await readJson(req, twoFactorConfirmSchema, { maxBytes: 1024 });
  const body: TwoFactorConfirmResponse = await confirmEnrolment(account.accountId, code);
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
});
