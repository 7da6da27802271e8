/**
 * Leads, accounts, admin staff and cancellations.
 */
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, ts, updatedAt } from "./columns";
import { resumes } from "./resumes";

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

export type Lead = typeof leads.$inferSelect;
export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type User = typeof users.$inferSelect;
