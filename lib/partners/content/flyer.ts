import { constants } from "@/lib/config/public";
import type { PartnerContext, PartnerDocument } from "../types";

/** The Staff Information Flyer: what a counselor needs to refer a client in under a minute. */
export function staffFlyer({ productName: P, supportEmail, siteUrl }: PartnerContext): PartnerDocument {
  const start = `${siteUrl}/create-resume`;
  return {
    productName: P,
    kicker: "For counselors and case managers",
    title: "Staff Information Flyer",
    subtitle: `${P} turns a government employee's position descriptions into a private-sector resume in about two minutes, free, and shows them private-sector jobs that match. Here is how to refer a client in under a minute.`,
    footerLabel: "Partner Program",
    blocks: [
      { kind: "heading", text: "Who to refer" },
      {
        kind: "bullets",
        items: [
          "Current and recent federal, state, county and city employees looking for private-sector work.",
          "Anyone affected by a reduction in force, layoff, furlough, hiring freeze or the end of a grant-funded program.",
          "Retirement-eligible public servants planning a second career.",
          `Anyone whose resume still reads like a position description: GS grades, series numbers, agency acronyms, "serves as" and "responsible for".`,
        ],
      },
      { kind: "heading", text: "What to tell a client" },
      {
        kind: "bullets",
        items: [
          `"It's free and takes about two minutes. You don't need a credit card."`,
          `"Paste your position description, and it rewrites your experience in the language private employers use. You download it as a Word file and can edit everything."`,
          `"It also shows you private-sector jobs that match your experience."`,
          `"Your resume is yours. It isn't sent to employers or shared with anyone."`,
        ],
      },
      { kind: "heading", text: "How to refer" },
      {
        kind: "steps",
        items: [
          {
            title: "Send them to the site",
            body: `${start}. Clients can start on a phone, but a computer is easier for pasting long descriptions.`,
          },
          {
            title: "Have position descriptions ready",
            body: `Up to ${constants.maxPositions} recent positions. The official PD, a USAJOBS announcement, a state job specification or a performance plan all work; pasted text is fine.`,
          },
          {
            title: "Confirm the email",
            body: `The full resume unlocks when the client follows the link emailed to them. No email? Check the spam folder, or write to ${supportEmail}.`,
          },
          {
            title: "Review it together",
            body: "The download is an editable Word document. Use your usual resume review to tailor it to a specific job posting.",
          },
        ],
      },
      { kind: "heading", text: "What clients get" },
      {
        kind: "facts",
        items: [
          { value: "Free", label: "resume, Word download and matching jobs" },
          { value: `${constants.trialDays} days`, label: "trial of job alerts and guides, no card" },
          { value: `$${constants.premiumPriceUsd}/mo`, label: "optional Premium, cancel any time" },
        ],
      },
      { kind: "heading", text: "Questions clients ask" },
      {
        kind: "qa",
        items: [
          {
            q: "Is it really free?",
            a: `Yes. The resume, the Word download and the job matches are free, with no credit card. Premium is optional, with a ${constants.moneyBackDays}-day money-back guarantee.`,
          },
          {
            q: "I worked for a state, city or county. Does it work for me?",
            a: "Yes. It reads state, county and city job descriptions as well as federal ones.",
          },
          {
            q: "My position description is old or very long. Is that a problem?",
            a: "No. Paste what you have, or just the duties section; the tool picks out duties, results and skills, and everything can be edited afterwards.",
          },
          {
            q: "What happens to my information?",
            a: "Clients control their data: they can download it, or delete their account, at any time from their dashboard. Personal information is never sold, and resumes are not shared with employers.",
          },
          {
            q: "Who do I contact if something goes wrong?",
            a: `Write to ${supportEmail}. The team replies within 24 hours, Monday-Friday, 9 AM-6 PM EST. Staff questions go to your partner contact; all partner materials are at ${siteUrl}/partners.`,
          },
        ],
      },
    ],
  };
}
