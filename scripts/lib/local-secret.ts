/**
 * The AUTH_SECRET of a local server (`npm run dev`, or `npm start` on the embedded database) that
 * was given none: random, generated once and kept in `.data/auth-secret` (mode 0600, ignored by git),
 * so sessions and resume-access cookies survive restarts. There is no fixed fallback anywhere: a
 * server started any other way without AUTH_SECRET refuses to start (lib/env.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { MIN_SECRET_BYTES } from "../../lib/env";

export function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (fs.existsSync(file)) {
    const kept = fs.readFileSync(file, "utf8").trim();
    // A truncated or hand-edited file would fail the length check at start-up: replace it instead.
    if (Buffer.byteLength(kept, "utf8") >= MIN_SECRET_BYTES) return kept;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  // writeFileSync keeps the mode of an existing file: make sure nobody else can read the new secret.
  fs.chmodSync(file, 0o600);
  return secret;
}
