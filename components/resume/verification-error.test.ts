import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { verificationErrorOf } from "./verification-error";

const answer = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), "Bad Request");

describe("verificationErrorOf: why the server refused a token, from the answer's code", () => {
  it("maps the codes to the spec's ?error= values", () => {
    expect(verificationErrorOf(answer(400, { success: false, error: "invalid-token", code: "invalid_token" }))).toBe("invalid-token");
    expect(verificationErrorOf(answer(400, { success: false, error: "verification-failed", code: "verification_failed" }))).toBe(
      "verification-failed",
    );
  });

  it("reads the code, not the error text", () => {
    // The code decides even when the text says something else ...
    expect(verificationErrorOf(answer(400, { error: "expired", code: "verification_failed" }))).toBe("verification-failed");
    // ... and a text that looks like a reason, under another code, is not one.
    expect(verificationErrorOf(answer(400, { error: "invalid-token", code: "bad_request" }))).toBeUndefined();
    expect(verificationErrorOf(answer(429, { error: "verification-failed", code: "rate_limited" }))).toBeUndefined();
    expect(verificationErrorOf(new TypeError("Failed to fetch"))).toBeUndefined();
  });
});
