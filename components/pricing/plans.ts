import { constants, publicConfig } from "@/lib/config/public";

/**
 * The two plans and the pricing FAQ (spec 02 §1, §2 /pricing, §9), one source for the pricing page,
 * its JSON-LD and the upgrade page's feature list.
 */

const { trialDays, premiumPriceUsd, premiumGuideCount, freeGuideCount, maxJobSearches, moneyBackDays, jobSearchRadiusMiles, jobPostingWindowHours } = constants;

export const PREMIUM_PRICE = premiumPriceUsd.toFixed(2); // "25.00"
export const PRICE_CURRENCY = "USD";

export type Plan = {
  id: "trial" | "premium";
  name: string;
  price: string;
  period: string;
  summary: string;
  features: readonly string[];
  highlighted?: boolean;
};

export const PREMIUM_FEATURES = [
  "Everything in the Free Trial, for as long as you stay",
  `All ${premiumGuideCount} premium career guides: Resume Writing, Job Search, Interviewing and Career Growth`,
  `Up to ${maxJobSearches} custom job searches with daily job alerts`,
  `Matches within ${jobSearchRadiusMiles} miles, posted in the last ${jobPostingWindowHours} hours`,
  "Priority email support",
  `Cancel any time, with a ${moneyBackDays}-day money-back guarantee`,
] as const;

export const PLANS: readonly Plan[] = [
  {
    id: "trial",
    name: "Free Trial",
    price: "$0",
    period: `for ${trialDays} days`,
    summary: "Everything you need to start your move to the private sector. No credit card required.",
    features: [
      "AI translation of your government resume",
      "Word (.docx) download of your private-sector resume",
      `Daily job alerts for ${trialDays} days`,
      `All ${premiumGuideCount + freeGuideCount} career guides during your trial`,
      "Suggested private-sector roles and job matches",
    ],
  },
  {
    id: "premium",
    name: "Premium Plan",
    price: `$${premiumPriceUsd}`,
    period: "/month",
    summary: "For a focused job search that lasts as long as you need it, and not a day longer.",
    features: PREMIUM_FEATURES,
    highlighted: true,
  },
];

export const PRICING_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: "How does billing work?",
    answer: `Premium costs $${premiumPriceUsd} per month in US dollars. Your card is charged securely through Stripe on the day you upgrade and then once a month on the same date. Receipts and invoices are available from your dashboard.`,
  },
  {
    question: "Do I need a credit card for the free trial?",
    answer: `No. The ${trialDays}-day free trial starts when you create your account, with no card and no obligation. When it ends you keep your resume and the ${freeGuideCount} free career guides.`,
  },
  {
    question: "Can I cancel any time?",
    answer: "Yes. Cancel from your dashboard whenever you like. You keep Premium access until the end of the billing period you have paid for, and you are not charged again.",
  },
  {
    question: "Is there a money-back guarantee?",
    answer: `Yes. If Premium is not right for you, email ${publicConfig.supportEmail} within ${moneyBackDays} days of your first payment for a full refund.`,
  },
  {
    question: "Can a person review my resume?",
    answer: `Yes. Our AI does the translation, and a human review is available through our support address, ${publicConfig.supportEmail}.`,
  },
];
