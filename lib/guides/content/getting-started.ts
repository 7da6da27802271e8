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
        heading: "Before You Contact Anyone: The Ethics Rules on Job Seeking",
        paragraphs: [
          "Federal employees are covered by the Standards of Ethical Conduct, and subpart F of 5 CFR 2635 deals with seeking employment. Once you are 'seeking employment' with an organization, which can begin as soon as you send a resume or respond to an unsolicited offer with anything other than a clear no, you must step back from any particular matter at work that would affect that organization's financial interests. If you file a public financial disclosure report (OGE Form 278), the STOCK Act adds a duty to notify your ethics official within three business days of starting negotiations for future employment.",
          "State, county and city employees are covered by their own ethics codes, which differ a great deal from place to place. Your state ethics commission, your city or county attorney, or your HR office can tell you which rules apply to you. Whatever your level of government, the safe habits are the same: search on your own time and your own devices, put any recusal in writing, and never use nonpublic information to help your application.",
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
      {
        heading: "Worked Example: Comparing a GS Salary with a Private Offer",
        paragraphs: [
          "Suppose you are a budget analyst at GS-12, step 5. Your pay is the base rate plus the locality adjustment for the area where you work, and both appear in OPM's General Schedule pay tables, published each year by locality pay area. For this illustration only, say the table for your area shows about $100,000; check the current table for your real figure. Now suppose a company offers $110,000. It looks like a 10 percent raise, but the comparison has only started.",
          "Put the two packages side by side and go line by line:",
        ],
        bullets: [
          "Retirement: under FERS you earn a basic annuity, plus Thrift Savings Plan contributions from your agency (an automatic 1 percent of pay and matching of up to 4 percent more). Compare that with the company's 401(k) match and ask whether the match vests at once or over several years.",
          "Health coverage: compare what you pay now for FEHB with the company plan's premium, deductible and out-of-pocket maximum for the coverage you actually need, such as family coverage, not just the employee-only figure.",
          "Time off: federal employees earn 13, 20 or 26 days of annual leave a year depending on service, plus 11 paid federal holidays and sick leave. Count the private offer's paid time off and holidays in days, so you are comparing like with like.",
          "Pay growth: step increases and annual pay adjustments in government are predictable. Private raises depend on merit budgets and promotions, so ask how raises were decided last year.",
          "Bonus and equity: treat a target bonus as possible rather than certain, and value stock grants conservatively until you understand the vesting schedule.",
        ],
      },
      {
        heading: "Reading the Result and Making a Counteroffer",
        paragraphs: [
          "In this illustration, a $110,000 offer with a small 401(k) match that vests over four years and an expensive family health plan may be worth less than your current package, even though the salary is higher. That does not mean you should decline. It means you have a clear, factual basis for a counteroffer, for example: 'I am excited about the role. Comparing total compensation with my current package, including retirement contributions and health costs, a base salary of $118,000 would make this work for my family. Is there flexibility there?' The figures in this example are illustrations; use your own pay stub, your benefits statements and the employer's written benefits summary.",
          "State and local employees usually have a defined-benefit pension rather than FERS. Ask your retirement system for a written estimate of your pension at different leaving dates, and find out whether your contributions can be refunded or left in place. A pension is often the largest single item to replace, so understand it before you negotiate.",
        ],
      },
      {
        heading: "Plan Your Exit Checklist",
        bullets: [
          "Ask HR for a retirement estimate and your options when you leave: an immediate annuity, a deferred annuity later, or a refund of contributions, which usually gives up the annuity.",
          "Federal health coverage: Temporary Continuation of Coverage (TCC) lets you keep FEHB for up to 18 months after you separate, at the full premium plus a small administrative charge. Compare it with your new employer's plan and its start date.",
          "Thrift Savings Plan: you can leave your account where it is or roll it into your new employer's 401(k) or an IRA; there is no need to decide in your last week.",
          "Leave balances: federal employees receive a lump-sum payment for unused annual leave, while sick leave is not paid out; ask HR how your balances affect your final pay and any retirement calculation.",
          "Post-employment rules: 18 U.S.C. 207 and the OGE regulations at 5 CFR 2641 can bar you, for life, from representing anyone back to the government on a specific matter you worked on personally and substantially, and for two years on matters that were under your official responsibility. Ask your ethics office for written advice before your last day.",
          "Records: keep copies of your SF-50s, performance appraisals and awards. If you have career tenure, you have lifetime reinstatement eligibility for federal jobs, a useful safety net if you ever want to return.",
        ],
      },
      {
        heading: "Common Roadmap Mistakes",
        bullets: [
          "Resigning before a written offer is signed and its conditions, such as a background check, are cleared.",
          "Spending months perfecting a resume instead of talking to people in the target field.",
          "Targeting every industry at once, which makes every application generic.",
          "Comparing salary alone and discovering the benefits gap after you start.",
          "Skipping the ethics office because you 'are only looking'; the rules can apply from the first resume you send.",
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
        heading: "Worked Example: A GS-12 Duty Becomes a Resume Bullet",
        paragraphs: [
          "Here is a duty statement of the kind found in a GS-1102-12 contract specialist's position description, followed by the same work rewritten for a private employer. The figures in the rewritten version are illustrations; use your own, and keep notes on how you arrived at each one.",
        ],
        bullets: [
          "Before: Serves as Contracting Officer's Representative (COR) for assigned IDIQ task orders; monitors contractor performance IAW the QASP and FAR Part 46; reviews and certifies invoices for payment.",
          "After: Managed delivery on about $8 million a year of IT support contracts across three vendors, checking every invoice against agreed service levels and recovering $240,000 in overbilled charges in one year.",
        ],
      },
      {
        heading: "Two More Before-and-After Examples",
        paragraphs: [
          "The same method works in any occupation. Strip out the acronyms, name the customer and the scale, and end with what changed. These examples are illustrations built from typical duties, not real records.",
        ],
        bullets: [
          "County caseworker, before: Determines eligibility for SNAP and Medicaid in accordance with the state policy manual; maintains assigned caseload.",
          "County caseworker, after: Managed a caseload of 180 households, deciding eligibility for food and health benefits and keeping accuracy above the state's quality-control target for two straight years.",
          "City police officer, before: Conducts routine patrol; responds to calls for service; prepares incident reports per department SOP.",
          "City police officer, after: Responded to about 12 calls a shift in a busy downtown district and wrote clear incident reports used by prosecutors, with none returned for missing information in three years.",
        ],
      },
      {
        heading: "Translations by Occupation",
        bullets: [
          "HR specialist: merit promotion announcement becomes recruiting; position classification becomes job leveling or job architecture; employee and labor relations usually stays the same, and both are valued in unionized companies.",
          "Park ranger: interpretive programs become public education or guest experience; visitor use management becomes operations and crowd management; search and rescue becomes emergency response.",
          "Nurse at a VA medical center: clinical terms stay as they are, but describe the setting in size, for example 'a 300-bed hospital system', because recruiters may not know the facility.",
          "Civil engineer: plan review becomes design review; capital improvement program becomes a capital project portfolio; right-of-way work becomes land acquisition and permitting.",
          "IT specialist: authority to operate (ATO) becomes security authorization; help desk for agency staff becomes internal IT support for a named number of users.",
          "Budget analyst: apportionment and allotment become budget allocation; year-end spending plan becomes forecasting and spend management.",
        ],
      },
      {
        heading: "When to Keep the Government Term",
        paragraphs: [
          "Some government vocabulary is exactly what an employer wants to see. If you are applying to a government contractor or a company that sells to agencies, keep terms such as FAR, FedRAMP, the NIST Risk Management Framework, grants management and an active security clearance, because their recruiters search for them. The test is simple: would the person reading this resume use the word themselves? If yes, keep it; if not, translate it.",
          "To find the words your target employers use, look up your occupation in O*NET OnLine, sponsored by the U.S. Department of Labor, which lists the tasks, skills and common job titles for hundreds of occupations. The Bureau of Labor Statistics' Occupational Outlook Handbook describes what people in each occupation do in plain language, which is a good model for your own descriptions.",
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
      {
        heading: "Translation Mistakes to Avoid",
        bullets: [
          "Over-translating: calling a team lead role 'Vice President' inflates your level and will come apart in a reference check.",
          "Leaving one acronym in every line 'because everyone knows it'; only people in your agency do.",
          "Replacing every number with vague words such as 'large' or 'significant'; scope is the part that translates best.",
          "Describing the rule you followed instead of the result you produced.",
          "Using different titles for the same job on your resume and LinkedIn, which makes recruiters doubt both.",
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
        heading: "Day Zero: Know the Ground Rules",
        paragraphs: [
          "Before week one, make sure your search cannot become a workplace problem. For federal employees, the Standards of Ethical Conduct say that official time is for official duties (5 CFR 2635.705) and that government property, including computers, phones and email, is for authorized purposes (5 CFR 2635.704). State and local governments have similar acceptable-use and outside-employment policies in their personnel rules. In practice, that means no job searching on duty, no government email address on LinkedIn or applications, and annual leave when you interview during work hours.",
        ],
      },
      {
        heading: "A Sample Week That Fits Around a Full-Time Job",
        bullets: [
          "Tuesday evening, 90 minutes: find and tailor one or two applications.",
          "Thursday evening, 90 minutes: networking messages, follow-ups and one informational call.",
          "Saturday morning, 90 minutes: resume and LinkedIn improvements, plus research on target companies.",
          "Every weekday, 15 minutes: read industry news and update your tracker.",
          "Sunday, 10 minutes: review the week's numbers (messages sent, replies, applications) and set three goals for the next week.",
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
        heading: "Scripts for Your First Messages",
        paragraphs: [
          "Networking feels awkward to many public servants because it can look like asking for favors. It is easier when the request is small and specific. Here is a message you can adapt for someone you know: 'Hi Dana, we worked together on the grants modernization project when you were at the state health department. I am starting to explore roles in healthcare operations, and I saw you made that move two years ago. Would you be open to a twenty-minute call in the next couple of weeks? I would love to hear how you did it. No pressure if the timing is bad.'",
          "For someone you do not know, lead with the connection you share: 'Hello Mr. Ortiz, I am a procurement specialist with the city of Denver and a fellow member of NIGP. I am exploring supply chain roles in manufacturing and noticed your path from county purchasing to your current role. Could I ask you three or four questions by phone some time this month?' Keep every first message under one hundred words and make it easy to say yes.",
          "After the call, follow up within a day: 'Thank you for your time today. Your advice to focus on supplier management roles was especially helpful, and I have already contacted Priya, as you suggested. I will let you know how it goes.' Closing the loop is what turns a single conversation into an ongoing relationship.",
        ],
      },
      {
        heading: "Worked Example: One Month for a County Budget Analyst",
        paragraphs: [
          "Consider an illustrative case. Maria is a budget analyst for a county government who wants to move into financial planning and analysis (FP&A) at a mid-size company. In week one she chooses two targets, FP&A analyst and budget manager at a hospital system, and reads twenty postings for each; the words 'forecasting', 'variance analysis' and 'Excel modeling' appear in almost all of them. In week two she rewrites her resume around three results: a revenue forecast she built for the county, a variance report she automated and a budget hearing she prepared for. In week three she talks with six people, including two former county colleagues now at a hospital and an insurer. In week four she sends five applications, two with referrals from those conversations.",
          "At her month-end review, Maria sees that both referred applications led to recruiter calls and none of the three cold applications had a reply yet. Her plan for month two follows directly: more conversations at hospitals, fewer cold applications, and a short online course to strengthen her financial modeling. The details of your month will differ, but the pattern of targeting, learning and adjusting is the same.",
        ],
      },
      {
        heading: "Week 4: Applications and Review",
        paragraphs: [
          "Now apply, selectively. Five well-tailored applications, ideally with a referral or a note to the hiring manager, beat fifty generic ones. Set up saved searches and job alerts so new postings come to you instead of you hunting for them daily.",
          "At the end of the month, review your tracker. Which messages got replies? Which postings fit best? Adjust your targets, update your resume with anything you learned, and plan month two. Keep small daily habits: fifteen minutes of reading industry news, one new connection and one follow-up. Momentum compounds, and by the second month you will see more replies and better conversations.",
        ],
      },
      {
        heading: "Common Month-One Mistakes",
        bullets: [
          "Sending dozens of untailored applications in the first week and then losing heart when few reply.",
          "Waiting until the resume is perfect before talking to anyone.",
          "Telling coworkers about the search before you are ready for your supervisor to hear about it.",
          "Forgetting to look up typical duties and pay for your targets in the Bureau of Labor Statistics' Occupational Outlook Handbook before your first recruiter call.",
          "Keeping the tracker in your head; by week three you will not remember who you promised to call back.",
        ],
      },
    ],
  },
];
