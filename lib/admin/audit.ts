/**
 * The admin audit log: every admin action that changes something (spec: email sent, trial toggled,
 * alert sent, account deleted, traffic split changed) writes who, what, target, details, address
 * and when. A deleted account's entry keeps only its numeric id (no email, no name), so the log
 * says an account was deleted without holding the person's data.
 */
import "server-only";
import { db as defaultDb, type Database } from "@/db/client";
import { adminAuditLog } from "@/db/schema";
import type { AdminSession } from "@/lib/auth";

export type AdminAction =
  | "send_email"
  | "toggle_trial"
  | "delete_account"
  | "send_job_alert"
  | "send_all_job_alerts"
  | "set_gemini_traffic"
  | "resend_lead_verification"
  | "enable_two_factor"
  | "change_job_search";

export type AuditEntry = {
  admin: Pick<AdminSession, "userId" | "username">;
  action: AdminAction;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
};

export async function recordAdminAction(entry: AuditEntry, db: Pick<Database, "insert"> = defaultDb): Promise<void> {
  await db.insert(adminAuditLog).values({
    userId: entry.admin.userId,
    username: entry.admin.username,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined ? null : String(entry.targetId),
    details: entry.details ?? null,
    ipAddress: entry.ip ?? null,
  });
}
