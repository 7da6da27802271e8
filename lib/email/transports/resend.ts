/**
 * Resend, through its SDK. RESEND_BASE_URL, when set, points the SDK at another host: the tests use
 * a local server speaking Resend's wire format.
 */
import "server-only";
import { Resend } from "resend";
import { publicConfig } from "@/lib/config/public";
import type { EmailConfig } from "../config";
import { describeError, MAX_ERROR_LENGTH, type EmailTransport } from "./types";

export function resendTransport(config: EmailConfig & { resendApiKey: string }): EmailTransport {
  return {
    provider: "resend",
    async deliver(email) {
      try {
        const resend = new Resend(config.resendApiKey, config.resendBaseUrl ? { baseUrl: config.resendBaseUrl } : undefined);
        const { data, error } = await resend.emails.send(
          {
            from: config.from,
            to: email.to,
            subject: email.subject,
            html: email.html,
            text: email.text,
            replyTo: publicConfig.supportEmail,
            tags: [{ name: "email_type", value: email.emailType }],
            ...(email.headers ? { headers: email.headers } : {}),
          },
          {
            // Resend de-duplicates on this header too (24 h), covering a send whose answer we lost.
            idempotencyKey: email.idempotencyKey,
            signal: AbortSignal.timeout(config.timeoutMs),
          },
        );
        if (error || !data?.id) {
          const detail = error
            ? `${error.name}${error.statusCode ? ` (${error.statusCode})` : ""}: ${error.message}`
            : "no message id in response";
          return { ok: false, error: `Resend: ${detail}`.slice(0, MAX_ERROR_LENGTH) };
        }
        return { ok: true, providerMessageId: data.id };
      } catch (error) {
        return { ok: false, error: `Resend: ${describeError(error)}` };
      }
    },
  };
}
