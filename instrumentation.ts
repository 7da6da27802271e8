/**
 * Runs once when a Next.js server starts (not during `next build`). Validating the environment
 * here makes a production server without a real AUTH_SECRET (or with a malformed variable) fail at
 * start-up with a message naming the variable, even when started without our launcher (Vercel).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { env } = await import("./lib/env");
    env();
  }
}
