import "./zod-setup";
import { z } from "zod";
import { emailSchema } from "./common";

/** The spec's messages for the site contact form (doc 2 §5), in one place. */
export const CONTACT_MESSAGES = {
  name: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  subject: "Subject must be at least 5 characters",
  message: "Message must be at least 10 characters",
} as const;

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000, honeypot: 500 } as const;

/** The subject a partner inquiry gets when it names none (doc 2 §4). */
export const PARTNER_INQUIRY_SUBJECT = "Partnership Inquiry";

/** Trimmed, with runs of whitespace (newlines included) made one space: a name or subject is one line. */
const oneLine = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .transform((s) => s.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(min, message).max(max, `Must be at most ${max} characters`));

const contactEmail = emailSchema.pipe(z.string().max(CONTACT_LIMITS.email, CONTACT_MESSAGES.email));

const messageText = (message: string, min: number) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(CONTACT_LIMITS.message, `Must be at most ${CONTACT_LIMITS.message} characters`);

/**
 * A hidden field people never see or fill in (a honeypot). Bots that fill every field do; the route
 * answers them exactly as everyone else, but stores and sends nothing.
 */
const honeypot = z.string().max(CONTACT_LIMITS.honeypot).optional();

/**
 * The site contact form (/contact): name ≥ 2, valid email, subject ≥ 5, message ≥ 10, with the
 * spec's messages. Used by the form (zodResolver) and, as the "contact" kind, by POST /api/contact.
 */
export const contactMessageSchema = z.object({
  name: oneLine(CONTACT_MESSAGES.name, 2, CONTACT_LIMITS.name),
  email: contactEmail,
  subject: oneLine(CONTACT_MESSAGES.subject, 5, CONTACT_LIMITS.subject),
  message: messageText(CONTACT_MESSAGES.message, 10),
  website: honeypot,
});

export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessageData = z.output<typeof contactMessageSchema>;

/**
 * The partner inquiry form (/partners): name, email and message required (the page itself ignores a
 * submission with an empty field), the subject defaulting to "Partnership Inquiry". Its rules are
 * relaxed on purpose: the spec gives the partner form no minimum lengths, so a short "Please call
 * me" from a workforce office is accepted rather than refused with rules the page never shows.
 */
export const partnerInquirySchema = z.object({
  kind: z.literal("partner"),
  name: oneLine("Name is required", 1, CONTACT_LIMITS.name),
  email: contactEmail,
  subject: z
    .string()
    .optional()
    .transform((s) => s?.replace(/\s+/g, " ").trim() || PARTNER_INQUIRY_SUBJECT)
    .pipe(z.string().max(CONTACT_LIMITS.subject, `Must be at most ${CONTACT_LIMITS.subject} characters`)),
  message: messageText("Message is required", 1),
  website: honeypot,
});

export type PartnerInquiryInput = z.input<typeof partnerInquirySchema>;

/**
 * The body of POST /api/contact: a site contact message (`kind` "contact" or absent) or a partner
 * inquiry (`kind` "partner").
 */
export const contactRequestSchema = z.preprocess(
  (body) =>
    body && typeof body === "object" && !Array.isArray(body) && (body as { kind?: unknown }).kind === undefined
      ? { ...body, kind: "contact" }
      : body,
  z.discriminatedUnion(
    "kind",
    [contactMessageSchema.extend({ kind: z.literal("contact") }), partnerInquirySchema],
    { error: 'kind must be "contact" or "partner"' },
  ),
);

export type ContactRequest = z.output<typeof contactRequestSchema>;
export type ContactKind = ContactRequest["kind"];
