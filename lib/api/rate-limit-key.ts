import "server-only";
import { createHash } from "node:crypto";

/**
 * The bucket key: the limiter's name and a hash of the subject (an IP, an email, a username), so
 * nothing a request sent is stored as it came (a NUL or a 1 MB username cannot reach the table).
 * Its own module, with no imports of the app's, so command-line scripts (an admin's password
 * reset clears that admin's login failures) can compute it too.
 */
export function rateLimitKey(rule: { name: string }, subject: string): string {
  return `${rule.name}:${createHash("sha256").update(subject.toWellFormed()).digest("base64url").slice(0, 32)}`;
}
