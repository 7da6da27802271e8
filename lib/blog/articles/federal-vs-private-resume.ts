import type { ArticleSeed } from "./types";

export const federalVsPrivateResume: ArticleSeed = {
  slug: "federal-resume-vs-private-sector-resume",
  title: "Federal Resume vs. Private-Sector Resume: What Changes and Why",
  excerpt:
    "The federal resume that won you your current job will hurt you in a private search. Length, format, keywords and content all change. Here is what to cut, what to keep and what to add.",
  category: "Resume Writing",
  tags: ["resumes", "USAJOBS", "ATS", "formatting", "career change"],
  keywords: ["federal resume vs private resume", "convert federal resume", "USAJOBS resume private sector", "resume length private sector"],
  metaDescription:
    "How a private-sector resume differs from a federal USAJOBS resume: length, format, keywords and content, and how to convert yours step by step.",
  featured: false,
  publishedOn: "2025-06-16",
  content: `## Two documents with different jobs

A federal resume is written to prove eligibility. A human resources specialist checks it line by line against the qualification requirements and specialized experience in a vacancy announcement, so it must state your grade, hours per week, dates to the month and every duty that matches the announcement. If a qualification is not on the page, you did not have it. That is why federal resumes often run four pages or more.

A private-sector resume is written to earn an interview. A recruiter skims it, often in under a minute, after an applicant tracking system (ATS) has ranked it against the posting. It needs to show quickly that you can do this job and that you achieve results. Length works against you. The same document cannot do both jobs well, and most people who send their federal resume to private employers hear nothing back.

## What to cut

**Hours per week, grade and series, supervisor names and phone numbers.** These are federal application requirements. Private employers do not expect them, and "GS-0343-12" means nothing to most recruiters.

**Full duty lists.** Keep the duties that matter for the target role and turn them into accomplishments. Drop the rest.

**Old or irrelevant roles.** Roles older than about 15 years can be summarized in a single "Earlier experience" line unless they are directly relevant.

**Every training course.** Keep certifications and training that a private employer would value (PMP, CISSP, Lean Six Sigma, CPA coursework, a contracting certification) and drop mandatory annual training.

**Personal data.** Social Security numbers, dates of birth, veteran's preference details and citizenship statements do not belong on a private resume. Mention a security clearance if you hold one, because it has market value.

## What to keep

**Your accomplishments,** rewritten with verbs, numbers and results. **Your dates,** in month and year form. **Your education and certifications.** **Your clearance,** stated plainly as "Active TS/SCI (2024)" or similar. **Technical tools and systems** you actually use: Excel, SQL, Tableau, SharePoint, ServiceNow, SAP, Salesforce. Private employers screen for them.

## What to add

**A targeted headline and summary.** Two or three lines at the top that say what role you are pursuing and what you bring: "Operations analyst with 9 years of process improvement and vendor management in a 2,000-person federal agency; Lean Six Sigma Green Belt; skilled in Power BI and SQL." The summary tells the reader how to interpret everything below it.

**Private-sector job titles where honest.** Your official title may be "Program Specialist", a term that could mean anything. It is acceptable to add a functional descriptor in parentheses: "Program Specialist (Project Manager)", provided the descriptor is accurate and you can explain it. Never replace your official title outright; background checks verify it.

**Keywords from the posting.** Read three postings for your target role and list the skills and terms that recur. Where they truthfully describe your experience, use the same words. An ATS reads "stakeholder management" and "vendor management" more readily than "liaison with external entities".

## Format that survives an ATS

Use a simple single-column layout with standard section headings: Summary, Experience, Education, Certifications, Skills. Avoid tables, text boxes, images and headers or footers for critical information, because many ATS parsers skip them. Submit a Word document or a text-based PDF unless the posting asks otherwise. Use a common font at 10 to 12 points. One page is right for most people with under ten years of experience; two pages is fine beyond that. Three pages is almost never needed outside academia and some senior executive searches.

## A quick conversion plan

**1. Pick one target role.** You cannot write a resume for "anything in the private sector". Choose a title, such as project manager, compliance analyst, operations manager or HR business partner, and collect three postings.

**2. Build a keyword list** from the postings and mark the ones you can honestly claim.

**3. Rewrite your most recent role first,** with four to six accomplishment bullets that use those keywords.

**4. Condense older roles** to two or three bullets each.

**5. Write the summary last,** once you can see your strongest evidence.

**6. Cut to length.** If it is over two pages, cut the weakest bullets, not the white space.

**7. Have someone outside government read it.** Ask them what they think you do. If their answer does not match the role you want, revise.

## Keep both versions

Do not throw away your federal resume. If you may apply for federal positions again, you will need it, and it is a useful inventory of everything you have done. Think of it as your master record and the private-sector resume as a targeted selection from it. Each time you apply for a different kind of role, start again from the master and select.

## Where a tool helps

Converting a long federal resume takes hours the first time, mostly spent translating vocabulary and hunting for results. A translation tool trained on government position descriptions can produce a first draft in minutes, with suggested job titles and keywords, which you then edit and verify. The editing matters: you are the only one who knows which numbers are true and which stories you can tell in an interview. But a strong draft removes the blank-page problem and shows you what your experience looks like in private-sector terms.`,
};
