import { describe, expect, it } from "vitest";
import { accountSetupUrl, confirmedResume, initialVerifyState, verifyErrorMessage } from "./verify-email-messages";

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
  });

  it("never decides success from the query: success=true asks the server (issue 10 §6)", () => {
    const forged = initialVerifyState({ success: "true", resumeId: "4", email: "a@b.co", name: "Ann" });
    expect(forged).toEqual({ kind: "confirm", resumeId: 4 });
    expect(forged.kind).not.toBe("success");
    // a token beside it is verified like any other token
    expect(initialVerifyState({ success: "true", resumeId: "4", email: "a@b.co", name: "Ann", token: "x" })).toEqual({
      kind: "verify",
      token: "x",
    });
    // an id no resume can have is refused before any request
    for (const resumeId of ["abc", "0", "-3", "1e3", "99999999999"]) {
      expect(initialVerifyState({ success: "true", resumeId, email: "a@b.co", name: "Ann" })).toEqual({
        kind: "error",
        message: "Verification failed",
      });
    }
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

describe("confirmedResume", () => {
  const verified = { resume: { id: 4, email: "real@b.co", name: "Real Name", emailVerified: true, locked: false } };

  it("takes the name and email from the server's answer for a verified resume", () => {
    expect(confirmedResume(4, verified)).toEqual({ id: 4, email: "real@b.co", name: "Real Name" });
  });

  it("refuses an unverified resume, another resume or a malformed answer", () => {
    expect(confirmedResume(4, { resume: { ...verified.resume, emailVerified: false, locked: true } })).toBeNull();
    expect(confirmedResume(5, verified)).toBeNull();
    expect(confirmedResume(4, { resume: { ...verified.resume, emailVerified: "true" } })).toBeNull();
    expect(confirmedResume(4, null)).toBeNull();
    expect(confirmedResume(4, { success: true })).toBeNull();
    expect(confirmedResume(4, { resume: { ...verified.resume, name: "" } })).toBeNull();
  });
});
