import type { ArticleSeed } from "./types";

export const dutiesToAccomplishments: ArticleSeed = {
  slug: "rewrite-government-duty-statements-as-accomplishments",
  title: "Rewrite Your Government Duty Statements as Accomplishments",
  excerpt:
    "Position descriptions list what a job requires. Private-sector resumes show what you achieved. A four-step method, with a GS-12 duty rewritten line by line.",
  category: "Resume Writing",
  tags: ["resumes", "accomplishments", "position descriptions", "federal employees", "ATS"],
  keywords: ["federal duties to resume bullets", "government resume accomplishments", "position description resume", "private sector resume bullets"],
  metaDescription:
    "Turn government position-description duties into results-first resume bullets private employers read: a four-step method with a worked GS-12 example.",
  featured: true,
  publishedOn: "2025-06-09",
  content: `## The problem with duty statements

Most government resumes are built from the position description: the official document that says what the job requires. Position descriptions are written to classify a job, justify a grade and satisfy a personnel specialist. They are full of phrases like "serves as", "is responsible for" and "performs a variety of duties in support of". That language does its job inside government. On a private-sector resume it hides everything a hiring manager wants to know: what you actually did, how well, and what changed because you were there.

A recruiter reading "Responsible for monitoring contractor performance" learns that the job existed. A recruiter reading "Managed 6 IT service contracts worth $4.2M a year; cut late deliverables from 18% to 5% by introducing monthly performance reviews" learns that you can be trusted with money, vendors and results. The second bullet is what gets interviews.

## A four-step rewrite

**Step 1: Find the action.** Strip the duty down to the verb that describes what you did. "Is responsible for the coordination of" becomes "coordinated". "Serves as the primary point of contact for" becomes "led" or "represented", depending on what you really did. Use strong, specific verbs: negotiated, built, reduced, launched, audited, trained, analyzed, automated.

**Step 2: Add the scale.** Private employers judge scope by numbers. How many people, cases, dollars, contracts, sites, systems or stakeholders? How often? Over what period? If you do not know the exact figure, use an honest approximation you could explain in an interview ("about 300 cases a year", "a $2M annual budget").

**Step 3: Show the result.** This is the step most people skip. What improved because of your work? Time saved, backlog reduced, errors caught, money recovered, audit findings closed, satisfaction scores raised, a process adopted by other offices. If the result was not measured, describe the outcome concretely: "adopted as the standard procedure for all four regional offices" is a result.

**Step 4: Translate the vocabulary.** Replace agency-specific terms with the words private employers search for. An applicant tracking system (ATS) matches keywords from the job posting; it will not know that a "COR" is a contract manager or that "FOIA" work is records and compliance work. Spell things out, and borrow the posting's terms where they are true of your experience.

## A worked example: GS-12 management analyst

Here is a real-world style duty statement from a GS-12 management analyst's position description:

"Serves as a management analyst responsible for conducting studies of organizational efficiency and effectiveness. Analyzes work processes, recommends improvements, and prepares reports and briefings for senior leadership. Serves as Contracting Officer's Representative (COR) for assigned contracts."

Applying the four steps, with facts from the analyst's own records, produces three bullets:

**Before:** "Responsible for conducting studies of organizational efficiency and effectiveness."

**After:** "Led 5 process-improvement studies across a 220-person division; redesigned the travel-approval workflow, cutting average approval time from 11 days to 3."

**Before:** "Prepares reports and briefings for senior leadership."

**After:** "Briefed the executive team monthly on operating metrics; built the division's first performance dashboard, now used to set quarterly priorities."

**Before:** "Serves as COR for assigned contracts."

**After:** "Managed 3 vendor contracts worth $2.8M a year as contract manager: tracked deliverables and invoices, resolved disputes and recovered $140K in billing errors."

Notice what changed. Every bullet starts with a verb, carries a number and ends with an outcome. The acronym COR became "contract manager", which is what a private recruiter will search for.

## Where to find your numbers

Many public servants say they have no numbers. You almost always do; they are just scattered. Look in your performance appraisals and self-assessments, which often record exactly what you accomplished that year. Look at award nominations and citations, which are written to quantify impact. Check old briefing slides, monthly reports, budget submissions, audit responses and emails where a manager thanked you for something specific. Ten minutes with your last three appraisals usually yields five good bullets.

If a number is sensitive or classified, generalize it: "a multi-million-dollar program", "a caseload of several hundred", "a national network of field offices". Never include anything you are not allowed to share, and never inflate. Every figure on your resume is a question you may be asked in an interview.

## Words to retire

Some phrases signal "government resume" immediately. Replace them:

**"Responsible for"**: say what you did. **"Duties included"**: list achievements, not duties. **"Assisted with"**: name your part. **"Various" and "a variety of"**: be specific or cut. **"In accordance with applicable regulations"**: say "in compliance with" once, if it matters to the role. **Internal program names and acronyms**: translate, or describe what the program does.

## How many bullets, and in what order

For each role, lead with the two or three accomplishments most relevant to the job you are applying for, even if they were not the biggest part of your day. Four to six bullets for a recent role is plenty; older roles need two or three. A private-sector resume is usually one page for under ten years of experience and two pages beyond that. You do not need hours per week, supervisor names or series and grade on it; those are federal-application conventions.

## Check your work

Read each bullet and ask three questions. Would someone outside my agency understand it? Does it show scale? Does it show a result? If a bullet fails any of them, run it through the four steps again. A resume rewritten this way reads as the work of a professional who delivers results, which is exactly what you are.`,
};
