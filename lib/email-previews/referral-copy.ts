/**
 * The referral contest sequence (spec 02 §1 and "Email and alert previews"): seven emails on seven
 * consecutive days, starting after the member verifies their email. Each day has its subject, a
 * theme, a call to action and the prize it highlights. The sent template
 * (emails/referral-email.tsx) and /referral-email-preview both read this copy.
 */
import { publicConfig } from "@/lib/config/public";

export type ReferralDayCopy = {
  day: number;
  subject: string;
  theme: string;
  /** The contest button's text. */
  callToAction: string;
  prizeHighlight: string;
  /** The opening paragraph of the email. */
  intro: string;
};

const P = publicConfig.productName;

export const REFERRAL_DAYS: readonly ReferralDayCopy[] = [
  {
    day: 1,
    subject: `You're in: win free Premium by sharing ${P}`,
    theme: "Contest kickoff",
    callToAction: "Join the Referral Contest",
    prizeHighlight: "Free Premium for 1 year or 1 month",
    intro: `Thanks for verifying your email. For the next 7 days you can win free Premium and gift cards by telling fellow public servants about ${P}.`,
  },
  {
    day: 2,
    subject: "Who do you know who is ready for a change?",
    theme: "Think of colleagues",
    callToAction: "Get My Referral Link",
    prizeHighlight: "$50 gift card for top referrers",
    intro:
      "Think of one colleague, friend or family member in government service who has talked about a move to the private sector. One message from you could start their next chapter.",
  },
  {
    day: 3,
    subject: "Every share is an entry: $25 gift cards up for grabs",
    theme: "Every share counts",
    callToAction: "Share and Enter",
    prizeHighlight: "$25 gift cards for random winners",
    intro:
      "You don't need to be the top referrer to win. Every person who signs up through your link is another entry in the random drawing for $25 gift cards.",
  },
  {
    day: 4,
    subject: "Halfway there: see where you stand",
    theme: "Midpoint check-in",
    callToAction: "Check My Referrals",
    prizeHighlight: "$10 gift card for participation",
    intro:
      "The contest is halfway through. Open the contest page to see how many people have joined through your link, and remember that taking part earns a $10 gift card.",
  },
  {
    day: 5,
    subject: "A simple message that helps a colleague",
    theme: "Make sharing easy",
    callToAction: "Copy My Share Message",
    prizeHighlight: "Free Premium for 1 year or 1 month",
    intro:
      "Not sure what to say? The contest page has a ready-made message you can paste into email, LinkedIn or a text: short, friendly and about them, not us.",
  },
  {
    day: 6,
    subject: "Two days left to climb the leaderboard",
    theme: "Final push",
    callToAction: "Share Now",
    prizeHighlight: "$50 gift card for top referrers",
    intro:
      "Only two days remain. A couple of shares today can move you into the top referrers and the $50 gift card.",
  },
  {
    day: 7,
    subject: "Last day of the referral contest",
    theme: "Last chance",
    callToAction: "Make My Final Shares",
    prizeHighlight: "Every prize, one last day",
    intro:
      "Today is the final day of the contest. Referrals made before midnight count toward every prize: free Premium, the $50 and $25 gift cards and the $10 participation gift card.",
  },
];

export function referralDayCopy(day: number): ReferralDayCopy {
  const index = Math.min(Math.max(Math.trunc(day), 1), REFERRAL_DAYS.length) - 1;
  return REFERRAL_DAYS[index];
}

export const REFERRAL_HOW_IT_WORKS = [
  "Open the contest page and get your personal referral link.",
  "Share the link with colleagues, friends and family who work in government.",
  "They create a free private-sector resume through your link.",
  "You earn an entry for every sign-up; winners are announced after the 7-day contest.",
] as const;

export const REFERRAL_WHY_SHARE =
  "Many public servants don't know how to describe their experience in private-sector language. A free resume translation can be the start of their next career, and your recommendation is the reason they try it.";
