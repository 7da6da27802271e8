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
    /** A requested new email address, applied only when the link sent to it is followed. */
    pendingEmail: text("pending_email"),
    /** SHA-256 of the emailed email-change token (lib/security/email-token.ts). */
    emailChangeToken: text("email_change_token"),
    emailChangeExpires: ts("email_change_expires"),
    /** TOTP secret (encrypted with a key derived from AUTH_SECRET); set once enrolment is confirmed. */
    totpSecret: text("totp_secret"),
    /** A secret offered during enrolment, not yet confirmed with a code. */
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: ts("totp_enabled_at"),
    /** When the 25 USD purchase of the upgrade was tracked (once per account). */
    purchaseTrackedAt: ts("purchase_tracked_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_email_unique").on(t.email),
    uniqueIndex("accounts_email_change_token_unique").on(t.emailChangeToken),
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
    /** Two-factor sign-in, required for staff after their first login: as on accounts (encrypted secret). */
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    totpEnabledAt: ts("totp_enabled_at"),
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

/** Single-use two-factor recovery codes (10 per enrolment), stored as SHA-256 hashes. */
export const accountRecoveryCodes = pgTable(
  "account_recovery_codes",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("account_recovery_codes_account_id_idx").on(t.accountId),
    uniqueIndex("account_recovery_codes_hash_unique").on(t.accountId, t.codeHash),
  ],
);

/** Payments received through Stripe (one row per paid or failed invoice). */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    stripeInvoiceId: text("stripe_invoice_id").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(),
    periodEnd: ts("period_end"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("payments_stripe_invoice_id_unique").on(t.stripeInvoiceId),
    index("payments_account_id_idx").on(t.accountId),
  ],
);

export type Lead = typeof leads.$inferSelect;
export type Account = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type User = typeof users.$inferSelect;
