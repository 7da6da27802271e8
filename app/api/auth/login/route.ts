import { withPublic } from "@/lib/api/handler";
import { readJson } from "@/lib/api/body";
import { unauthorized } from "@/lib/api/errors";
import { withSessionCookie } from "@/lib/auth";
import { accountClaims } from "@/lib/auth/credentials";
import { INVALID_ACCOUNT_LOGIN, beginAccountLogin, loginClientOf, rememberLoginDevice } from "@/lib/auth/login";
import { issueTwoFactorChallenge } from "@/lib/auth/two-factor-challenge";
import { accountLoginSchema, type AccountLoginResponse } from "@/lib/validation/auth";
import type { TwoFactorChallengeResponse } from "@/lib/validation/auth-two-factor";

/**
 * Spec 02 §7: POST /api/auth/login {email,password} → { account: { id, name, email } } and the session cookie.
 * Failed passwords are limited in beginAccountLogin (per address, per account, per known browser), not here:
 * a per-request limit would count successes too.
 *
 * An account with two-factor sign-in gets no cookie for its password: { twoFactorRequired, challenge },
 * which POST /api/auth/two-factor/login takes with the code.
 */
export const POST = withPublic(async (req) => {
  const input = await readJson(req, accountLoginSchema);
  const step = await beginAccountLogin(input, loginClientOf(req.headers));
  // One message for an unknown email, a wrong password and a deactivated account.
  if (!step) throw unauthorized(INVALID_ACCOUNT_LOGIN, "invalid_credentials");
  const { account } = step;
  if (step.kind === "two-factor") {
    const body: TwoFactorChallengeResponse = { twoFactorRequired: true, challenge: issueTwoFactorChallenge(account) };
    return Response.json(body);
  }
  const body: AccountLoginResponse = { account: { id: account.id, name: account.name, email: account.email } };
  const response = await withSessionCookie(Response.json(body), accountClaims(account));
  return rememberLoginDevice(response, req.headers, "account", input.email);
});
