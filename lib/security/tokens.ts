import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** A random URL-safe token (256 bits) for emailed links. Only its hash is stored. */
export function generateToken(): string {
  return randomBytes(32).toString("base64url");
}

/** SHA-256 of a token, hex: what the database keeps. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function expiresIn(ms: number, now = new Date()): Date {
  return new Date(now.getTime() + ms);
}

/** HMAC-SHA256 signature, base64url: for cookies and links that carry no stored state. */
export function sign(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value, "utf8").digest("base64url");
}

export function verifySignature(value: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(sign(value, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
