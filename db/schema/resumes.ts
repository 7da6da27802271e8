/**
 * Resumes and what hangs off them: the positions they were made from and their job matches.
 */
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, textList, ts, updatedAt } from "./columns";
import { accounts } from "./accounts";
import { jobPostings } from "./jobs";

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

export type Resume = typeof resumes.$inferSelect;
export type NewResume = typeof resumes.$inferInsert;
export type PositionDescription = typeof positionDescriptions.$inferSelect;
export type JobMatch = typeof jobMatches.$inferSelect;
export type NewJobMatch = typeof jobMatches.$inferInsert;
