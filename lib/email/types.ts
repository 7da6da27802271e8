/**
 * Values of email_tracking.email_type. The admin portal's email status groups by them (spec doc 2
 * §3: verification, referral, jobAlerts, welcome), so every sender uses one of these.
 */
export const EMAIL_TYPES = [
  "verification",
  "lead_verification",
  "password_reset",
  "welcome",
  "job_alert",
  "referral",
  "waitlist",
  "admin_message",
  "contact_notification",
] as const;

export type EmailType = (typeof EMAIL_TYPES)[number];
