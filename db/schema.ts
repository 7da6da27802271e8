/**
 * The whole CivicShift data model (both spec documents), in one place.
 *
 * Conventions:
 * - Column names are snake_case in SQL, camelCase in TypeScript, named as the spec names the fields.
 * - Emails are stored trimmed and lower-cased by the validation schemas; uniqueness is on that form.
 * - Every secret token column (verification, password reset) stores a SHA-256 hash of the token,
 *   never the token itself, next to an expiry; a used token is cleared, so it is single-use.
 * - String lists are Postgres text[]; structured lists (experience) are jsonb.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { FUNNEL_EVENTS, type FunnelEvent, type FunnelEventProperties } from "../lib/analytics/funnel-events";

/** Binary file content (guide PDFs, logo images). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType() {
    return "bytea";
  },
});

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const ts = (name: string) => timestamp(name, { withTimezone: true });
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** One experience entry of a translated resume. */
export type ExperienceEntry = {
  title: string;
  originalTitle?: string;
  employer?: string;
  location: string;
  startDate: string;
  endDate: string;
  bullets: string[];
};

// ---------------------------------------------------------------------------------------------
// Resumes and what hangs off them
// ---------------------------------------------------------------------------------------------

export const resumes = pgTable(
  "resumes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    location: text("location").notNull(),
    phone: text("phone").notNull(),
    education: text("education").notNull(),
    linkedinUrl: text("linkedin_url"),
    translatedResume: text("translated_resume").notNull().default(""),
    summary: text("summary").notNull().default(""),
    skills: textList("skills"),
    experience: jsonb("experience").$type<ExperienceEntry[]>().notNull().default([]),
    achievements: textList("achievements"),
    privateSectorRoles: textList("private_sector_roles"),
    systemsAndTools: textList("systems_and_tools"),
    certifications: textList("certifications"),
    emailVerified: boolean("email_verified").notNull().default(false),
    /** SHA-256 of the emailed verification token. */
    verificationToken: text("verification_token"),
    verificationTokenExpiresAt: ts("verification_token_expires_at"),
    verifiedAt: ts("verified_at"),
    /** Owning account, once the visitor creates one. */
    accountId: integer("account_id").references((): AnyPgColumn => accounts.id, { onDelete: "cascade" }),
    aiModelUsed: text("ai_model_used").notNull().default("openai"),
    processingTimeMs: integer("processing_time_ms"),
    aiTokens: integer("ai_tokens"),
    aiCostUsd: numeric("ai_cost_usd", { precision: 10, scale: 5 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One verified resume per email. Unverified ones may share an address: the resume form answers a
    // known address as a new one (no way to test who has a resume), and the verification email of
    // such a second resume is a fresh link to the first (lib/resume/service/verify.ts).
    index("resumes_email_idx").on(t.email),
    uniqueIndex("resumes_verified_email_unique").on(t.email).where(sql`${t.emailVerified}`),
    uniqueIndex("resumes_verification_token_unique").on(t.verificationToken),
    index("resumes_account_id_idx").on(t.accountId),
    index("resumes_created_at_idx").on(t.createdAt),
    index("resumes_ai_model_used_idx").on(t.aiModelUsed),
  ],
);

export const positionDescriptions = pgTable(
  "position_descriptions",
  {
    id: serial("id").primaryKey(),
    resumeId: integer("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    jobTitle: text("job_title").notNull(),
    agency: text("agency"),
    location: text("location").notNull(),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    description: text("description").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("position_descriptions_resume_id_idx").on(t.resumeId)],
);

export const jobMatches = pgTable(
  "job_matches",
  {
    id: serial("id").primaryKey(),
    resumeId: integer("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    jobTitle: text("job_title").notNull(),
    company: text("company").notNull(),
    location: text("location").notNull(),
    salary: text("salary"),
    matchScore: integer("match_score").notNull(),
    source: text("source").notNull(),
    url: text("url"),
    /** The stored posting this match came from (null for role-level matches, or once it is purged). */
    jobPostingId: integer("job_posting_id").references((): AnyPgColumn => jobPostings.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("job_matches_resume_id_idx").on(t.resumeId),
    index("job_matches_job_posting_id_idx").on(t.jobPostingId),
    check("job_matches_score_range", sql`${t.matchScore} between 0 and 100`),
  ],
);

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

// ---------------------------------------------------------------------------------------------
// Leads, accounts, staff
// ---------------------------------------------------------------------------------------------

export const leads = pgTable(
  "leads",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    verificationToken: text("verification_token"),
    verificationTokenExpiresAt: ts("verification_token_expires_at"),
    convertedToAccount: boolean("converted_to_account").notNull().default(false),
    accountId: integer("account_id").references((): AnyPgColumn => accounts.id, { onDelete: "set null" }),
    emailSequenceDay: integer("email_sequence_day").notNull().default(0),
    lastEmailSent: ts("last_email_sent"),
    emailSequenceActive: boolean("email_sequence_active").notNull().default(false),
    source: text("source").notNull().default("landing_page"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("leads_email_unique").on(t.email),
    uniqueIndex("leads_verification_token_unique").on(t.verificationToken),
    index("leads_created_at_idx").on(t.createdAt),
  ],
);

export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    location: text("location"),
    education: text("education"),
    linkedinUrl: text("linkedin_url"),
    passwordHash: text("password_hash").notNull(),
    /** SHA-256 of the emailed reset token. */
    passwordResetToken: text("password_reset_token"),
    passwordResetExpires: ts("password_reset_expires"),
    resumeId: integer("resume_id").references((): AnyPgColumn => resumes.id, { onDelete: "set null" }),
    subscriptionStatus: text("subscription_status").notNull().default("trial"),
    subscriptionTier: text("subscription_tier").notNull().default("free"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    referralParticipantId: text("referral_participant_id"),
    trialStartDate: ts("trial_start_date").notNull().defaultNow(),
    trialEndDate: ts("trial_end_date").notNull(),
    subscriptionStartDate: ts("subscription_start_date"),
    subscriptionEndDate: ts("subscription_end_date"),
    isActive: boolean("is_active").notNull().default(true),
    lastJobAlertSent: ts("last_job_alert_sent"),
    jobAlertsEnabled: boolean("job_alerts_enabled").notNull().default(true),
    referralEmailsEnabled: boolean("referral_emails_enabled").notNull().default(true),
    cancellationReason: text("cancellation_reason"),
    cancelledAt: ts("cancelled_at"),
    /** Bumped on password change, reset or deactivation: older sessions stop working. */
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_email_unique").on(t.email),
    uniqueIndex("accounts_password_reset_token_unique").on(t.passwordResetToken),
    uniqueIndex("accounts_stripe_customer_id_unique").on(t.stripeCustomerId),
    uniqueIndex("accounts_stripe_subscription_id_unique").on(t.stripeSubscriptionId),
    index("accounts_resume_id_idx").on(t.resumeId),
    index("accounts_created_at_idx").on(t.createdAt),
    index("accounts_tier_status_idx").on(t.subscriptionTier, t.subscriptionStatus),
  ],
);

/** Admin staff (the spec's `users`: username + password). */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    /** argon2id hash of the spec's `password`. */
    passwordHash: text("password_hash").notNull(),
    sessionVersion: integer("session_version").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_username_unique").on(t.username)],
);

export const cancellations = pgTable(
  "cancellations",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    reason: text("reason").notNull(),
    cancelledAt: ts("cancelled_at").notNull().defaultNow(),
  },
  (t) => [index("cancellations_cancelled_at_idx").on(t.cancelledAt)],
);

// ---------------------------------------------------------------------------------------------
// Content: logos, guides, blog
// ---------------------------------------------------------------------------------------------

export const governmentLogos = pgTable(
  "government_logos",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    level: text("level").notNull(),
    imageData: bytea("image_data").notNull(),
    mimeType: text("mime_type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("government_logos_name_unique").on(t.name),
    index("government_logos_level_idx").on(t.level),
    check("government_logos_level_check", sql`${t.level} in ('Federal', 'State', 'County', 'City')`),
  ],
);

export const guides = pgTable(
  "guides",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    readTime: text("read_time").notNull(),
    category: text("category").notNull(),
    fileData: bytea("file_data"),
    mimeType: text("mime_type").notNull().default("application/pdf"),
    isPremium: boolean("is_premium").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("guides_name_unique").on(t.name), index("guides_category_idx").on(t.category)],
);

