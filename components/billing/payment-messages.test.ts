import { describe, expect, it } from "vitest";
import { confirmErrorMessage, PAYMENT_MESSAGES } from "./payment-messages";

describe("payment error messages (spec 02 §8)", () => {
  it("shows Stripe's message for card and validation errors", () => {
    expect(confirmErrorMessage({ type: "card_error", message: "Your card was declined." })).toBe("Your card was declined.");
    expect(confirmErrorMessage({ type: "validation_error", message: "Your card number is incomplete." })).toBe("Your card number is incomplete.");
  });

  it("shows the generic message for anything else", () => {
    expect(confirmErrorMessage({ type: "api_error", message: "Something internal" })).toBe("An unexpected error occurred.");
    expect(confirmErrorMessage({ type: "card_error" })).toBe("An unexpected error occurred.");
    expect(confirmErrorMessage(undefined)).toBe("An unexpected error occurred.");
  });

  it("has the catalogue's texts exactly", () => {
    expect(PAYMENT_MESSAGES).toMatchObject({
      upgradeFailed: "Payment processed but account upgrade failed. Please contact support.",
      loginRequired: "Please log in to upgrade your account",
      setupFailed: "Failed to initialize payment. Please try again.",
    });
  });
});
