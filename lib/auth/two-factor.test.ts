/** Unit: TOTP checks, the secret's encryption, recovery codes and the sign-in challenge (no database). */
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { CHALLENGE_TTL_SECONDS, issueTwoFactorChallenge, readTwoFactorChallenge } from "./two-factor-challenge";
import {
  asTotpCode,
  decryptTotpSecret,
  encryptTotpSecret,
  enrolmentOffer,
  generateRecoveryCodes,
  hashRecoveryCode,
  newTotpSecret,
  normaliseRecoveryCode,
  verifyTotp,
} from "./two-factor";

/** A code as an authenticator app computes it (otpauth itself, default SHA-1 / 6 digits / 30 s). */
const appCode = (secret: string, at: Date) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() });

const T0 = new Date("2026-03-02T12:00:10Z");
const step = (d: Date) => Math.floor(d.getTime() / 30_000);

describe("TOTP secret at rest", () => {
  it("round-trips through encryption, and what is stored is not the secret", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const stored = encryptTotpSecret(secret, 42);
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(decryptTotpSecret(stored, 42)).toBe(secret);
    // A fresh IV each time.
    expect(encryptTotpSecret(secret, 42)).not.toBe(stored);
  });

  it("refuses a secret moved to another account, altered, or not ours", () => {
    const stored = encryptTotpSecret(newTotpSecret(), 42);
    expect(decryptTotpSecret(stored, 43)).toBeNull();
    const [v, iv, data, tag] = stored.split(".");
    const flipped = data!.slice(0, -2) + (data!.at(-2) === "A" ? "B" : "A") + data!.at(-1);
    expect(decryptTotpSecret([v, iv, flipped, tag].join("."), 42)).toBeNull();
    expect(decryptTotpSecret("JBSWY3DPEHPK3PXP", 42)).toBeNull();
    expect(decryptTotpSecret(null, 42)).toBeNull();
  });
});

describe("verifyTotp", () => {
  const secret = newTotpSecret();

  it("accepts the app's current code and one step of drift either way, and says which step", () => {
    expect(verifyTotp(secret, appCode(secret, T0), T0)).toBe(step(T0));
    const before = new Date(T0.getTime() - 30_000);
    const after = new Date(T0.getTime() + 30_000);
    expect(verifyTotp(secret, appCode(secret, before), T0)).toBe(step(before));
    expect(verifyTotp(secret, appCode(secret, after), T0)).toBe(step(after));
  });

  it("refuses codes two steps away, of another secret, and anything not 6 digits", () => {
    expect(verifyTotp(secret, appCode(secret, new Date(T0.getTime() - 61_000)), T0)).toBeNull();
    expect(verifyTotp(secret, appCode(secret, new Date(T0.getTime() + 61_000)), T0)).toBeNull();
    expect(verifyTotp(secret, appCode(newTotpSecret(), T0), T0)).toBeNull();
    expect(verifyTotp(secret, "12345", T0)).toBeNull();
    expect(verifyTotp(secret, "abcdef", T0)).toBeNull();
  });

  it("takes a code typed with spaces, as apps show it", () => {
    const code = appCode(secret, T0);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, T0)).toBe(step(T0));
    expect(asTotpCode(" 123 456 ")).toBe("123456");
    expect(asTotpCode("abcd-efgh-jkmn")).toBeNull();
  });

  it("offers an otpauth URL (issuer, account, SHA1/6/30) and a PNG QR code", async () => {
    const offer = await enrolmentOffer(secret, "pat@example.test");
    expect(offer.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const url = new URL(offer.otpauthUrl);
    expect(url.searchParams.get("secret")).toBe(secret);
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(decodeURIComponent(url.pathname)).toContain("pat@example.test");
    expect(offer.qrDataUrl).toMatch(/^data:image\/png;base64,/);
  });
});

describe("recovery codes", () => {
  it("are ten distinct xxxx-xxxx-xxxx codes without look-alike characters", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
  });

  it("are matched without regard to case, spaces or dashes, and stored as SHA-256", () => {
    const [code] = generateRecoveryCodes(1);
    expect(normaliseRecoveryCode(` ${code!.toUpperCase().replaceAll("-", " ")} `)).toBe(code!.replaceAll("-", ""));
    expect(hashRecoveryCode(code!.toUpperCase())).toBe(hashRecoveryCode(code!));
    expect(hashRecoveryCode(code!)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode(code!)).not.toContain(code!.replaceAll("-", ""));
    expect(normaliseRecoveryCode("123456")).toBeNull();
    expect(normaliseRecoveryCode("abcd-efgh-ijkl")).toBeNull(); // i and l are never issued
  });
});

describe("sign-in challenge", () => {
  const account = { id: 7, sessionVersion: 3 };

  it("names the account and session version until it expires after 5 minutes", () => {
    const challenge = issueTwoFactorChallenge(account, { now: T0 });
    expect(readTwoFactorChallenge(challenge, { now: T0 })).toEqual({ accountId: 7, sessionVersion: 3 });
    const late = new Date(T0.getTime() + CHALLENGE_TTL_SECONDS * 1000);
    expect(readTwoFactorChallenge(challenge, { now: late })).toBeNull();
    expect(CHALLENGE_TTL_SECONDS).toBe(300);
  });

  it("cannot be altered to name another account or version", () => {
    const challenge = issueTwoFactorChallenge(account, { now: T0 });
    const [, sv, exp, sig] = challenge.split(".");
    expect(readTwoFactorChallenge(`8.${sv}.${exp}.${sig}`, { now: T0 })).toBeNull();
    expect(readTwoFactorChallenge(`7.4.${exp}.${sig}`, { now: T0 })).toBeNull();
    expect(readTwoFactorChallenge(`7.${sv}.${Number(exp) + 600}.${sig}`, { now: T0 })).toBeNull();
    expect(readTwoFactorChallenge("garbage", { now: T0 })).toBeNull();
  });
});
