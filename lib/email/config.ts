import "server-only";
import type { Env } from "@/lib/env";

export type EmailConfig = {
  resendApiKey?: string;
  resendBaseUrl?: string;
  from: string;
  appUrl: string;
  production: boolean;
  /** Without a Resend key: whether the dev outbox may store the email (else the send fails). */
  devOutbox: boolean;
  /** Upper bound on one provider call, so a hung provider cannot hang the user's request. */
  timeoutMs: number;
};

/** The email settings of a validated environment (lib/env.ts), with a caller's (a test's) overrides. */
export function emailConfigFrom(e: Env, overrides: Partial<EmailConfig> = {}): EmailConfig {
  return {
    resendApiKey: e.RESEND_API_KEY,
    resendBaseUrl: e.RESEND_BASE_URL,
    from: e.EMAIL_FROM,
    appUrl: e.appUrl,
    production: e.NODE_ENV === "production",
    devOutbox: e.devOutbox,
    timeoutMs: 15_000,
    ...overrides,
  };
}
