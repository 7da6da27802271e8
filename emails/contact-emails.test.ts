import { describe, expect, it } from "vitest";
import { publicConfig } from "@/lib/config/public";
import { renderEmail } from "@/lib/email/template";
import * as contactConfirmationEmail from "./contact-confirmation-email";
import * as contactMessageEmail from "./contact-message-email";

describe("contact emails", () => {
  it("contact-message: subject by kind, sender, Eastern time, message paragraphs, visitor markup escaped", async () => {
    const email = await renderEmail(contactMessageEmail, {
      ...contactMessageEmail.PreviewProps,
      message: "First line\nsecond line\n\n<img src=x onerror=alert(1)>",
    });
    expect(email.subject).toBe("[Contact] Question about job alerts");
    expect(email.text).toContain("New message from the contact form");
    expect(email.text).toContain("Dana Whitfield");
    expect(email.html).toContain('href="mailto:dana.whitfield@example.com"');
    expect(email.text).toContain("Mon, Jun 2, 2025, 10:30 AM EDT");
    expect(email.text).toContain("First line\nsecond line");
    expect(email.html).not.toContain("<img src=x");
    expect(email.text).toContain("contact message #42");
    const partner = await renderEmail(contactMessageEmail, { ...contactMessageEmail.PreviewProps, kind: "partner", subject: "Partnership Inquiry" });
    expect(partner.subject).toBe("[Partner inquiry] Partnership Inquiry");
    expect(partner.text).toContain("New partnership inquiry");
  });

  it("formats the received time in Eastern time, and passes through what is not a date", () => {
    expect(contactMessageEmail.formatReceivedAt("2025-01-06T14:05:00Z")).toBe("Mon, Jan 6, 2025, 9:05 AM EST");
    expect(contactMessageEmail.formatReceivedAt("nonsense")).toBe("nonsense");
  });

  it("contact-confirmation: first name only, the 24-hour promise, partner wording", async () => {
    const email = await renderEmail(contactConfirmationEmail, { kind: "contact", name: "  Dana  Whitfield" });
    expect(email.subject).toBe(`We received your message - ${publicConfig.productName}`);
    expect(email.text).toContain("Hi Dana,");
    expect(email.text).not.toContain("Whitfield");
    expect(email.text).toContain("Thank you for contacting us. We'll get back to you within 24 hours");
    expect(email.text).toContain(publicConfig.supportEmail);
    const partner = await renderEmail(contactConfirmationEmail, { kind: "partner", name: "Jo" });
    expect(partner.subject).toBe(`Thank you for your interest in partnering with ${publicConfig.productName}`);
    expect(partner.text).toContain("public servants your organization works with");
  });

  it("render their PreviewProps with stable template names", async () => {
    for (const template of [contactMessageEmail, contactConfirmationEmail]) {
      const email = await renderEmail(template as typeof contactMessageEmail, template.PreviewProps as never);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(template.templateName).toMatch(/^[a-z-]+-email$/);
    }
  });
});
