import "./zod-setup";
import { z } from "zod";
import { emailSchema } from "./common";

/** Login (spec 02 §5): valid email, password required. */
export const accountLoginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type AccountLoginInput = z.infer<typeof accountLoginSchema>;

/** Admin login: username and password required and trimmed. */
export const adminLoginSchema = z.object({
  username: z.string({ error: "Username is required" }).trim().min(1, "Username is required").max(100),
  password: z.string({ error: "Password is required" }).trim().min(1, "Password is required").max(200),
});
export type AdminLoginInput = z.infer<typeof adminLoginSchema>;

/** POST /api/auth/login answers (spec 02 §7); the login form reads it. */
export const accountLoginResponseSchema = z.object({
  account: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type AccountLoginResponse = z.infer<typeof accountLoginResponseSchema>;
