import { describe, expect, it } from "vitest";
import { renderEmail } from "@/lib/email/template";
import { publicConfig } from "@/lib/config/public";
import * as adminMessageEmail from "./admin-message-email";
import * as passwordResetEmail from "./password-reset-email";
import * as resumeLinkEmail from "./resume-link-email";
import * as verifyResumeEmail from "./verify-resume-email";

describe("email templates", () => {
  it("verify-resume: subject, greeting, verification link in HTML and text", async () => {
    const verifyUrl = "https://app.example/verify-email?token=abc123&x=1";
    const email = await renderEmail(verifyResumeEmail, { name: "Dana  Whitfield", verifyUrl });
    expect(email.subject).toBe("Verify your email to download your resume");
    expect(email.html).toContain('href="https://app.example/verify-email?token=abc123&amp;x=1"');
    expect(email.text).toContain("Your private-sector resume is ready");
    expect(email.html).toContain('lang="en"');
    expect(email.text).toContain(verifyUrl);
    expect(email.text).toContain("Hi Dana,");
    expect(email.text).toContain(publicConfig.supportEmail);
    expect(email.text).toContain(publicConfig.productName);
  });

  it("resume-link: 'you already have a resume: here is a fresh link', or a requested new link", async () => {
    const resumeUrl = "https://app.example/create-resume?verified=7&token=fresh";
    const duplicate = await renderEmail(resumeLinkEmail, { name: "Dana Whitfield", resumeUrl, reason: "duplicate" });
    expect(duplicate.subject).toBe("You already have a resume: here is a fresh link");
    expect(duplicate.text).toContain("You already have a resume");
    expect(duplicate.text).toContain("Hi Dana,");
    expect(duplicate.html).toContain('href="https://app.example/create-resume?verified=7&amp;token=fresh"');
    expect(duplicate.text).toContain(resumeUrl);
    const requested = await renderEmail(resumeLinkEmail, { name: "Dana", resumeUrl, reason: "requested" });
    expect(requested.subject).toBe("Here is a fresh link to your resume");
    expect(requested.text).toContain("You asked for a new link");
  });

  it("password-reset: link, name and a human expiry", async () => {
    const resetUrl = "https://app.example/reset-password?token=r3s3t";
    const email = await renderEmail(passwordResetEmail, { name: "Lee", resetUrl, expiresInMinutes: 60 });
    expect(email.subject).toBe(`Reset your ${publicConfig.productName} password`);
    expect(email.html).toContain(`href="${resetUrl}"`);
    expect(email.text).toContain("Hi Lee,");
    expect(email.text).toContain("expires in 1 hour");
    const short = await renderEmail(passwordResetEmail, { name: "Lee", resetUrl, expiresInMinutes: 30 });
    expect(short.text).toContain("expires in 30 minutes");
  });

  it("admin-message: subject from props, paragraphs kept, staff markup escaped", async () => {
    const email = await renderEmail(adminMessageEmail, {
      name: "Sam Ortiz",
      subject: "About your account",
      message: "First line\nsecond line\n\n<script>alert(1)</script> <b>bold</b>",
    });
    expect(email.subject).toBe("About your account");
    expect(email.text).toContain("Hi Sam,");
    expect(email.html).not.toContain("<script>alert(1)</script>");
    expect(email.html).not.toContain("<b>bold</b>");
    expect(email.html).toContain("&lt;script&gt;");
    // The plain-text part shows the staff text literally, line breaks and paragraphs kept.
    expect(email.text).toContain("First line\nsecond line\n\n<script>alert(1)</script> <b>bold</b>");
  });

  it("a caller's subject overrides the template's", async () => {
    const email = await renderEmail(verifyResumeEmail, verifyResumeEmail.PreviewProps, "  Custom subject ");
    expect(email.subject).toBe("Custom subject");
  });

  it("every template renders its PreviewProps", async () => {
    for (const template of [verifyResumeEmail, passwordResetEmail, adminMessageEmail, resumeLinkEmail]) {
      const email = await renderEmail(template as typeof verifyResumeEmail, template.PreviewProps as never);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.text.length).toBeGreaterThan(50);
      expect(template.templateName).toMatch(/^[a-z-]+-email$/);
    }
  });

  it("splits staff text into paragraphs, ignoring blank blocks", () => {
    expect(adminMessageEmail.toParagraphs("a\r\nb\n\n\n  \n\nc  ")).toEqual([["a", "b"], ["c"]]);
  });
});
