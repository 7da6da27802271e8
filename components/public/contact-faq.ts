import { constants, publicConfig } from "@/lib/config/public";

/** The common questions on /contact. */
export const CONTACT_FAQ = [
  {
    q: "Is the resume translation really free?",
    a: `Yes. Translating your positions, downloading your resume as a Word document and seeing matching jobs are free, with no credit card. A ${constants.trialDays}-day free trial adds daily job alerts and career guides; Premium ($${constants.premiumPriceUsd}/month) is optional.`,
  },
  {
    q: "I didn't get my verification email. What should I do?",
    a: `Check your spam or promotions folder first. If it isn't there, write to ${publicConfig.supportEmail} from the address you used and we'll send you a new link.`,
  },
  {
    q: "How do I cancel my subscription?",
    a: `Cancel any time from your dashboard. You keep Premium until the end of the period you've paid for, and a ${constants.moneyBackDays}-day money-back guarantee applies to your first payment.`,
  },
  {
    q: "Can I download or delete my data?",
    a: "Yes. Use \"Download my data\" or \"Delete my account\" in your dashboard, or write to us and we'll do it for you.",
  },
  {
    q: "Does it work for state, county and city jobs?",
    a: "Yes. It reads state and local job descriptions as well as federal ones.",
  },
] as const;
