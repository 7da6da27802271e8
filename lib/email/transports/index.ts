import "server-only";
import type { Database } from "@/db/client";
import type { EmailConfig } from "../config";
import { outboxTransport } from "./outbox";
import { resendTransport } from "./resend";
import type { EmailTransport } from "./types";

export type { Delivery, EmailTransport, OutgoingEmail, Provider } from "./types";

/**
 * Resend when RESEND_API_KEY is set; else the dev outbox where it may exist; else none (null): a
 * production server without a key refuses to start, and should one run anyway its sends fail
 * instead of leaving verification links in a table.
 */
export function chooseTransport(config: EmailConfig, db: Database): EmailTransport | null {
  if (config.resendApiKey) return resendTransport({ ...config, resendApiKey: config.resendApiKey });
  if (config.devOutbox) return outboxTransport(db, config);
  return null;
}
