/**
 * Runs once when a Next.js server starts (not during `next build`).
 * 1. Validating the environment here makes a server without a real AUTH_SECRET, a production
 *    server without RESEND_API_KEY, or one with a malformed variable fail at start-up with a
 *    message naming the variable, even when started without our launcher (Vercel).
 * 2. In production, the translation engine's O*NET index is built in the background, so the
 *    first visitor does not pay its ~1 s cold start.
 * 3. Every request is stamped with its socket address, which Next does not give route handlers
 *    (lib/api/client-address.ts): rate limits key on it, not on a forgeable X-Forwarded-For.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/env");
  env();
  await (await import("./lib/api/client-address")).installPeerAddressHook();
  if (process.env.NODE_ENV === "production") {
    void import("./lib/resume/translate/builtin")
      .then((m) => m.warmBuiltinTranslator())
      .catch((error) => console.error("[warm-up] translation engine", error));
  }
}
