/**
 * The spec's payment error catalogue (spec 02 §8 "Payment") and the small rules around it, kept
 * apart from the Stripe.js component so they are tested on their own.
 */
export const PAYMENT_MESSAGES = {
  unexpected: "An unexpected error occurred.",
  upgradeFailed: "Payment processed but account upgrade failed. Please contact support.",
  loginRequired: "Please log in to upgrade your account",
  setupFailed: "Failed to initialize payment. Please try again.",
  processing: "Your payment is processing. Your account will be upgraded as soon as it completes.",
  success: "Payment successful! Taking you to your dashboard...",
} as const;

/** Milliseconds between a successful payment and the move to /dashboard?upgraded=true (spec 02 §9). */
export const REDIRECT_AFTER_PAYMENT_MS = 2000;
export const UPGRADED_PATH = "/dashboard?upgraded=true";

/** What confirmPayment's error shows: the provider's message for card and validation errors, else the generic one. */
export function confirmErrorMessage(error: { type?: string; message?: string } | undefined): string {
  if ((error?.type === "card_error" || error?.type === "validation_error") && error.message) return error.message;
  return PAYMENT_MESSAGES.unexpected;
}

/** The payment states of spec 02 §4: idle, then the form once a client secret exists, processing, success or error. */
export type PaymentState =
  | { name: "idle" }
  | { name: "loading" }
  | { name: "form"; clientSecret: string; publishableKey: string }
  | { name: "processing"; clientSecret: string; publishableKey: string }
  | { name: "success" };
