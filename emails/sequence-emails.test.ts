/**
 * The sequence emails as they are sent AND previewed (the preview pages render these same
 * components): every day of the job alert, referral contest and waitlist templates, rendered to
 * HTML, with its subject and key texts.
 */
import { describe, expect, it } from "vitest";
import { renderEmail } from "@/lib/email/template";
import { publicConfig, referralContestPrizes } from "@/lib/config/public";
import { DEMO_JOB_COUNTS, demoJobsForDay, TOTAL_DEMO_JOBS } from "@/lib/email-previews/demo-jobs";
import { JOB_ALERT_DAYS } from "@/lib/email-previews/job-alert-copy";
import { REFERRAL_DAYS, REFERRAL_HOW_IT_WORKS } from "@/lib/email-previews/referral-copy";
import { WAITLIST_DAYS } from "@/lib/email-previews/waitlist-copy";
import * as jobAlertEmail from "./job-alert-email";
import * as referralEmail from "./referral-email";
import * as waitlistEmail from "./waitlist-email";

const unsubscribeUrl = "https://app.example/unsubscribe?token=tok123";
const escaped = (url: string) => url.replace(/&/g, "&amp;");

function unescapeHtml(html: string) {
  return html.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}

describe("job alert email", () => {
  it("has the demo job counts of the spec: 5, 6, 5, 7, 6, 8, 4 (41 in all) with the five experience labels", () => {
    expect(DEMO_JOB_COUNTS).toEqual([5, 6, 5, 7, 6, 8, 4]);
    expect(TOTAL_DEMO_JOBS).toBe(41);
    const labels = new Set([1, 2, 3, 4, 5, 6, 7].flatMap((d) => demoJobsForDay(d).map((j) => j.experienceLevel)));
    expect([...labels].sort()).toEqual(["Entry-Mid", "Executive", "Mid", "Mid-Senior", "Senior"]);
  });

  it("renders each trial day 1 to 7 with its subject, job cards, pro tip, upgrade box and unsubscribe link", async () => {
    const subjects = new Set<string>();
    for (const copy of JOB_ALERT_DAYS) {
      const jobs = demoJobsForDay(copy.day);
      const email = await renderEmail(jobAlertEmail, { name: "Dana Whitfield", day: copy.day, jobs, unsubscribeUrl });
      subjects.add(email.subject);
      expect(email.subject).toContain(`${jobs.length} new job matches`);
      const html = unescapeHtml(email.html);
      for (const job of jobs) {
        expect(html).toContain(job.jobTitle);
        expect(html).toContain(job.company);
        expect(email.html).toContain(`href="${job.applicationUrl}"`);
      }
      expect(email.text).toContain("Hi Dana,");
      expect(email.text).toContain("Pro tip");
      expect(html).toContain(copy.proTip);
      expect(html).toContain(copy.upgradeMessage);
      expect(email.html).toContain('href="https://app.example/upgrade"');
      expect(email.html).toContain(`href="${escaped(unsubscribeUrl)}"`);
      expect(email.text).toContain("Unsubscribe");
      expect(email.text).toContain("Apply now");
    }
    expect(subjects.size).toBe(7);
  });

  it("day 7 is the final alert, with the most urgent upgrade copy; day 1 is an invitation", async () => {
    const day7 = await renderEmail(jobAlertEmail, { name: "Dana", day: 7, jobs: demoJobsForDay(7), unsubscribeUrl });
    expect(day7.subject).toBe("Final job alert of your trial: 4 new job matches");
    expect(day7.text).toContain("Last chance: your free trial ends today");
    expect(day7.text).toContain("This is your final free job alert");
    const day1 = await renderEmail(jobAlertEmail, { name: "Dana", day: 1, jobs: demoJobsForDay(1), unsubscribeUrl });
    expect(day1.subject).toBe("Day 1: 5 new job matches for your private-sector career");
    expect(day1.text).not.toContain("Last chance");
    const day6 = await renderEmail(jobAlertEmail, { name: "Dana", day: 6, jobs: demoJobsForDay(6), unsubscribeUrl });
    expect(day6.text).toContain("Tomorrow is your last free job alert");
  });

  it("shows each card's location, source, job type, experience and posted date; Adzuna postings say 'Jobs by Adzuna' with a link", async () => {
    const jobs: jobAlertEmail.JobAlertJob[] = [
      { jobTitle: "Grants Manager", company: "Acme", location: "Remote", source: "adzuna", jobType: "Full-time", experienceLevel: "Senior", postedDate: "2025-06-01T09:30:00Z", applicationUrl: "https://www.adzuna.com/details/1" },
      { jobTitle: "Budget Analyst", company: "Beta", location: "Omaha, NE", source: "themuse", jobType: "Part-time", experienceLevel: null, postedDate: "yesterday", applicationUrl: "https://beta.example/jobs/2" },
    ];
    const email = await renderEmail(jobAlertEmail, { name: "Dana", day: 2, jobs, unsubscribeUrl });
    expect(email.text).toContain("Jobs by Adzuna");
    expect(email.html).toContain('href="https://www.adzuna.com"');
    expect(email.text).toContain("Full-time · Senior level · Posted Jun 1, 2025");
    expect(email.text).toContain("Part-time · Posted yesterday");
    expect(email.text).toContain("Source: The Muse");
    expect(email.text).toContain("Remote");
    const withoutAdzuna = await renderEmail(jobAlertEmail, { name: "Dana", day: 2, jobs: [jobs[1]], unsubscribeUrl });
    expect(withoutAdzuna.text).not.toContain("Jobs by Adzuna");
    expect(withoutAdzuna.subject).toBe("Day 2: 1 new job match picked for you");
  });

  it("a premium daily alert (day null) has a plain subject with the count and no upgrade box", async () => {
    const email = await renderEmail(jobAlertEmail, { name: "Dana", day: null, jobs: demoJobsForDay(3), unsubscribeUrl });
    expect(email.subject).toBe("Your daily job alert: 5 new job matches");
    expect(email.html).not.toContain("/upgrade");
    expect(email.text).not.toContain("Pro tip");
    expect(email.text).not.toMatch(/Premium|trial/i);
    expect(email.html).toContain(`href="${escaped(unsubscribeUrl)}"`);
    expect(email.text).toContain(demoJobsForDay(3)[0].jobTitle);
  });

  it("an explicit upgrade link wins over the one derived from the unsubscribe link", async () => {
    const email = await renderEmail(jobAlertEmail, { name: "Dana", day: 3, jobs: demoJobsForDay(3), unsubscribeUrl, upgradeUrl: "https://civic.example/upgrade?from=alert" });
    expect(email.html).toContain('href="https://civic.example/upgrade?from=alert"');
    expect(email.html).not.toContain('href="https://app.example/upgrade"');
  });

  it("escapes posting text from job APIs", async () => {
    const job = { ...demoJobsForDay(1)[0], jobTitle: "<img src=x onerror=alert(1)>Analyst" };
    const email = await renderEmail(jobAlertEmail, { name: "Dana", day: 1, jobs: [job], unsubscribeUrl });
    expect(email.html).not.toContain("<img src=x");
    expect(email.html).toContain("&lt;img src=x");
  });
});

