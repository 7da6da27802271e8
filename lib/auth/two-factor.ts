/**
 * Two-factor sign-in, the parts without a database: TOTP (RFC 6238 through `otpauth`: SHA-1,
 * 6 digits, 30-second steps, one step of clock drift either way, which is what every
 * authenticator app speaks), the secret's encryption at rest, and recovery codes.
 *
 * - The TOTP secret is stored encrypted (AES-256-GCM, key derived from AUTH_SECRET by HKDF with
 *   a label of its own): a copy of the database alone does not let anyone compute codes. The
 *   authenticated encryption also refuses a secret moved to another account's row (the account id
 *   is the additional data).
 * - Recovery codes are 12 characters from an alphabet without look-alikes (no 0/o, 1/l/i), about
 *   59 random bits, shown as xxxx-xxxx-xxxx; only their SHA-256 is stored. Deliberately not keyed
 *   with AUTH_SECRET: should that secret ever be rotated, the stored TOTP secrets can no longer be
 *   decrypted, and the recovery codes are then how people get back in (and set up again).
 */
import "server-only";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { publicConfig } from "@/lib/config/public";
import { env } from "@/lib/env";

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one (clock drift between phone and server). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const RECOVERY_LENGTH = 12;

function derivedKey(label: string): Buffer {
  return Buffer.from(hkdfSync("sha256", env().authSecret, "civicshift-two-factor", label, 32));
}

// --- the secret -----------------------------------------------------------------------------------

/** A new random TOTP secret (160 bits, RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const VERSION = "v1";

/** The secret as stored on the account: `v1.<iv>.<ciphertext>.<tag>` (base64url), bound to the account id. */
export function encryptTotpSecret(secret: string, accountId: number): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey("totp-secret:v1"), iv);
  cipher.setAAD(Buffer.from(`account:${accountId}`));
  const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), data.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(".");
}

/** The secret back, or null when the stored value is not one we encrypted for this account. */
export function decryptTotpSecret(stored: string | null | undefined, accountId: number): string | null {
  if (!stored) return null;
  const [version, iv, data, tag] = stored.split(".");
  if (version !== VERSION || !iv || !data || !tag) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", derivedKey("totp-secret:v1"), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(`account:${accountId}`));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// --- TOTP -----------------------------------------------------------------------------------------

export function totpFor(secret: string, label = ""): TOTP {
  return new TOTP({
    issuer: publicConfig.productName,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The otpauth:// URL an app scans, and the same as a QR code image (data: URL). */
export async function enrolmentOffer(secret: string, email: string): Promise<{ otpauthUrl: string; qrDataUrl: string }> {
  const otpauthUrl = totpFor(secret, email).toString();
  const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: "M", margin: 1, width: 240 });
  return { otpauthUrl, qrDataUrl };
}

/** Whether a typed value is shaped like an app's code (6 digits; spaces allowed, as apps group them). */
export function asTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * Checks an app code. Returns the time step it belongs to (so a caller can refuse the same code
 * twice), or null when it matches no step in the window.
 */
export function verifyTotp(secret: string, code: string, now: Date = new Date()): number | null {
  const token = asTotpCode(code);
  if (!token) return null;
  const timestamp = now.getTime();
  const delta = totpFor(secret).validate({ token, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

// --- recovery codes -------------------------------------------------------------------------------

/** Ten fresh codes, formatted for people: xxxx-xxxx-xxxx. */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    let raw = "";
    for (let i = 0; i < RECOVERY_LENGTH; i++) raw += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return raw.match(/.{4}/g)!.join("-");
  });
}

/** A typed recovery code in its canonical form (case, spaces and dashes ignored), or null when it cannot be one. */
export function normaliseRecoveryCode(input: string): string | null {
  const raw = input.toLowerCase().replace(/[\s-]+/g, "");
  if (raw.length !== RECOVERY_LENGTH) return null;
  for (const ch of raw) if (!RECOVERY_ALPHABET.includes(ch)) return null;
  return raw;
}

/** What is stored of a recovery code: SHA-256 of its canonical form, hex. */
export function hashRecoveryCode(code: string): string {
  const canonical = normaliseRecoveryCode(code) ?? code;
  return createHash("sha256").update(canonical, "utf8").digest("hex");
}
