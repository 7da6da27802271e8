/**
 * Day-by-day copy of the trial job alerts (spec 02 "Email and alert previews"): the subject, a pro
 * tip and an upgrade message that grows more urgent toward day 7, when the trial's last alert goes
 * out. The template that is sent (emails/job-alert-email.tsx) and /job-alert-preview both read it,
 * so what staff preview is what trial members get.
 */
import { constants } from "@/lib/config/public";

export type JobAlertDayCopy = {
  day: number;
  /** One-line theme of the day (preview page). */
  theme: string;
  proTip: string;
  upgradeHeadline: string;
  upgradeMessage: string;
  upgradeButton: string;
};

const matches = (count: number) => `${count} new job ${count === 1 ? "match" : "matches"}`;

export const JOB_ALERT_DAYS: readonly JobAlertDayCopy[] = [
  {
    day: 1,
    theme: "Welcome: your first private-sector matches",
    proTip:
      "Apply within the first 48 hours a job is posted. Early applicants are far more likely to be read by a person, so treat each alert as a short list for today.",
    upgradeHeadline: "Like what you see? Keep these alerts coming",
    upgradeMessage: `Your free trial includes ${constants.jobAlertDays} days of daily job alerts. Premium keeps them coming every day and lets you save up to ${constants.maxJobSearches} custom job searches.`,
    upgradeButton: "See Premium",
  },
  {
    day: 2,
    theme: "Translate your experience",
    proTip:
      "Swap government terms for business ones in each application: \"stakeholders\" instead of \"constituents\", \"budget of $2.4M\" instead of \"appropriated funds\". Recruiters search for the words they use.",
    upgradeHeadline: "Search the way you want",
    upgradeMessage:
      "Premium members choose their own job titles, locations, salary range and remote work, and get alerts for each of their searches every day.",
    upgradeButton: "Explore Premium",
  },
  {
    day: 3,
    theme: "Quantify your impact",
    proTip:
      "Put a number in every bullet of your resume: people served, dollars managed, processing time cut. \"Cut permit review time from 30 to 12 days\" beats \"Responsible for permit reviews\".",
    upgradeHeadline: "You are almost halfway through your trial",
    upgradeMessage:
      "Four more days of free alerts. Upgrade to Premium to keep daily matches, all 45 career guides and your saved searches after the trial ends.",
    upgradeButton: "Upgrade to Premium",
  },
  {
    day: 4,
    theme: "Network into the private sector",
    proTip:
      "Message two former colleagues who already made the move. Ask one question: \"What surprised you most in your first 90 days?\" Referrals are the fastest way past an applicant tracking system.",
    upgradeHeadline: "Three days of free alerts left",
    upgradeMessage:
      "Your trial ends in 3 days. Upgrade now and your daily job alerts continue without a gap, for $25 a month with a 30-day money-back guarantee.",
    upgradeButton: "Upgrade Now",
  },
  {
    day: 5,
    theme: "Prepare for the interview",
    proTip:
      "Prepare three STAR stories (Situation, Task, Action, Result) from your government work: a crisis you handled, a process you improved and a difficult stakeholder you won over.",
    upgradeHeadline: "Only 2 days left in your trial",
    upgradeMessage:
      "In 2 days your free job alerts stop. Upgrade today to keep receiving matches like these every morning.",
    upgradeButton: "Keep My Job Alerts",
  },
  {
    day: 6,
    theme: "Know your market salary",
    proTip:
      "Convert your GS grade and step to a market salary before the first call, including locality pay and the value of your benefits, so you can name a confident range when asked.",
    upgradeHeadline: "Tomorrow is your last free job alert",
    upgradeMessage:
      "Your trial ends tomorrow. Upgrade now so your next alert is not your last: Premium members never miss a day of new matches.",
    upgradeButton: "Upgrade Before My Trial Ends",
  },
  {
    day: 7,
    theme: "Final alert: keep your momentum",
    proTip:
      "Set a weekly goal you can keep, such as five tailored applications and two networking messages. Steady effort over a few weeks lands more offers than a burst of fifty applications.",
    upgradeHeadline: "Last chance: your free trial ends today",
    upgradeMessage:
      "This is your final free job alert. Upgrade to Premium today or your daily matches stop tomorrow. Everything stays in place: your resume, your guides and your searches.",
    upgradeButton: "Upgrade Now: Don't Lose Your Alerts",
  },
];

/** The copy of trial day `day` (1 to 7); days outside the trial use the nearest one. */
export function jobAlertDayCopy(day: number): JobAlertDayCopy {
  const index = Math.min(Math.max(Math.trunc(day), 1), JOB_ALERT_DAYS.length) - 1;
  return JOB_ALERT_DAYS[index];
}

/** The subject of a trial day's alert (day 7 is the final alert), or of a premium daily alert (day null). */
export function jobAlertSubject(day: number | null, jobCount: number): string {
  if (day === null) return `Your daily job alert: ${matches(jobCount)}`;
  const d = jobAlertDayCopy(day).day;
  switch (d) {
    case 1:
      return `Day 1: ${matches(jobCount)} for your private-sector career`;
    case 7:
      return `Final job alert of your trial: ${matches(jobCount)}`;
    case 6:
      return `Day 6: ${matches(jobCount)} (1 free alert left)`;
    default:
      return `Day ${d}: ${matches(jobCount)} picked for you`;
  }
}

/** Summary tiles of /job-alert-preview. */
export const PREMIUM_FEATURES = [
  "Daily job alerts for as long as you are a member",
  `Up to ${constants.maxJobSearches} custom job searches`,
  `All ${constants.premiumGuideCount} premium career guides`,
  "Your translated resume, ready to download any time",
] as const;

export const SEARCH_FILTERS = ["Job title", "Location", "Experience", "Salary", "Remote work"] as const;

export const TRIAL_STRATEGY =
  "Seven daily alerts show real matches from day 1, a new pro tip each day, and an upgrade message that starts as an invitation and becomes a clear last call on day 7, the final alert of the trial.";
