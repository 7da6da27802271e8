/**
 * The development outbox: the message is stored in `email_outbox`, viewable at /dev/outbox, and one
 * console line links to it. Chosen only where the dev outbox may exist (lib/env.ts devOutboxAllowed).
 */
import "server-only";
import type { Database } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { logError } from "@/lib/log/errors";
import type { EmailConfig } from "../config";
import { describeError, type EmailTransport } from "./types";

export function outboxTransport(db: Database, config: EmailConfig): EmailTransport {
  return {
    provider: "outbox",
    async deliver(email) {
      let id: number;
      try {
        const [message] = await db
          .insert(emailOutbox)
          .values({
            to: email.to,
            from: config.from,
            subject: email.subject,
            html: email.html,
            text: email.text,
            template: email.templateName,
          })
          .returning({ id: emailOutbox.id });
        id = message!.id;
      } catch (error) {
        logError("[email] could not store outbox message", error);
        return { ok: false, error: `Outbox: ${describeError(error)}` };
      }
      if (config.production) {
        // No address in the log line: production logs should not collect recipients.
        console.warn(`[email] RESEND_API_KEY is not set: "${email.subject}" was stored in email_outbox #${id} and NOT delivered.`);
      } else {
        console.log(`✉ Email to ${email.to}: "${email.subject}" → ${config.appUrl}/dev/outbox/${id}`);
      }
      return { ok: true, providerMessageId: `outbox:${id}` };
    },
  };
}
