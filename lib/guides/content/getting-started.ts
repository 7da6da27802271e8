import { FREE_CATEGORY, type GuideContent } from "../types";

/** The 3 free guides every account may download (spec 02: shown to free accounts). */
export const GETTING_STARTED: GuideContent[] = [
  {
    name: "From Public Service to Private Sector: Your Transition Roadmap",
    description:
      "A step-by-step plan for moving from a government job into the private sector, from self-assessment to accepting an offer.",
    category: FREE_CATEGORY,
    sections: [
      {
        heading: "Why a Roadmap Matters",
        paragraphs: [
          "Government employees often start a private-sector search the way they would apply for a posting on USAJOBS or a state portal: one long application at a time, waiting weeks for a certificate or a referral list. The private sector moves differently. Hiring managers decide quickly, referrals matter more than questionnaires, and a one-page summary of your value carries more weight than a complete record of every duty you performed.",
          "A roadmap keeps you from trying everything at once. Work through the phases below in order, but expect to loop back: what you learn in networking conversations will sharpen your resume, and early interviews will tell you which roles really fit.",
        ],
      },
      {
        heading: "Phase 1: Take Stock (Weeks 1-2)",
        paragraphs: [
          "List the work you actually did, not your position description. For each role, write down the problems you solved, the people you served, the budgets and systems you handled, and the results you can prove. Note the skills you enjoyed using; those are the ones worth building a new career around.",
        ],
        bullets: [
          "Pull your last three performance appraisals and award nominations: they contain results in your supervisors' words.",
          "Gather numbers: caseloads, budget sizes, processing times, team sizes, contract values, customer counts.",
          "Check your financial runway, leave balances and any retirement eligibility dates before you pick a timeline.",
          "Ask your ethics office what rules apply while you look for work, before you contact any employer.",
        ],
      },
      {
        heading: "Phase 2: Choose Targets (Weeks 2-4)",
        paragraphs: [
          "Pick two or three target roles rather than applying to anything that looks close. Good first targets are roles where your government experience is an advantage: government contractors, regulated industries such as healthcare, banking and energy, companies that sell to the public sector, and nonprofits or foundations that work alongside agencies.",
          "Read twenty job postings for each target role and highlight the skills that appear again and again. That list becomes your vocabulary for the resume, LinkedIn and interviews.",
        ],
      },
      {
        heading: "Phase 3: Build Your Materials (Weeks 3-6)",
        bullets: [
          "A two-page private-sector resume per target role, written in the employer's language, led by accomplishments.",
          "A LinkedIn profile whose headline names the role you want, not the job you have.",
          "A short introduction you can say in thirty seconds: who you are, what you do well and what you want next.",
          "Three or four stories, each with a situation, your action and a measurable result, ready for interviews.",
        ],
      },
      {
        heading: "Phase 4: Search, Interview and Decide (Weeks 6 and Beyond)",
        paragraphs: [
          "Spend more of your week on conversations than on online applications. A practical split is half networking and referrals, a third tailored applications, and the rest on skills and preparation. Track every contact and application in one place so follow-ups do not slip.",
          "When an offer comes, compare total compensation rather than salary alone: health coverage, retirement matching, paid leave, bonus and equity. Ask for the offer in writing, take a day to review it, and negotiate respectfully; private employers expect it. Finally, plan your exit from government carefully: settle your leave, retirement and benefits questions with HR and leave on good terms, because former colleagues are often your best future references and clients.",
        ],
      },
    ],
  },
  {
    name: "Translating Government Jargon into Business Language",
    description:
      "How to replace acronyms, grade levels and agency terms with words private-sector recruiters understand and value.",
    category: FREE_CATEGORY,
    sections: [
      {
        heading: "The Problem: Recruiters Cannot Decode Your Experience",
        paragraphs: [
          "A recruiter spends well under a minute on a first read of a resume. If that minute is spent wondering what a GS-13, a COR, an FTE ceiling or a continuing resolution means, your strongest experience goes unnoticed. The work itself usually translates well; the vocabulary does not.",
          "Translation does not mean exaggerating or hiding your public service. It means describing the same work in terms a business reader already uses, so they can see how it applies to their problems.",
        ],
      },
      {
        heading: "Common Translations",
        bullets: [
          "Program Analyst: business analyst, operations analyst or program manager, depending on what you actually did.",
          "Contracting Officer's Representative (COR): vendor manager or contract manager overseeing supplier delivery and invoices.",
          "Appropriations and budget execution: budget planning, forecasting and spend management.",
          "Constituents, the public or claimants: customers, clients or stakeholders.",
          "Statement of Work and acquisition package: requirements definition and procurement.",
          "Continuity of operations (COOP): business continuity and disaster recovery planning.",
          "Interagency working group: cross-functional team.",
          "Regulatory compliance review: compliance, audit or risk management.",
          "GS-13/14 supervisor: manager; GS-15 or SES: senior manager, director or executive, depending on scope.",
        ],
      },
      {
        heading: "Translate Scope, Not Just Titles",
        paragraphs: [
          "Grade levels mean nothing outside government, but scope does. Replace a grade with the size of what you were responsible for: the number of people you led, the dollars you managed, the customers you served and the systems you ran. 'Managed a $14 million annual operating budget for a 120-person regional office' says more to a hiring manager than any grade or series.",
          "Likewise, replace the name of an internal system with what it is. 'Administered the agency's case management system' becomes 'administered a Salesforce-based case management platform used by 300 staff', if that is accurate.",
        ],
      },
      {
        heading: "A Simple Translation Exercise",
        paragraphs: [
          "Take one paragraph from your position description and rewrite it three times. First remove every acronym. Then replace each government noun with its business equivalent. Finally, turn each duty into a result: what changed because you did it? Read the final version aloud to a friend who has never worked in government. If they can explain back what you did, the translation works.",
        ],
        bullets: [
          "Keep a personal glossary of your agency's terms and their business equivalents; reuse it everywhere.",
          "Spell out a certification or clearance once if an employer will care about it, such as an active Secret clearance.",
          "Mirror the words in the job posting when they honestly describe your work.",
        ],
      },
      {
        heading: "Where to Use Your Translated Language",
        paragraphs: [
          "Use the same translated vocabulary on your resume, your LinkedIn profile, your cover letters and your answers in interviews. Consistency helps recruiters who search by keyword find you, and it helps you sound fluent in the industry you are joining. Over a few weeks, the new vocabulary will start to feel natural, which is exactly what an interviewer needs to hear.",
        ],
      },
    ],
  },
  {
    name: "Your First 30 Days of a Private-Sector Job Search",
    description:
      "A week-by-week checklist for the first month of your search, with daily habits that keep momentum going.",
    category: FREE_CATEGORY,
    sections: [
      {
        heading: "Set Up for a Marathon, Not a Sprint",
        paragraphs: [
          "Most career changers need three to six months to land the right private-sector role, and senior roles can take longer. The first thirty days decide whether that time is productive. The goal of month one is not to send a hundred applications; it is to build a system you can keep running while working full time.",
          "Block three or four sessions of about ninety minutes each week on your calendar, and treat them like meetings you cannot move.",
        ],
      },
      {
        heading: "Week 1: Foundations",
        bullets: [
          "Write down two or three target job titles and the industries you will focus on first.",
          "Create a tracking spreadsheet with columns for company, role, contact, date applied, next step and follow-up date.",
          "Use a personal email address and phone number for your search, never government systems or devices.",
          "Read your agency's guidance on seeking outside employment and note any recusal or notification duties.",
          "Translate your most recent position into a first draft resume focused on results.",
        ],
      },
      {
        heading: "Week 2: Your Story and Your Profile",
        bullets: [
          "Finish a targeted resume for your first target role and ask someone in that field to review it.",
          "Update your LinkedIn headline, About section and experience to match the resume.",
          "Write and rehearse a thirty-second introduction that ends with what you are looking for.",
          "List twenty-five people you know who work in, or near, your target industries.",
        ],
      },
      {
        heading: "Week 3: Conversations",
        paragraphs: [
          "Reach out to five to eight people from your list and ask for twenty minutes to learn about their work. Former colleagues who already left government are especially valuable: they have made the same transition and know which employers value public-service experience.",
        ],
        bullets: [
          "Ask what the job is really like, which skills matter most and how people get hired there.",
          "End each conversation by asking who else you should talk to.",
          "Send a thank-you note within twenty-four hours and log the conversation in your tracker.",
        ],
      },
      {
        heading: "Week 4: Applications and Review",
        paragraphs: [
          "Now apply, selectively. Five well-tailored applications, ideally with a referral or a note to the hiring manager, beat fifty generic ones. Set up saved searches and job alerts so new postings come to you instead of you hunting for them daily.",
          "At the end of the month, review your tracker. Which messages got replies? Which postings fit best? Adjust your targets, update your resume with anything you learned, and plan month two. Keep small daily habits: fifteen minutes of reading industry news, one new connection and one follow-up. Momentum compounds, and by the second month you will see more replies and better conversations.",
        ],
      },
    ],
  },
];
