import { constants } from "@/lib/config/public";
import type { PartnerContext, PartnerDocument } from "../types";

/** The Program Overview: for directors and partnership leads of workforce-development offices. */
export function programOverview({ productName: P, supportEmail, siteUrl }: PartnerContext): PartnerDocument {
  const start = `${siteUrl}/create-resume`;
  return {
    productName: P,
    kicker: "Partner Program",
    title: "Program Overview",
    subtitle: `Free career-transition tools for the government employees your office serves: a private-sector resume in minutes, matching jobs, and practical guidance for the move.`,
    footerLabel: "Partner Program",
    blocks: [
      {
        kind: "facts",
        items: [
          { value: "Free", label: "resume translation and Word download, no credit card" },
          { value: String(constants.maxPositions), label: "government positions translated per resume" },
          { value: `${constants.trialDays} days`, label: "free trial of daily job alerts and career guides" },
          { value: "$0", label: "cost to partner organizations, always" },
        ],
      },
      { kind: "heading", text: "Who we serve" },
      {
        kind: "paragraph",
        text: `${P} is built for people who have spent their careers in public service (federal, state, county and city employees) and now want, or need, a job in the private sector. Many come to workforce offices after a reduction in force, a hiring freeze, the end of a program or the loss of a grant. Others are nearing retirement eligibility, relocating with their family, or simply ready for a change.`,
      },
      {
        kind: "bullets",
        items: [
          "**Federal employees** affected by a reduction in force (RIF), a reorganization or a resignation offer, including those registered for CTAP or ICTAP who are also looking outside government.",
          "**State and local employees** facing layoffs, furloughs or budget cuts in agencies, school districts, transit authorities and public hospitals.",
          "**Public servants planning ahead:** retirement-eligible staff, employees moving with a spouse, and anyone who wants to know what their experience is worth outside government.",
        ],
      },
      { kind: "heading", text: "The problem we solve" },
      {
        kind: "paragraph",
        text: `A government resume describes a job the way the position description does: grade and series, regulations cited by number, acronyms, and duties written as responsibilities ("serves as", "is responsible for"). Private employers, and the applicant tracking systems that screen resumes for them, look for job titles they recognize, measurable results, and the skills named in their postings. Capable people are passed over because their experience is written in the wrong language.`,
      },
      {
        kind: "callout",
        tone: "warm",
        title: "One duty, two languages",
        items: [
          "**Government wording:** Program Analyst, GS-0343-12. Serves as COR for contract actions; prepares budget justifications in accordance with OMB Circular A-11.",
          "**Private-sector wording:** Operations & Budget Analyst. Managed vendor contracts end to end and built annual budget forecasts adopted by senior leadership.",
        ],
      },
      { kind: "heading", text: `What ${P} does` },
      {
        kind: "paragraph",
        text: "Clients do the work themselves, online, at any hour, in about two minutes. Nothing needs to be installed, and a counselor can walk through it with a client in a single appointment.",
      },
      {
        kind: "steps",
        items: [
          {
            title: `Add up to ${constants.maxPositions} positions`,
            body: "The client pastes each position description, or uploads it as a PDF, Word or text file, with the title, agency, location and dates. State and local job descriptions work as well as federal ones, and so do older positions.",
          },
          {
            title: "AI translates them",
            body: "In a few seconds, government wording becomes a private-sector summary, skills, experience bullets and suggested job titles. Occupation and skill data come from O*NET; wage figures from the U.S. Bureau of Labor Statistics.",
          },
          {
            title: "Confirm the email address",
            body: "The client previews their top skills, roles and tools right away, then confirms their email to unlock the full resume. The resume is theirs: we never send it to employers or to anyone else.",
          },
          {
            title: "Download and apply",
            body: "The resume downloads as an editable Word document, next to private-sector jobs that match it, so the client can tailor it with you and start applying the same day.",
          },
        ],
      },
      { kind: "heading", text: "What is free, and what is not" },
      {
        kind: "paragraph",
        text: "Counselors should be able to refer with confidence, so here is exactly what a client gets.",
      },
      {
        kind: "bullets",
        items: [
          `**Always free:** the resume translation, the Word download, the matching job list and ${constants.freeGuideCount} career guides.`,
          `**Free for ${constants.trialDays} days, no credit card:** daily job alerts by email, the career guides and premium job-search features.`,
          `**Premium, $${constants.premiumPriceUsd} a month (optional):** all ${constants.premiumGuideCount} premium career guides (salary conversion, interviewing, networking, negotiating and more), up to ${constants.maxJobSearches} saved custom job searches and priority email support. Cancel at any time; a ${constants.moneyBackDays}-day money-back guarantee applies.`,
          "**Never required:** a client can get and use their resume without paying anything. Partners are never asked to sell or promote the paid plan.",
        ],
      },
      { kind: "heading", text: "Three ways to partner" },
      {
        kind: "paragraph",
        text: "Choose one, or combine all three. None of them costs your organization anything or requires a data-sharing agreement.",
      },
      {
        kind: "cards",
        items: [
          {
            title: "Direct Referrals",
            body: `Counselors, case managers and rapid-response staff point public-sector clients to ${start} during intake, workshops and one-on-one sessions.`,
            points: [
              "Keep the Staff Information Flyer at the front desk and in your resource room.",
              "Add the link to your self-service tools and to rapid-response information packets.",
              "Clients sign up themselves: no referral forms, no tracking of individuals.",
            ],
          },
          {
            title: "Tailored Resources",
            body: `We help your team fit ${P} into the services you already run, for the people and employers in your area.`,
            points: [
              "A walkthrough adapted to your programs, such as a RIF transition workshop or a resume lab.",
              "Advice on which career guides fit your local labor market and your clients' most common occupations.",
              "Email templates (included in this kit) that you can edit to your office's voice.",
            ],
          },
          {
            title: "Community Impact",
            body: "Reach public servants before they walk through your door: at agency town halls, union meetings, retirement seminars and job fairs.",
            points: [
              "Co-host an information session for an agency or public employer facing layoffs.",
              "Share the announcement template in newsletters and on social media.",
              "Tell us what your clients need next: partner feedback shapes what we build.",
            ],
          },
        ],
      },
      { kind: "heading", text: "Implementation support" },
      {
        kind: "paragraph",
        text: "Getting started takes one conversation. Support is free, and it does not end after launch.",
      },
      {
        kind: "bullets",
        items: [
          "**A named contact** on our team who replies within 24 hours, Monday-Friday, 9 AM-6 PM EST.",
          "**A 30-minute staff orientation** by video call: a live walkthrough of what clients see, and the questions clients ask most.",
          "**Ready-made materials:** this overview, the Staff Information Flyer and six email templates, free to copy, print and adapt.",
          `**Help for clients who get stuck:** clients can write to ${supportEmail} themselves, and we answer within 24 hours.`,
          "**Check-ins** at a pace that suits you, to hear what is working and what your clients need.",
        ],
      },
      { kind: "heading", text: "Client privacy" },
      {
        kind: "paragraph",
        text: "Clients create and control their own accounts. We do not share a client's resume, contact details or activity with partner organizations, employers or anyone else, and we do not sell personal information.",
      },
      {
        kind: "bullets",
        items: [
          "Clients can download everything stored about them, or delete their account and its data, from their dashboard at any time.",
          "A client who wants a counselor's help simply downloads the Word file and shares it with you.",
          `Accounts are for adults who are U.S. citizens living in the United States (see the Terms of Service). The Privacy Policy and Terms of Service are at ${siteUrl}/privacy-policy and ${siteUrl}/terms-of-service.`,
        ],
      },
      { kind: "heading", text: "Getting started" },
      {
        kind: "steps",
        items: [
          {
            title: "Tell us about your office",
            body: `Write to ${supportEmail} or use the inquiry form at ${siteUrl}/partners: your organization, who you serve, and roughly how many public-sector clients you see.`,
          },
          {
            title: "Meet for 30 minutes",
            body: "We agree on the partnership that fits (referrals, tailored resources, community events, or all three) and schedule your staff orientation.",
          },
          {
            title: "Launch",
            body: `Print the flyer, send the announcement email and add ${start} to your resources. We stay in touch and answer every question within 24 hours.`,
          },
        ],
      },
    ],
  };
}
