import "./zod-setup";
import { z } from "zod";

/**
 * The dashboard's account edit form (spec 02 §5): name required, a valid email, the current
 * password always (every change is confirmed with it), and an optional new password of at least
 * 8 characters that must equal confirmPassword. Used by the form and PUT /api/accounts/{id}.
 */
export const accountUpdateSchema = z
  .object({
    name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name must be at most 100 characters"),
    email: z
      .string({ error: "Invalid email address" })
      .trim()
      .toLowerCase()
      .pipe(z.email("Invalid email address").max(254, "Invalid email address")),
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      // Bounds the cost of hashing a hostile request body.
      .max(200, "Current password is required"),
    // An empty field means "keep my password".
    newPassword: z
      .string({ error: "New password must be at least 8 characters" })
      .max(128, "New password must be at most 128 characters")
      .refine((v) => v === "" || v.length >= 8, "New password must be at least 8 characters")
      .optional(),
    confirmPassword: z.string({ error: "Passwords don't match" }).max(128, "Passwords don't match").optional(),
  })
  .refine((d) => !d.newPassword || d.newPassword === d.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords don't match",
  });

export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdateData = z.output<typeof accountUpdateSchema>;

/** PUT /api/accounts/{id} answers this (spec 02 §7: the form reads `name`). */
export type AccountUpdateResponse = {
  id: number;
  name: string;
  email: string;
  /** The new address waiting for its confirmation link, if any. */
  pendingEmail: string | null;
  /** True when this request sent a confirmation link to `pendingEmail`. */
  emailConfirmationSent: boolean;
  passwordChanged: boolean;
  message: string;
};

/**
 * Account deletion (spec 02 §5): the person types their email, which must equal the account's
 * exactly. Only a bounded string here; the comparison is the server's (lib/account/delete.ts).
 */
export const accountDeleteSchema = z.object({
  email: z.string({ error: "Please type your email address to confirm" }).trim().min(1, "Please type your email address to confirm").max(320, "Please type your email address to confirm"),
});

export type AccountDeleteInput = z.input<typeof accountDeleteSchema>;

/** Whether the typed confirmation matches the account's email (the delete button's and the server's test). */
export function deleteConfirmationMatches(typed: string, accountEmail: string): boolean {
  return typed.trim() === accountEmail;
}
