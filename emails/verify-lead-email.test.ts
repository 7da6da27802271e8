import { describe, expect, it } from "vitest";
import { publicConfig } from "@/lib/config/public";
import { renderEmail } from "@/lib/email/template";
import * as verifyLeadEmail from "./verify-lead-email";

describe("verify-lead email", () => {
  it("has a subject, first-name greeting and the verification link in HTML and text", async () => {
    const verifyUrl = "https://app.example/api/leads/verify?token=abc123&x=1";
    const email = await renderEmail(verifyLeadEmail, { name: "  Dana  Whitfield", verifyUrl });
    expect(email.subject).toBe("Confirm your email to see your resume translation");
    expect(email.html).toContain('href="https://app.example/api/leads/verify?token=abc123&amp;x=1"');
    expect(email.text).toContain(verifyUrl);
    expect(email.text).toContain("Hi Dana,");
    expect(email.text).toContain("expires in 7 days");
    expect(email.text).toContain(publicConfig.productName);
  });

  it("renders its preview props", async () => {
    const email = await renderEmail(verifyLeadEmail, verifyLeadEmail.PreviewProps);
    expect(email.text).toContain("Hi Jordan,");
  });
});
