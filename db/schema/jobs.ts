/**
 * Job searches, the postings they match and the alerts sent from them.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { createdAt, textList, ts, updatedAt } from "./columns";
import { accounts } from "./accounts";

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

export type JobPosting = typeof jobPostings.$inferSelect;
export type NewJobPosting = typeof jobPostings.$inferInsert;
export type JobSearch = typeof jobSearches.$inferSelect;
