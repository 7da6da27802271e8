/**
 * Email: the waitlist sequence, the record of every send, the development outbox, and the
 * messages that come in through the contact and partner forms.
 */
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, ts } from "./columns";

export const waitlistSubscribers = pgTable(
  "waitlist_subscribers",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    currentDay: integer("current_day").notNull().default(0),
    hasSignedUp: boolean("has_signed_up").notNull().default(false),
    lastEmailSent: ts("last_email_sent"),
    subscribeDate: ts("subscribe_date").notNull().defaultNow(),
    unsubscribed: boolean("unsubscribed").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("waitlist_subscribers_email_unique").on(t.email)],
);

export const emailTracking = pgTable(
  "email_tracking",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    emailType: text("email_type").notNull(),
    emailSubject: text("email_subject").notNull(),
    sequenceDay: integer("sequence_day"),
    sentAt: ts("sent_at").notNull().defaultNow(),
    opened: boolean("opened").notNull().default(false),
    clicked: boolean("clicked").notNull().default(false),
    success: boolean("success").notNull().default(true),
    /** Caller-chosen key (e.g. "job-alert:42:3") so a retry never sends twice. */
    idempotencyKey: text("idempotency_key"),
    provider: text("provider").notNull().default("outbox"),
    providerMessageId: text("provider_message_id"),
    error: text("error"),
  },
  (t) => [
    index("email_tracking_email_idx").on(t.email),
    index("email_tracking_type_idx").on(t.emailType),
    index("email_tracking_sent_at_idx").on(t.sentAt),
    uniqueIndex("email_tracking_idempotency_key_unique").on(t.idempotencyKey),
  ],
);

/** Development outbox: every email when no provider key is configured. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    template: text("template").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_at_idx").on(t.createdAt), index("email_outbox_to_idx").on(t.to)],
);

/** Messages from the site contact form and the partner inquiry form. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull().default("contact"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);

/**
 * One-click unsubscribe links (List-Unsubscribe and the link in every sequence email): random
 * tokens stored as SHA-256, bound to an address and the kind of email they stop, expiring, and
 * spent when used.
 */
export const unsubscribeTokens = pgTable(
  "unsubscribe_tokens",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    /** What the link turns off: "job_alert", "referral" or "waitlist". */
    kind: text("kind").notNull(),
    tokenHash: text("token_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("unsubscribe_tokens_token_hash_unique").on(t.tokenHash), index("unsubscribe_tokens_email_idx").on(t.email)],
);

export type EmailTracking = typeof emailTracking.$inferSelect;
