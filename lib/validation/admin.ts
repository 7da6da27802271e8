import "./zod-setup";
import { z } from "zod";
import { adminLoginSchema } from "./auth";

/** Admin list pages (users, resumes, leads, email status): server-side paging, search and filter. */
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_USER_FILTERS = ["all", "trial", "premium", "inactive"] as const;
export const ADMIN_RESUME_FILTERS = ["all", "verified", "unverified"] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];
export type AdminResumeFilter = (typeof ADMIN_RESUME_FILTERS)[number];

const pageNumber = z.coerce.number().int().min(1).max(1_000_000).catch(1);
const pageSize = z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).catch(20);
const search = z.string().trim().max(200).catch("");

export const adminListQuerySchema = z.object({
  page: pageNumber.default(1),
  pageSize: pageSize.default(20),
  q: search.default(""),
  filter: z.string().trim().max(20).catch("all").default("all"),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;

/** Reads ?page=&pageSize=&q=&filter= (bad values fall back to the defaults: a list never 500s on a query). */
export function parseAdminListQuery(url: string): AdminListQuery {
  const p = new URL(url).searchParams;
  return adminListQuerySchema.parse({
    page: p.get("page") ?? undefined,
    pageSize: p.get("pageSize") ?? undefined,
    q: p.get("q") ?? undefined,
    filter: p.get("filter") ?? undefined,
  });
}

/** Spec 02 §5: subject and message required and trimmed. */
export const adminEmailSchema = z.object({
  accountId: z.coerce.number({ error: "Account is required" }).int().positive("Account is required").max(2_147_483_647),
  subject: z.string({ error: "Subject is required" }).trim().min(1, "Subject is required").max(200, "Subject must be at most 200 characters"),
  message: z.string({ error: "Message is required" }).trim().min(1, "Message is required").max(10_000, "Message must be at most 10000 characters"),
});
export type AdminEmailInput = z.infer<typeof adminEmailSchema>;
/** The dialog's form: the account comes from the row, not a field. */
export const adminEmailFormSchema = adminEmailSchema.omit({ accountId: true });
export type AdminEmailFormInput = z.infer<typeof adminEmailFormSchema>;

/** DELETE /api/admin/accounts/{id}: the email typed in the confirmation dialog, checked again on the server. */
export const adminDeleteAccountSchema = z.object({
  email: z.string({ error: "Type the user's email to confirm" }).min(1, "Type the user's email to confirm").max(320),
});

/** Spec 02 §5: the typed email must equal the user's email exactly. */
export const deleteConfirmed = (typed: string, email: string) => typed === email;

/** A code from an authenticator app (6 digits; spaces allowed as apps group them). */
export const adminTwoFactorCodeSchema = z.object({
  code: z.string({ error: "Enter the 6-digit code from your app" }).trim().regex(/^\d{3}\s?\d{3}$/, "Enter the 6-digit code from your app"),
});

/** POST /api/admin/login: the login form's fields, plus the app code once two-factor is on. */
export const adminLoginWithCodeSchema = adminLoginSchema.extend({
  code: z.string().trim().max(20).optional(),
});

/** GET /api/admin/page-analytics?page=: "all" or a path. */
export const analyticsPageSchema = z.string().trim().max(500).catch("all");

/** Path segments naming a user by email (user-resume/{email}). */
export const adminEmailParamSchema = z.string().trim().toLowerCase().min(3).max(320);
