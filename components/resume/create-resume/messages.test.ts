import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/client";
import { createErrorNotice, noticeText, queryErrorNotice, sendErrorNotice, uploadErrorNotice } from "./messages";

const apiError = (status: number, body: unknown) =>
  new ApiError(status, typeof body === "string" ? body : JSON.stringify(body), "status text");

describe("create-resume messages", () => {
  it("maps the ?error= values to the spec's resume-page texts", () => {
    expect(noticeText(queryErrorNotice("invalid-token"))).toBe(
      "Invalid Verification Link: The verification link is invalid or malformed. Please create a new resume.",
    );
    expect(noticeText(queryErrorNotice("verification-failed"))).toBe(
      "Verification Failed: The verification link has expired or is invalid. Please create a new resume.",
    );
    expect(noticeText(queryErrorNotice("server-error"))).toBe(
      "Server Error: An error occurred while verifying your email. Please try again.",
    );
    expect(noticeText(queryErrorNotice("anything"))).toBe("An error occurred during verification.");
    expect(noticeText(queryErrorNotice("constructor"))).toBe("An error occurred during verification.");
  });

  it("turns a duplicate email into 'Email Already Used' and validation failures into their list", () => {
    expect(noticeText(createErrorNotice(apiError(409, { error: "Email already has a resume", code: "email_taken" })))).toBe(
      "Email Already Used: This email address already has a resume.",
    );
    const validation = createErrorNotice(
      apiError(422, { error: "Validation failed: Location is required", code: "validation_failed" }),
    );
    expect(validation).toEqual({ title: "Error Creating Resume", description: "Validation failed: Location is required" });
    expect(createErrorNotice(apiError(500, "<html>stack</html>")).title).toBe("Error Creating Resume");
    expect(createErrorNotice(apiError(500, "<html>stack</html>")).description).not.toContain("stack");
    expect(createErrorNotice(new TypeError("Failed to fetch")).title).toBe("Error Creating Resume");
  });

  it("decides by the answer's code, not by its message text", () => {
    // The code alone says the address is taken, whatever the text reads ...
    expect(createErrorNotice(apiError(409, { error: "This address is in use", code: "email_taken" }))).toEqual({
      title: "Email Already Used",
      description: "This email address already has a resume.",
    });
    // ... and the text alone does not.
    const lookalike = createErrorNotice(apiError(400, { error: "Email already has a resume", code: "bad_request" }));
    expect(lookalike.title).toBe("Error Creating Resume");
    expect(lookalike.description).not.toContain("already has a resume");
    expect(createErrorNotice(apiError(429, { error: "Too many requests. Please try again later.", code: "rate_limited" }))).toEqual({
      title: "Error Creating Resume",
      description: "Too many requests. Please try again later.",
    });
    expect(sendErrorNotice(apiError(404, { error: "No resume found. Please create a new resume.", code: "resume_not_found" }))).toEqual({
      title: "No resume found. Please create a new resume.",
    });
  });

  it("shows the parser's reason for a refused upload and 'Failed to parse file' otherwise", () => {
    expect(uploadErrorNotice(apiError(415, { error: "Unsupported file type. Upload a .pdf, .docx, .doc or .txt file." }))).toEqual({
      title: "Upload Failed",
      description: "Unsupported file type. Upload a .pdf, .docx, .doc or .txt file.",
    });
    expect(uploadErrorNotice(apiError(500, { error: "boom" }))).toEqual({ title: "Upload Failed", description: "Failed to parse file" });
    expect(uploadErrorNotice(new TypeError("network"))).toEqual({ title: "Upload Failed", description: "Failed to parse file" });
  });

  it("says 'No resume found' for a resume the server does not know and 'Failed to Send Email' otherwise", () => {
    expect(sendErrorNotice(apiError(404, { error: "No resume found. Please create a new resume." }))).toEqual({
      title: "No resume found. Please create a new resume.",
    });
    expect(sendErrorNotice(apiError(502, { error: "x" })).title).toBe("Failed to Send Email");
    expect(sendErrorNotice(apiError(429, { error: "Too many requests. Try again in 5 minutes." }))).toEqual({
      title: "Failed to Send Email",
      description: "Too many requests. Try again in 5 minutes.",
    });
  });
});
