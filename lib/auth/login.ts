/**
 * Password logins, shared by the JSON endpoints (/api/auth/login, /api/admin/login) and
 * next-auth's credentials callback, so both doors have the same limits. The per-IP limit is
 * applied by the caller (withPublic's rateLimit option, or authorize() in options.ts); the
 * per-login limit here stops one account being guessed at from many addresses. A locked-out
 * login recovers when its window ends.
 */
import { RATE_LIMITS, enforceRateLimit } from "@/lib/api/rate-limit";
import {
  authenticateAccount,
  authenticateAdmin,
  type AuthenticatedAccount,
  type AuthenticatedAdmin,
} from "./credentials";

export const INVALID_ACCOUNT_LOGIN = "Invalid email or password";
export const INVALID_ADMIN_LOGIN = "Invalid credentials";

/** Checks an account login (email already normalised by the schema); 429 AppError when over the limit. */
export async function loginAccount(input: { email: string; password: string }): Promise<AuthenticatedAccount | null> {
  await enforceRateLimit(RATE_LIMITS.login, `email:${input.email.trim().toLowerCase()}`);
  return authenticateAccount(input.email, input.password);
}

export async function loginAdmin(input: { username: string; password: string }): Promise<AuthenticatedAdmin | null> {
  await enforceRateLimit(RATE_LIMITS.adminLogin, `user:${input.username.trim().toLowerCase()}`);
  return authenticateAdmin(input.username, input.password);
}
