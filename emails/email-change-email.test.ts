import { describe, expect, it } from "vitest";
import { publicConfig } from "@/lib/config/public";
import { renderEmail } from "@/lib/email/template";
import * as emailChangeEmail from "./email-change-email";

describe("email-change email", () => {
  it("names the new address and carries the confirmation link and its expiry", async () => {
    const confirmUrl = "https://app.example/api/accounts/confirm-email?token=abc.def";
    const email = await renderEmail(emailChangeEmail, { name: "Dana Whitfield", newEmail: "dana.new@example.com", confirmUrl, expiresInDays: 7 });
    expect(email.subject).toBe(`Confirm your new ${publicConfig.productName} email address`);
    expect(email.html).toContain(`href="${confirmUrl}"`);
    expect(email.text).toContain(confirmUrl);
    expect(email.text).toContain("Hi Dana,");
    expect(email.text).toContain("dana.new@example.com");
    expect(email.text).toContain("expires in 7 days");
    expect(email.text).toContain("keeps its current address until you confirm");
  });

  it("renders its PreviewProps", async () => {
    const email = await renderEmail(emailChangeEmail, emailChangeEmail.PreviewProps);
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(emailChangeEmail.templateName).toBe("email-change-email");
  });
});
