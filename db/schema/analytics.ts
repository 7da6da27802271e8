/**
 * The resume funnel (per-visitor attempts and the steps they reach) and page views.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from "drizzle-orm/pg-core";
import { FUNNEL_EVENTS, type FunnelEvent, type FunnelEventProperties } from "../../lib/analytics/funnel-events";
import { createdAt, ts } from "./columns";
import { accounts } from "./accounts";
import { resumes } from "./resumes";

export const resumeAttempts = pgTable(
  "resume_attempts",
  {
    id: serial("id").primaryKey(),
    email: text("email"),
    name: text("name"),
    phone: text("phone"),
    location: text("location"),
    education: text("education"),
    linkedinUrl: text("linkedin_url"),
    hasCreatedResume: boolean("has_created_resume").notNull().default(false),
    hasCreatedAccount: boolean("has_created_account").notNull().default(false),
    resumeId: integer("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    accountId: integer("account_id").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    sessionId: text("session_id"),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    source: text("source"),
    /** Last funnel step reached (creation start, translation completed, ...). */
    lastEvent: text("last_event"),
    createdAt: createdAt(),
    lastActivityAt: ts("last_activity_at").notNull().defaultNow(),
  },
  (t) => [
    index("resume_attempts_email_idx").on(t.email),
    index("resume_attempts_session_id_idx").on(t.sessionId),
    index("resume_attempts_created_at_idx").on(t.createdAt),
    // lib/analytics/funnel.ts finds a resume's attempt by its id.
    index("resume_attempts_resume_id_idx").on(t.resumeId),
  ],
);

/**
 * One row per funnel step a visitor reaches, recorded server-side (lib/analytics/funnel.ts);
 * resume_attempts holds the per-visitor summary (last step, resume, account).
 */
export const funnelEvents = pgTable(
  "funnel_events",
  {
    id: serial("id").primaryKey(),
    attemptId: integer("attempt_id").references(() => resumeAttempts.id, { onDelete: "set null" }),
    sessionId: text("session_id"),
    event: text("event").$type<FunnelEvent>().notNull(),
    resumeId: integer("resume_id").references(() => resumes.id, { onDelete: "set null" }),
    accountId: integer("account_id").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    properties: jsonb("properties").$type<FunnelEventProperties>(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [
    index("funnel_events_event_created_at_idx").on(t.event, t.createdAt),
    index("funnel_events_session_id_idx").on(t.sessionId),
    index("funnel_events_resume_id_idx").on(t.resumeId),
    // A literal list: drizzle-kit writes the constraint into the migration as SQL text.
    check("funnel_events_event_check", sql`${t.event} in (${sql.raw(FUNNEL_EVENTS.map((e) => `'${e}'`).join(", "))})`),
  ],
);

export const pageViews = pgTable(
  "page_views",
  {
    id: serial("id").primaryKey(),
    page: text("page").notNull(),
    sessionId: text("session_id").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    referrer: text("referrer"),
    timestamp: ts("timestamp").notNull().defaultNow(),
  },
  (t) => [
    index("page_views_timestamp_idx").on(t.timestamp),
    index("page_views_page_timestamp_idx").on(t.page, t.timestamp),
    index("page_views_session_id_idx").on(t.sessionId),
  ],
);
