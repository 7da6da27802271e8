import "./zod-setup";
import { z } from "zod";
import { MAX_ID } from "./input";
import { emailSchema } from "./common";

/** Absent, empty or null (a form's empty query parameter) means "no resume". */
const optionalResumeId = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? undefined : typeof v === "string" ? Number(v.trim()) : v),
  z.number({ error: "Invalid resume id" }).int("Invalid resume id").positive("Invalid resume id").max(MAX_ID, "Invalid resume id").optional(),
);

/**
 * Account creation (spec 01 §5): valid email, name at least 2 characters, password at least 8,
 * confirmPassword equal to password, optional resume id. Used by the /create-account form and
 * POST /api/accounts.
 */
export const createAccountSchema = z
  .object({
    email: emailSchema,
    name: z
      .string({ error: "Name must be at least 2 characters" })
      .trim()
      .min(2, "Name must be at least 2 characters")
      .max(100, "Name must be at most 100 characters"),
    password: z
      .string({ error: "Password must be at least 8 characters" })
      .min(8, "Password must be at least 8 characters")
      // Bounds the cost of hashing a hostile request body.
      .max(128, "Password must be at most 128 characters"),
    confirmPassword: z.string({ error: "Passwords don't match" }),
    resumeId: optionalResumeId,
  })
  .refine((d) => d.password === d.confirmPassword, { path: ["confirmPassword"], message: "Passwords don't match" });

export type CreateAccountInput = z.input<typeof createAccountSchema>;
export type CreateAccountData = z.output<typeof createAccountSchema>;
