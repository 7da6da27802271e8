import { describe, expect, it } from "vitest";
import type { CredentialsConfig } from "next-auth/providers/credentials";
import { accountClaims, authenticateAccount, revokeAccountSessions } from "./credentials";
import { LOGIN_LIMITS } from "./login-limits";
import { authOptions } from "./options";
import { createTestAccount, uniqueIp } from "./test-fixtures";

/** next-auth keeps the function we wrote under `options.authorize`. */
function authorizeOf(id: "account" | "admin") {
  const provider = authOptions().providers.find((p) => (p.options as { id?: string } | undefined)?.id === id);
  return (provider as unknown as { options: Pick<CredentialsConfig, "authorize"> }).options.authorize;
}

const headersFrom = (ip: string) => ({ body: {}, query: {}, method: "POST", headers: { "x-forwarded-for": ip } });

describe("next-auth options", () => {
  it("authorize() signs in an account with the right password and not with a wrong one", async () => {
    const a = await createTestAccount();
    const authorize = authorizeOf("account");
    const ok = await authorize({ email: a.email, password: a.password }, headersFrom(uniqueIp()));
    expect(ok).toMatchObject({ id: String(a.id), realm: "account", sub: String(a.id) });
    expect(await authorize({ email: a.email, password: "wrong-pass" }, headersFrom(uniqueIp()))).toBeNull();
  });

  it("authorize() is limited like the JSON login (failures per IP)", async () => {
    const a = await createTestAccount();
    const authorize = authorizeOf("account");
    const ip = uniqueIp();
    for (let i = 0; i < LOGIN_LIMITS.account.address.limit; i++) {
      await authorize({ email: a.email.replace("@", `+${i}@`), password: "x" }, headersFrom(ip));
    }
    await expect(authorize({ email: a.email, password: a.password }, headersFrom(ip))).rejects.toMatchObject({
      status: 429,
    });
  });

  it("the jwt callback refuses a revoked session on a session read", async () => {
    const a = await createTestAccount();
    const claims = accountClaims((await authenticateAccount(a.email, a.password))!);
    const jwt = authOptions().callbacks!.jwt!;
    const call = () => jwt({ token: { ...claims }, account: null } as never);
    await expect(call()).resolves.toMatchObject({ realm: "account", sub: String(a.id) });
    await revokeAccountSessions(a.id);
    await expect(call()).rejects.toThrow("Session revoked");
  });
});
