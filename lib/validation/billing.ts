import "./zod-setup";
import { z } from "zod";

/**
 * Billing input (spec 02 §5 "Cancel subscription", §9 cancellation reasons, §7 calls). Shared by
 * the cancel-subscription form and POST /api/cancel-subscription, and by the payment calls whose
 * body is only the spec's `{ accountId }` (ignored: the caller is the session).
 */

/** The spec's 10 cancellation reasons, in the order the form lists them, with the labels people see. */
export const CANCELLATION_REASONS = [
  { value: "found-new-job", label: "I found a new job" },
  { value: "not-actively-searching", label: "I'm not actively searching right now" },
  { value: "irrelevant-job-alerts", label: "The job alerts weren't relevant to me" },
  { value: "resume-not-helpful", label: "The resume translation wasn't helpful" },
  { value: "too-expensive", label: "It's too expensive" },
  { value: "expected-more-features", label: "I expected more features" },
  { value: "better-results-elsewhere", label: "I got better results elsewhere" },
  { value: "taking-a-break", label: "I'm taking a break from my job search" },
  { value: "technical-issues", label: "I ran into technical issues" },
  { value: "other", label: "Other" },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]["value"];

const REASON_VALUES = CANCELLATION_REASONS.map((r) => r.value) as [CancellationReason, ...CancellationReason[]];
const PRESET_REASONS = new Set<string>(REASON_VALUES.filter((r) => r !== "other"));

export const REASON_REQUIRED = "Please select a reason for cancelling";
export const OTHER_TEXT_REQUIRED = "Please tell us why you are cancelling";
export const OTHER_TEXT_MAX = 500;
const OTHER_PREFIX = "Other: ";

/** The form: a reason from the list, and for "other" a non-blank text of its own. */
export const cancelSubscriptionFormSchema = z
  .object({
    reason: z.enum(REASON_VALUES, { error: REASON_REQUIRED }),
    otherReason: z.string().max(OTHER_TEXT_MAX, `Please keep it under ${OTHER_TEXT_MAX} characters`).optional(),
  })
  .superRefine((d, ctx) => {
    if (d.reason === "other" && !d.otherReason?.trim()) {
      ctx.addIssue({ code: "custom", path: ["otherReason"], message: OTHER_TEXT_REQUIRED });
    }
  });

export type CancelSubscriptionFormInput = z.input<typeof cancelSubscriptionFormSchema>;

/** What the form sends as `reason`: the value itself, or "Other: {text}" (spec 02 §5). */
export function cancellationReasonText(form: { reason: CancellationReason; otherReason?: string }): string {
  return form.reason === "other" ? `${OTHER_PREFIX}${(form.otherReason ?? "").trim()}` : form.reason;
}

/**
 * POST /api/cancel-subscription { accountId?, reason }: `reason` is one of the nine preset values or
 * "Other: {non-blank text}". A bare "other" (the text missing) gets the form's own message.
 */
export const cancelSubscriptionSchema = z.object({
  reason: z
    .string({ error: REASON_REQUIRED })
    .trim()
    .superRefine((value, ctx) => {
      if (PRESET_REASONS.has(value)) return;
      if (value === "other" || value === OTHER_PREFIX.trim()) {
        ctx.addIssue({ code: "custom", message: OTHER_TEXT_REQUIRED });
      } else if (value.startsWith(OTHER_PREFIX)) {
        const text = value.slice(OTHER_PREFIX.length).trim();
        if (!text) ctx.addIssue({ code: "custom", message: OTHER_TEXT_REQUIRED });
        else if (text.length > OTHER_TEXT_MAX) ctx.addIssue({ code: "custom", message: `Please keep it under ${OTHER_TEXT_MAX} characters` });
      } else {
        ctx.addIssue({ code: "custom", message: REASON_REQUIRED });
      }
    })
    .transform((value) => (value.startsWith(OTHER_PREFIX) ? `${OTHER_PREFIX}${value.slice(OTHER_PREFIX.length).trim()}` : value)),
});

/**
 * The body of the payment calls (spec 02 §7: `{ accountId }`). Older clients send the account id;
 * it is accepted and ignored, because the account is always the session's.
 */
export const paymentCallSchema = z.object({ accountId: z.unknown().optional() });
