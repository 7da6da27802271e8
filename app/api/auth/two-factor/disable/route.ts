import { readJson } from "@/lib/api/body";
import { badRequest } from "@/lib/api/errors";
import { withAccount } from "@/lib/api/handler";
import { checkAccountSecrets, loginClientOf } from "@/lib/auth/login";
import { WRONG_PASSWORD_OR_CODE, disableTwoFactor } from "@/lib/auth/two-factor-store";
import { twoFactorDisableSchema } from "@/lib/validation/auth-two-factor";

/**
 * POST /api/auth/two-factor/disable { password, code } → { message }: turns two-factor sign-in off
 * for the signed-in account, deleting its secret and recovery codes. Needs the current password
 * and a current code; a wrong one is a 400, counted like a failed login (a borrowed session cannot
 * be used to guess them), and 429 once the account's limit is reached.
 */
export const POST = withAccount(async (req, { account }) => {
  const input = await readJson(req, twoFactorDisableSchema, { maxBytes: 1024 });
  const ok = await checkAccountSecrets(account.email, loginClientOf(req.headers), () =>
    disableTwoFactor(account.accountId, input),
  );
  if (!ok) throw badRequest(WRONG_PASSWORD_OR_CODE);
  return Response.json({ message: "Two-factor sign-in is off." });
});
