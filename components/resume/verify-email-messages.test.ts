import { describe, expect, it } from "vitest";
import { accountSetupUrl, initialVerifyState, verifyErrorMessage } from "./verify-email-messages";

describe("verifyErrorMessage", () => {
  it("maps the known codes and falls back for anything else", () => {
    expect(verifyErrorMessage("invalid-token")).toBe("The verification link is invalid or malformed");
    expect(verifyErrorMessage("verification-failed")).toBe("The verification link has expired or is invalid");
    expect(verifyErrorMessage("server-error")).toBe("An error occurred while verifying your email");
    expect(verifyErrorMessage("toString")).toBe("Verification failed");
    expect(verifyErrorMessage("weird")).toBe("Verification failed");
  });
});

describe("initialVerifyState", () => {
  it("needs a token when nothing else is given", () => {
    expect(initialVerifyState({})).toEqual({ kind: "error", message: "No verification token provided" });
    expect(initialVerifyState({ token: "  " })).toEqual({ kind: "error", message: "No verification token provided" });
    expect(initialVerifyState({ token: " abc " })).toEqual({ kind: "verify", token: "abc" });
  });

  it("reports missing resume data on success=true", () => {
    expect(initialVerifyState({ success: "true", resumeId: "4", email: "a@b.co" })).toEqual({
      kind: "error",
      message: "Missing resume data in verification link",
    });
    expect(initialVerifyState({ success: "true", resumeId: "4", email: "a@b.co", name: "Ann", token: "x" })).toEqual({
      kind: "success",
      resume: { id: "4", email: "a@b.co", name: "Ann" },
    });
  });

  it("prefers an error code over a token", () => {
    expect(initialVerifyState({ error: "server-error", token: "abc" })).toEqual({
      kind: "error",
      message: "An error occurred while verifying your email",
    });
  });
});

describe("accountSetupUrl", () => {
  it("encodes the resume details and marks the visit verified", () => {
    expect(accountSetupUrl({ id: 7, email: "a+b@c.co", name: "Ann Lee" })).toBe(
      "/create-account?email=a%2Bb%40c.co&name=Ann+Lee&resumeId=7&verified=true",
    );
  });
});
