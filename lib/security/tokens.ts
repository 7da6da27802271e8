/**
 * HMAC signatures for values that carry no stored state (cookies, and the purpose binding of
 * emailed tokens). Emailed tokens themselves: ./email-token.ts.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 signature, base64url: for cookies and links that carry no stored state. */
export function sign(value: string, secret: string): string {
  return createHmac("sha256", secret).update(value, "utf8").digest("base64url");
}

export function verifySignature(value: string, signature: string, secret: string): boolean {
  const expected = Buffer.from(sign(value, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
