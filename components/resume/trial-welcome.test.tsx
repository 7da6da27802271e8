import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TrialWelcome } from "./trial-welcome";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");

describe("TrialWelcome's resume part (issue 10 §6)", () => {
  it("offers the linked resume's Word download", () => {
    const html = renderToStaticMarkup(<TrialWelcome name="Ann" guides={[]} resume={{ kind: "download", resumeId: 5 }} />);
    expect(text(html)).toContain("Your Resume");
    expect(text(html)).toContain("Download Resume (.docx)");
    expect(text(html)).not.toContain("Resume Not Found");
  });

  it("shows 'Resume Not Found: No resume available for download.' when no resume could be linked", () => {
    const html = renderToStaticMarkup(<TrialWelcome name="Ann" guides={[]} resume={{ kind: "not-found" }} />);
    expect(text(html)).toContain("Resume Not Found: No resume available for download.");
    expect(text(html)).not.toContain("Download Resume");
  });

  it("has no resume part for a plain sign-up", () => {
    const html = renderToStaticMarkup(<TrialWelcome name="Ann" guides={[]} />);
    expect(text(html)).not.toContain("Your Resume");
  });
});
