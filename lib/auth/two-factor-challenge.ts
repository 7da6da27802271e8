/**
 * The link between the two steps of a sign-in with two-factor: after the right password the
 * browser gets a challenge, not a session; the code step presents it with the code. Stateless
 * (no table): `<account id>.<session version>.<expiry>.<HMAC(AUTH_SECRET)>`, the signed text
 * naming its purpose so no other signed value of the app can pass for one. Bound to the account's
 * session version, so a password reset or a logout everywhere also ends a pending challenge; it
 * expires after 5 minutes. A challenge proves only that the password was right: the code step
 * still counts wrong codes against the account's login limits.
 */
import "server-only";
import { env } from "@/lib/env";
import { sign, verifySignature } from "@/lib/security/tokens";

export const CHALLENGE_TTL_SECONDS = 5 * 60;

const signed = (accountId: number, sessionVersion: number, expires: number) =>
  `two-factor-challenge:${accountId}:${sessionVersion}:${expires}`;

export function issueTwoFactorChallenge(
  account: { id: number; sessionVersion: number },
  { now = new Date() }: { now?: Date } = {},
): string {
  const expires = Math.floor(now.getTime() / 1000) + CHALLENGE_TTL_SECONDS;
  const signature = sign(signed(account.id, account.sessionVersion, expires), env().authSecret);
  return `${account.id}.${account.sessionVersion}.${expires}.${signature}`;
}

/** The account and session version a genuine, unexpired challenge names; null otherwise. */
export function readTwoFactorChallenge(
  challenge: string,
  { now = new Date() }: { now?: Date } = {},
): { accountId: number; sessionVersion: number } | null {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(challenge);
  if (!m) return null;
  const [accountId, sessionVersion, expires] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!verifySignature(signed(accountId, sessionVersion, expires), m[4]!, env().authSecret)) return null;
  if (expires <= Math.floor(now.getTime() / 1000)) return null;
  return { accountId, sessionVersion };
}