export const accountGuideDownloads = pgTable(
  "account_guide_downloads",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    downloadedAt: ts("downloaded_at").notNull().defaultNow(),
  },
  (t) => [
    index("account_guide_downloads_account_id_idx").on(t.accountId),
    index("account_guide_downloads_guide_id_idx").on(t.guideId),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 200 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    category: varchar("category", { length: 50 }).notNull(),
    tags: textList("tags"),
    keywords: textList("keywords"),
    metaDescription: varchar("meta_description", { length: 160 }),
    readingTime: integer("reading_time").notNull().default(5),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_published_created_idx").on(t.published, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Job searches and alerts
// ---------------------------------------------------------------------------------------------

export const jobSearches = pgTable(
  "job_searches",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    preferredJobTitles: textList("preferred_job_titles"),
    preferredLocations: textList("preferred_locations"),
    minSalary: integer("min_salary"),
    maxSalary: integer("max_salary"),
    experienceYears: integer("experience_years"),
    remoteWork: boolean("remote_work").notNull().default(false),
    searchSimilarTitles: boolean("search_similar_titles").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("job_searches_account_id_idx").on(t.accountId),
    check("job_searches_experience_check", sql`${t.experienceYears} is null or ${t.experienceYears} in (0, 3, 8)`),
  ],
);

