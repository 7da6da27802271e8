/**
 * Runs once when a Next.js server starts (not during `next build`).
 * 1. Validating the environment here makes a production server without a real AUTH_SECRET (or
 *    with a malformed variable) fail at start-up with a message naming the variable, even when
 *    started without our launcher (Vercel).
 * 2. In production, the translation engine's O*NET index is built in the background, so the
 *    first visitor does not pay its ~1 s cold start.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { env } = await import("./lib/env");
  env();
  if (process.env.NODE_ENV === "production") {
    void import("./lib/resume/translate/builtin")
      .then((m) => m.warmBuiltinTranslator())
      .catch((error) => console.error("[warm-up] translation engine", error));
  }
}
