import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { withSessionCookie } from "@/lib/auth";
import { accountClaims } from "@/lib/auth/credentials";
import { completeTwoFactorLogin, loginClientOf, rememberLoginDevice } from "@/lib/auth/login";
import type { AccountLoginResponse } from "@/lib/validation/auth";
import { twoFactorLoginSchema } from "@/lib/validation/auth-two-factor";

/**
 * POST /api/auth/two-factor/login { challenge, code } → the same answer and session cookie as a
 * password login (spec 02 §7: account { id, name, email }). The challenge comes from
 * POST /api/auth/login; the code is an app code or an unused recovery code. Wrong codes are
 * counted as failed logins (lib/auth/login.ts).
 */
export const POST = withPublic(async (req) => {
  const input = await readJson(req, twoFactorLoginSchema, { maxBytes: 4 * 1024 });
  const account = await completeTwoFactorLogin(input, loginClientOf(req.headers));
  const body: AccountLoginResponse = { account: { id: account.id, name: account.name, email: account.email } };
  const response = await withSessionCookie(Response.json(body), accountClaims(account));
  return rememberLoginDevice(response, req.headers, "account", account.email);
});