/** Experience labels of job postings (spec 02 §3, sample alert email). */
export const EXPERIENCE_LEVELS = ["Entry-Mid", "Mid", "Mid-Senior", "Senior", "Executive"] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/**
 * Job postings from a feed: `sample` (generated for development and tests, shown as "Sample
 * listing") or a real job API (later). One row per (source, externalId), so re-ingesting a feed
 * updates rows instead of duplicating them. `city`/`state`/`lat`/`lon` serve the 25-mile radius
 * of job searches; `postedAt` the 72-hour window; `onetCode` cheap candidate lookup for matching.
 */
export const jobPostings = pgTable(
  "job_postings",
  {
    id: serial("id").primaryKey(),
    source: text("source").notNull(),
    externalId: text("external_id").notNull(),
    title: text("title").notNull(),
    company: text("company").notNull(),
    /** Display location, e.g. "Arlington, VA" or "Remote". */
    location: text("location").notNull(),
    city: text("city"),
    /** Two-letter USPS code. */
    state: varchar("state", { length: 2 }),
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    remote: boolean("remote").notNull().default(false),
    experienceLevel: text("experience_level"),
    /** O*NET-SOC code of the occupation, e.g. "15-1212.00". */
    onetCode: text("onet_code"),
    postedAt: ts("posted_at").notNull(),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("job_postings_source_external_id_unique").on(t.source, t.externalId),
    index("job_postings_posted_at_idx").on(t.postedAt),
    index("job_postings_onet_code_idx").on(t.onetCode),
    index("job_postings_state_idx").on(t.state),
    check(
      "job_postings_experience_level_check",
      sql`${t.experienceLevel} is null or ${t.experienceLevel} in ('Entry-Mid', 'Mid', 'Mid-Senior', 'Senior', 'Executive')`,
    ),
    check("job_postings_salary_check", sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMin} <= ${t.salaryMax}`),
  ],
);

/** The basic (trial) search an account gets from its resume: location and top suggested role. */
export const jobSearchPreferences = pgTable(
  "job_search_preferences",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    jobTitles: textList("job_titles"),
    locations: textList("locations"),
    remoteWork: boolean("remote_work").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("job_search_preferences_account_id_unique").on(t.accountId)],
);

export const jobAlertHistory = pgTable(
  "job_alert_history",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    /** Trial day (1-7) or the calendar day for premium alerts, so one alert per account per day. */
    alertDay: text("alert_day").notNull(),
    jobCount: integer("job_count").notNull().default(0),
    jobs: jsonb("jobs").$type<unknown[]>().notNull().default([]),
    sentAt: ts("sent_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("job_alert_history_account_day_unique").on(t.accountId, t.alertDay),
    index("job_alert_history_sent_at_idx").on(t.sentAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Email, tracking, analytics
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Operations: settings, payments, rate limits, audit
// ---------------------------------------------------------------------------------------------

/** Small key/value settings, e.g. `gemini_traffic_percentage`. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** Stripe webhook events already handled, so a replay is harmless. */
export const processedStripeEvents = pgTable("processed_stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: ts("processed_at").notNull().defaultNow(),
});

/** Fixed-window rate-limit counters, one row per (limiter, caller, window). */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").notNull(),
    windowStart: ts("window_start").notNull(),
    count: integer("count").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("rate_limit_buckets_expires_at_idx").on(t.expiresAt)],
);

export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    username: text("username").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    ipAddress: text("ip_address"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_at_idx").on(t.createdAt)],
);

export type Resume = typeof resumes.$inferSelect;
export type NewResume = typeof resumes.$inferInsert;
export type PositionDescription = typeof positionDescriptions.$inferSelect;
export type JobMatch = typeof jobMatches.$inferSelect;
export type NewJobMatch = typeof jobMatches.$inferInsert;
export type JobPosting = typeof jobPostings.$inferSelect;
export type NewJobPosting = typeof jobPostings.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type User = typeof users.$inferSelect;
export type Guide = typeof guides.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type JobSearch = typeof jobSearches.$inferSelect;
export type EmailTracking = typeof emailTracking.$inferSelect;
