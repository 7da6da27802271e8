/**
 * The three preview pages rendered to HTML: the first tab's subject and the email document in its
 * frame (the sent template, rendered inside the page's own render), noindex metadata, and an
 * email document per day with that day's content.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import EmailPreviewPage, * as waitlistPage from "@/app/(previews)/email-preview/page";
import JobAlertPreviewPage, * as jobAlertPage from "@/app/(previews)/job-alert-preview/page";
import ReferralEmailPreviewPage, * as referralPage from "@/app/(previews)/referral-email-preview/page";
import { demoJobsForDay, SAMPLE_UNSUBSCRIBE_URL } from "@/lib/email-previews/demo-jobs";
import { JOB_ALERT_DAYS } from "@/lib/email-previews/job-alert-copy";
import { REFERRAL_DAYS } from "@/lib/email-previews/referral-copy";
import { WAITLIST_DAYS } from "@/lib/email-previews/waitlist-copy";
import * as jobAlertEmail from "@/emails/job-alert-email";
import { emailDocument } from "./email-frame";

const decode = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
/** The page's own visible text: frames dropped, tags removed, entities decoded, whitespace collapsed. */
const visible = (markup: string) =>
  decode(markup.replace(/<iframe[\s\S]*?<\/iframe>/g, " ").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
const srcdocs = (markup: string) => [...markup.matchAll(/<iframe[^>]*srcDoc="([^"]*)"/gi)].map((m) => decode(m[1]!));
const headings = (markup: string) => [...markup.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

describe("email preview pages", () => {
  it("/job-alert-preview: seven day tabs, day 1's subject, its email in a titled frame, pro tip, upgrade link, summary tiles", () => {
    const html = renderToStaticMarkup(<JobAlertPreviewPage />);
    const text = visible(html);
    for (let d = 1; d <= 7; d++) expect(html).toMatch(new RegExp(`role="tab"[^>]*>Day ${d}<`));
    const day1 = jobAlertEmail.subject({ name: "x", day: 1, jobs: demoJobsForDay(1), unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL });
    expect(text).toContain(`Subject: ${day1}`);
    expect(html).toContain('title="Day 1 job alert email"');
    const [doc] = srcdocs(html);
    expect(doc).toMatch(/^<!DOCTYPE html>/);
    for (const job of demoJobsForDay(1)) expect(doc).toContain(job.jobTitle);
    expect(doc).toContain('<base target="_blank"/>');
    expect(text).toContain(JOB_ALERT_DAYS[0].proTip);
    expect(html).toContain('href="/upgrade"');
    for (const tile of ["Total jobs across days", "Premium features", "Search filters", "Trial strategy", "Job count", "Trial day", "Upgrade message"]) expect(text).toContain(tile);
    expect(text).toContain("Total jobs across days 41 sample jobs");
    for (const filter of ["Job title", "Location", "Experience", "Salary", "Remote work"]) expect(text).toContain(filter);
    expect(headings(html)[0]).toBe(1);
    expect(jobAlertPage.metadata.robots).toMatchObject({ index: false });
  });

  it("/referral-email-preview: seven tabs, subject, theme, call to action, prize highlight and the email", () => {
    const html = renderToStaticMarkup(<ReferralEmailPreviewPage />);
    const text = visible(html);
    for (let d = 1; d <= 7; d++) expect(html).toMatch(new RegExp(`role="tab"[^>]*>Day ${d}<`));
    const c = REFERRAL_DAYS[0];
    for (const s of [`Subject: ${c.subject}`, c.theme, c.callToAction, c.prizeHighlight, "Theme", "Call to action", "Prize highlight"]) expect(text).toContain(s);
    const [doc] = srcdocs(html);
    expect(doc).toContain("How it works");
    expect(doc).toContain("Why share?");
    expect(referralPage.metadata.robots).toMatchObject({ index: false });
  });

  it("/email-preview: five day tabs, 24 hours apart, 161 subscribers, day 1's subject and email", () => {
    const html = renderToStaticMarkup(<EmailPreviewPage />);
    const text = visible(html);
    for (let d = 1; d <= 5; d++) expect(html).toMatch(new RegExp(`role="tab"[^>]*>Day ${d}<`));
    expect(html).not.toMatch(/role="tab"[^>]*>Day 6</);
    expect(text).toContain("24 hours apart");
    expect(text).toContain("161 waitlist subscribers");
    expect(text).toContain(`Subject: ${WAITLIST_DAYS[0].subject}`);
    const [doc] = srcdocs(html);
    expect(doc).toContain(WAITLIST_DAYS[0].headline);
    expect(waitlistPage.metadata.robots).toMatchObject({ index: false });
  });

  it("renders every day's email document with that day's content", () => {
    for (const c of JOB_ALERT_DAYS) {
      const doc = decode(emailDocument({ template: "job-alert", props: { name: "J", day: c.day, jobs: demoJobsForDay(c.day), unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL } }));
      expect(doc).toContain(c.upgradeHeadline);
      expect(doc).toContain(demoJobsForDay(c.day).at(-1)!.jobTitle);
    }
    for (const c of REFERRAL_DAYS) expect(decode(emailDocument({ template: "referral", props: { name: "J", day: c.day, unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL } }))).toContain(c.intro);
    for (const c of WAITLIST_DAYS) expect(decode(emailDocument({ template: "waitlist", props: { name: "J", day: c.day, unsubscribeUrl: SAMPLE_UNSUBSCRIBE_URL } }))).toContain(c.headline);
  });
});