describe("referral contest email", () => {
  it("renders days 1 to 7 with their subject, prize highlight, call to action, prizes, steps, why-share box and unsubscribe link", async () => {
    const subjects = new Set<string>();
    for (const copy of REFERRAL_DAYS) {
      const email = await renderEmail(referralEmail, { name: "Dana Whitfield", day: copy.day, unsubscribeUrl });
      subjects.add(email.subject);
      expect(email.subject).toBe(copy.subject);
      const html = unescapeHtml(email.html);
      expect(html).toContain(copy.prizeHighlight);
      expect(html).toContain(copy.callToAction);
      expect(html).toContain(copy.intro);
      for (const p of referralContestPrizes) expect(html).toContain(p.prize);
      for (const step of REFERRAL_HOW_IT_WORKS) expect(html).toContain(step);
      expect(email.text).toContain("Why share?");
      expect(email.html).toContain(`href="${publicConfig.referralContestUrl}"`);
      expect(email.html).toContain(`href="${escaped(unsubscribeUrl)}"`);
      expect(email.text).toContain("Unsubscribe");
    }
    expect(subjects.size).toBe(7);
  });

  it("lists the spec's prizes: free Premium for 1 year or 1 month, $50, $25 and $10 gift cards", async () => {
    const email = await renderEmail(referralEmail, { name: "Dana", day: 1, unsubscribeUrl });
    for (const text of ["Free Premium for 1 year or 1 month", "$50 gift card", "for top referrers", "$25 gift card", "random winners", "$10 gift card", "participation"]) {
      expect(email.text).toContain(text);
    }
  });

  it("uses a caller's contest link instead of the configured one", async () => {
    const email = await renderEmail(referralEmail, { name: "Dana", day: 2, unsubscribeUrl, contestUrl: "https://contest.example/r/abc" });
    expect(email.html).toContain('href="https://contest.example/r/abc"');
  });
});

describe("waitlist launch email", () => {
  it("renders days 1 to 5 with their subject, copy, a button into the app and the unsubscribe link", async () => {
    expect(WAITLIST_DAYS.map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    const subjects = new Set<string>();
    for (const copy of WAITLIST_DAYS) {
      const email = await renderEmail(waitlistEmail, { name: "Dana Whitfield", day: copy.day, unsubscribeUrl });
      subjects.add(email.subject);
      expect(email.subject).toBe(copy.subject);
      const html = unescapeHtml(email.html);
      expect(html).toContain(copy.headline);
      for (const p of copy.paragraphs) expect(html).toContain(p);
      expect(html).toContain(copy.callToAction);
      expect(email.html).toContain(`href="https://app.example${copy.path}"`);
      expect(email.html).toContain(`href="${escaped(unsubscribeUrl)}"`);
      expect(email.text).toContain("Unsubscribe");
      expect(email.text).toContain("Hi Dana,");
    }
    expect(subjects.size).toBe(5);
  });
});

describe("the sequence templates as modules", () => {
  it("render their PreviewProps and keep their names", async () => {
    for (const template of [jobAlertEmail, referralEmail, waitlistEmail]) {
      const email = await renderEmail(template as typeof referralEmail, template.PreviewProps as never);
      expect(email.html).toMatch(/^<!DOCTYPE html/);
      expect(email.text).toContain("Unsubscribe");
    }
    expect([jobAlertEmail.templateName, referralEmail.templateName, waitlistEmail.templateName]).toEqual(["job-alert-email", "referral-email", "waitlist-email"]);
  });
});
