/**
 * The waitlist launch sequence (spec 02 "Email and alert previews", §9): five emails, Day 1 to
 * Day 5, sent 24 hours apart to the waitlist's 161 subscribers. The sent template
 * (emails/waitlist-email.tsx) and /email-preview both read this copy.
 */
import { constants, publicConfig } from "@/lib/config/public";

export const WAITLIST_SUBSCRIBERS = 161;
export const WAITLIST_HOURS_APART = 24;

export type WaitlistDayCopy = {
  day: number;
  subject: string;
  headline: string;
  paragraphs: readonly string[];
  /** Short bullet points under the paragraphs. */
  points: readonly string[];
  callToAction: string;
  /** Path on the app the button opens. */
  path: string;
};

const P = publicConfig.productName;

export const WAITLIST_DAYS: readonly WaitlistDayCopy[] = [
  {
    day: 1,
    subject: `${P} is live: your private-sector resume is ready when you are`,
    headline: "The wait is over",
    paragraphs: [
      `Thank you for joining the ${P} waitlist. Today we open the doors: paste your government position descriptions and get a private-sector resume in minutes, free.`,
      "You were among the first to ask for this, so you are among the first to use it.",
    ],
    points: [
      `Translate up to ${constants.maxPositions} positions into private-sector language`,
      "See the private-sector roles your experience fits",
      "Download your resume as a Word document",
    ],
    callToAction: "Create My Free Resume",
    path: "/create-resume",
  },
  {
    day: 2,
    subject: "How a caseworker became a customer success manager",
    headline: "Your experience already fits the private sector",
    paragraphs: [
      "Government work builds skills companies pay for: managing budgets, serving the public under pressure, following complex rules. The hard part is saying it in their language.",
      `${P} rewrites duties like "processed benefit eligibility determinations" into results a recruiter recognizes: "resolved 40+ client cases a week with a 98% accuracy rate".`,
    ],
    points: ["Business vocabulary instead of agency jargon", "Numbers that show impact", "Roles matched to your background"],
    callToAction: "Translate My Experience",
    path: "/create-resume",
  },
  {
    day: 3,
    subject: `Daily job alerts: ${constants.trialDays} days free`,
    headline: "Matches in your inbox every morning",
    paragraphs: [
      `Create an account after your resume and your ${constants.trialDays}-day free trial starts: each day we email you private-sector openings that match your roles and location, with a tip for the search.`,
    ],
    points: [
      `Jobs within ${constants.jobSearchRadiusMiles} miles of you, or remote`,
      `Postings from the last ${constants.jobPostingWindowHours} hours`,
      "No credit card needed for the trial",
    ],
    callToAction: "Start My Free Trial",
    path: "/create-resume",
  },
  {
    day: 4,
    subject: `${constants.premiumGuideCount} career guides written for public servants`,
    headline: "Guides for every step of the move",
    paragraphs: [
      "Resume writing, the job search, interviews and your first year in a company: our guides are written for people leaving government, with worked examples from real public-service jobs.",
    ],
    points: [
      "Convert your GS grade and step to a market salary",
      "Answer interview questions with STAR stories from your agency work",
      "Negotiate your first private-sector offer",
    ],
    callToAction: "Browse the Guides",
    path: "/pricing",
  },
  {
    day: 5,
    subject: "Last note from us: your free resume is one step away",
    headline: "Ready when you are",
    paragraphs: [
      `This is the last email of our launch series. Your free resume translation is waiting, and Premium is $${constants.premiumPriceUsd} a month with a ${constants.moneyBackDays}-day money-back guarantee when you want daily alerts and every guide.`,
      "Thank you for your service, and for being with us from the start.",
    ],
    points: [],
    callToAction: "Get My Free Resume",
    path: "/create-resume",
  },
];

export function waitlistDayCopy(day: number): WaitlistDayCopy {
  const index = Math.min(Math.max(Math.trunc(day), 1), WAITLIST_DAYS.length) - 1;
  return WAITLIST_DAYS[index];
}
