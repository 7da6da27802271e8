import "./zod-setup";
import { z } from "zod";
import { MAX_ID } from "./input";

/**
 * The resume form and POST /api/resumes (spec 01 §5): one schema, the spec's messages, used by
 * the form (zodResolver) and the handler (readJson).
 */
export const MAX_POSITIONS = 3;
export const MIN_DESCRIPTION_LENGTH = 10;
/** Roughly ten pages of text: far more than any position description, small enough to translate. */
export const MAX_DESCRIPTION_LENGTH = 20_000;

const MONTH_YEAR = /^(0[1-9]|1[0-2])\/(19|20)\d{2}$/;
const PRESENT = /^present$/i;

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const monthYear = (requiredMessage: string, allowPresent: boolean) =>
  z
    .string({ error: requiredMessage })
    .trim()
    // abort: an empty date reports only "... is required", not also the format message.
    .min(1, { message: requiredMessage, abort: true })
    .refine((v) => MONTH_YEAR.test(v) || (allowPresent && PRESENT.test(v)), {
      message: allowPresent ? "Use MM/YYYY or Present" : "Use MM/YYYY",
    })
    .transform((v) => (PRESENT.test(v) ? "Present" : v));

export const personalInfoSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .pipe(z.email("Invalid email format").max(254, "Invalid email format")),
  name: required("Full name is required"),
  location: required("Location is required"),
  phone: required("Phone number is required", 40),
  education: required("Education is required", 500),
  // Optional; the form sends "" when left empty.
  linkedinUrl: z.string().trim().max(300, "Must be at most 300 characters").optional(),
});

export const positionSchema = z.object({
  jobTitle: required("Job title is required"),
  agency: z.string().trim().max(200, "Must be at most 200 characters").optional(),
  location: required("Location is required"),
  startDate: monthYear("Start date is required", false),
  endDate: monthYear("End date is required", true),
  description: z
    .string({ error: "Position description must be at least 10 characters" })
    .trim()
    .min(MIN_DESCRIPTION_LENGTH, "Position description must be at least 10 characters")
    .max(MAX_DESCRIPTION_LENGTH, `Position description must be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters`),
});

export const resumeSchema = z.object({
  personalInfo: personalInfoSchema,
  positions: z
    .array(positionSchema, { error: "At least one position description is required" })
    .min(1, "At least one position description is required")
    .max(MAX_POSITIONS, "Maximum 3 position descriptions allowed"),
});

/** What POST /api/resumes accepts: the form plus the browser's anonymous tracking id. */
export const createResumeRequestSchema = resumeSchema.extend({
  sessionId: z.string().trim().max(100).optional(),
});

export type ResumeFormValues = z.input<typeof resumeSchema>;
export type ResumeInput = z.output<typeof resumeSchema>;
export type CreateResumeRequest = z.output<typeof createResumeRequestSchema>;

export const resumeIdSchema = z.object({
  resumeId: z.coerce
    .number({ error: "No resume found. Please create a new resume." })
    .int("No resume found. Please create a new resume.")
    .positive("No resume found. Please create a new resume.")
    .max(MAX_ID, "No resume found. Please create a new resume."),
});

export const verifyEmailSchema = z.object({ token: z.string().max(500).default("") });

/** 'Send a new link' (POST /api/resumes/resend-link): the address the resume was made with. */
export const resendLinkSchema = personalInfoSchema.pick({ email: true });
export type ResendLinkInput = z.input<typeof resendLinkSchema>;
