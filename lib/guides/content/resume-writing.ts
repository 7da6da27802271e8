import type { GuideContent } from "../types";

const category = "Resume Writing";

export const RESUME_WRITING: GuideContent[] = [
  {
    name: "Writing a Private-Sector Resume Summary",
    description: "Craft the three to four lines at the top of your resume that make a recruiter keep reading.",
    category,
    sections: [
      {
        heading: "What the Summary Is For",
        paragraphs: [
          "Federal resumes often open with a long objective or jump straight into duties. A private-sector resume opens with a short summary that answers one question: why should this employer talk to you for this role? Recruiters read it first and often decide there whether to read further.",
          "Think of it as a headline plus proof. It names the role you are targeting, states your strongest qualifications and gives one or two results that show the level you work at.",
        ],
      },
      {
        heading: "A Simple Formula",
        bullets: [
          "Line 1: target title plus years of relevant experience, for example 'Operations manager with 12 years leading service delivery teams'.",
          "Line 2: two or three strengths the posting asks for, in its own words.",
          "Line 3: one quantified accomplishment at the scale the employer cares about.",
          "Optional line 4: a differentiator such as an active clearance, a certification or deep regulatory knowledge.",
        ],
      },
      {
        heading: "Before and After",
        paragraphs: [
          "Before: 'Dedicated public servant with over 15 years of federal service seeking a challenging position that will utilize my skills and experience.' This says nothing an employer can use, and 'seeking' puts your needs first.",
          "After: 'Program manager with 15 years running multi-million-dollar technology and service programs. Skilled in vendor management, budget forecasting and process improvement. Led a 40-person team that cut application processing time by 35% while handling 20% more volume. PMP certified.' Every phrase is evidence, and nothing requires knowledge of government to understand.",
        ],
      },
      {
        heading: "Mistakes to Avoid",
        bullets: [
          "Soft adjectives with no proof: hard-working, dedicated, results-oriented, detail-oriented.",
          "Agency names and acronyms in the summary; keep them for the experience section, spelled out.",
          "A summary longer than five lines: it stops being read.",
          "One summary for every application. Adjust the target title and the two strengths for each posting.",
          "Writing in the first person; drop 'I' and start with the title or a strong verb.",
        ],
      },
      {
        heading: "Test It",
        paragraphs: [
          "Cover the rest of your resume and show only the summary to someone in your target industry. Ask them what job they think you are applying for and what level you are at. If their answer matches your goal, the summary works. If they hesitate, make the title more specific and replace a general strength with a concrete result. Revisit the summary whenever you change targets: it is the cheapest part of the resume to tailor and the most read.",
        ],
      },
    ],
  },
  {
    name: "Turning Duties into Accomplishments",
    description: "Rewrite position-description duties as results-focused bullet points that show what changed because of your work.",
    category,
    sections: [
      {
        heading: "Duties Describe a Job; Accomplishments Describe You",
        paragraphs: [
          "Position descriptions were written to classify a job, not to sell the person doing it. When a resume copies them, every candidate from that position reads the same. Employers want to know what you did with the job: what improved, what you built, what problem went away.",
          "An accomplishment bullet has three parts: a strong action verb, what you did, and the result, ideally with a number. This is sometimes called the CAR format: challenge, action, result.",
        ],
      },
      {
        heading: "The Rewrite Process",
        bullets: [
          "Write the duty as it appears in your position description.",
          "Ask: what was the situation when I started, and what was different when I finished?",
          "Ask: who benefited, and how would they measure it: time, money, quality, risk, satisfaction?",
          "Lead with the verb that best fits what you personally did: led, built, reduced, negotiated, automated, trained.",
          "Add the result and the scale, then cut every word that does not add information.",
        ],
      },
      {
        heading: "Examples",
        bullets: [
          "Duty: 'Responsible for reviewing grant applications.' Accomplishment: 'Reviewed 250+ grant applications a year and redesigned the scoring rubric, cutting review time by three weeks per cycle.'",
          "Duty: 'Serves as COR for IT support contract.' Accomplishment: 'Managed a $4.2M IT support vendor, introducing monthly service-level reporting that raised on-time ticket resolution from 78% to 95%.'",
          "Duty: 'Answers inquiries from the public.' Accomplishment: 'Resolved 40+ customer inquiries daily and wrote a self-service FAQ that reduced repeat calls by 20%.'",
          "Duty: 'Coordinates training for staff.' Accomplishment: 'Designed and delivered onboarding for 60 new hires, shortening time to full productivity from six months to four.'",
        ],
      },
      {
        heading: "When You Have No Hard Numbers",
        paragraphs: [
          "Many government roles do not track metrics cleanly. Estimate honestly and say so with words like 'about' or 'more than'. Use scope when you lack outcomes: the number of people, sites, cases or dollars involved. Use recognition as evidence: an award, being chosen to lead a pilot, or having your process adopted by other offices.",
          "Qualitative results work too when they are specific: 'first office in the region to pass the audit with no findings' is an accomplishment without a percentage.",
        ],
      },
      {
        heading: "How Many Bullets",
        paragraphs: [
          "Aim for four to six bullets for your most recent or most relevant role and two to three for older roles. Order them by relevance to the target job, not by how much time each duty took. If a bullet would not interest the hiring manager for this posting, cut it, no matter how much effort the work took.",
        ],
      },
    ],
  },
  {
    name: "Quantifying Your Government Impact",
    description: "Find and present the numbers hidden in public-sector work: budgets, caseloads, timelines and people served.",
    category,
    sections: [
      {
        heading: "Why Numbers Matter to Employers",
        paragraphs: [
          "Private companies run on measures: revenue, cost, time, error rates, customer satisfaction. A number on your resume lets a hiring manager compare your work with their own problems in seconds. Government work is full of numbers, but they rarely appear in position descriptions, so you have to dig for them.",
        ],
      },
      {
        heading: "Where to Find Your Numbers",
        bullets: [
          "Performance appraisals, self-assessments and award write-ups, which often quote results.",
          "Budget documents, spend plans and contract files for the dollar amounts you managed or influenced.",
          "Workload reports, dashboards and case management systems for volumes and processing times.",
          "Audit reports, inspection results and compliance reviews for quality and risk measures.",
          "Old emails announcing project launches, completed milestones or recognition.",
          "Former colleagues and supervisors, who may remember figures you have forgotten.",
        ],
      },
      {
        heading: "Four Kinds of Numbers",
        paragraphs: [
          "Scale shows how big your responsibility was: a $30 million portfolio, 12 direct reports, 5,000 cases a year, 18 field offices. Change shows improvement: backlog down 40%, processing time from 90 days to 45. Money shows value: $1.2 million in avoided costs, a contract renegotiated for 15% less. Frequency and speed show reliability: weekly reporting to senior leadership, 100% of deadlines met over three years.",
          "The strongest bullets combine scale and change: 'Cut the backlog of 3,200 benefit claims by 60% in nine months without added staff.'",
        ],
      },
      {
        heading: "Estimating Honestly",
        paragraphs: [
          "If you cannot find an exact figure, estimate conservatively and be ready to explain how you got there. Multiply a typical week by the number of working weeks, or count the people on a distribution list. Use 'about', 'more than' or ranges. Never invent a figure: interviewers ask follow-up questions, and a number you cannot explain hurts more than no number at all.",
        ],
      },
      {
        heading: "Presenting Numbers Well",
        bullets: [
          "Use digits, not words: '40%' and '$2.5M' are faster to scan than 'forty percent'.",
          "Put the number early in the bullet where the eye lands.",
          "Give context for percentages: 'from 70% to 92%' beats '22% improvement'.",
          "Convert government units into business ones: annual operating budget rather than appropriation, customers rather than constituents.",
          "Aim for a number in at least half of your bullets, but do not force one where it adds nothing.",
        ],
      },
    ],
  },
  {
    name: "Translating GS Grades and Job Titles",
    description: "Match your grade, series and official title to private-sector titles and levels recruiters recognise.",
    category,
    sections: [
      {
        heading: "Official Titles Often Undersell You",
        paragraphs: [
          "Government titles are set by classification standards, not by what you do day to day. A 'Management and Program Analyst' might run a national program; an 'IT Specialist' might be a cloud architect or a help-desk lead. Private-sector recruiters search and filter by familiar titles, so an unfamiliar one can hide you entirely.",
        ],
      },
      {
        heading: "A Functional Title Plus the Official One",
        paragraphs: [
          "The safest approach is to lead with a functional title that accurately describes your work and keep the official title visible, for example 'Program Manager (official title: Management and Program Analyst, GS-0343-13)'. This is honest, passes background checks that verify titles, and lets a recruiter understand you at a glance.",
          "Choose the functional title from real job postings in your target industry that match your actual responsibilities. Do not pick a bigger title than your scope supports.",
        ],
      },
      {
        heading: "Rough Level Equivalents",
        paragraphs: [
          "There is no official crosswalk, and company levels vary widely, but these rough equivalents are a useful starting point. Judge by scope (people, budget, decisions) rather than by grade alone.",
        ],
        bullets: [
          "GS-5 to GS-7: entry-level or associate roles; coordinator, assistant, junior analyst.",
          "GS-9 to GS-11: analyst, specialist or individual contributor with some independence.",
          "GS-12 to GS-13: senior analyst, senior specialist, project manager or team lead.",
          "GS-14: manager, senior manager or principal-level individual contributor.",
          "GS-15: senior manager or director, especially with budget and supervisory authority.",
          "Senior Executive Service: director, vice president or executive, depending on organisation size.",
        ],
      },
      {
        heading: "State and Local Titles",
        paragraphs: [
          "State, county and city titles vary even more: 'Administrative Officer III' or 'Staff Services Manager II' means little outside the jurisdiction. Apply the same method: find the private title for the work, keep the official title in parentheses, and let scope carry the level. A county budget officer who prepares a $200 million budget is doing the work of a finance manager or FP&A manager.",
        ],
      },
      {
        heading: "Using This in Conversations",
        paragraphs: [
          "Recruiters will ask what level you are at. Answer in terms of scope and comparable titles: 'My role is equivalent to a senior program manager: I lead a team of eight and a $6 million portfolio.' This avoids the trap of a recruiter guessing your level from a grade number, and it sets up a sensible salary discussion. Be consistent across your resume, LinkedIn and interviews so your story holds together.",
        ],
      },
    ],
  },
  {
    name: "Beating Applicant Tracking Systems",
    description: "Format and word your resume so screening software reads it correctly and ranks it for the right roles.",
    category,
    sections: [
      {
        heading: "How Applicant Tracking Systems Work",
        paragraphs: [
          "Most medium and large employers receive applications through an applicant tracking system (ATS) such as Workday, Greenhouse, iCIMS or Taleo. The system parses your resume into fields, and recruiters then search and filter candidates by keywords, titles, locations and sometimes years of experience. A resume the system cannot read, or one that lacks the words recruiters search for, may never be seen by a person.",
          "The good news: ATS-friendly resumes are simply clear resumes. You do not need tricks; you need clean formatting and the right vocabulary.",
        ],
      },
      {
        heading: "Formatting Rules",
        bullets: [
          "Use a single-column layout; tables, text boxes and multi-column designs often parse out of order.",
          "Use standard section headings: Summary, Experience, Education, Skills, Certifications.",
          "Put contact details in the body, not in the header or footer, which some systems skip.",
          "Use common fonts and simple bullets; avoid icons, graphics, charts and photos.",
          "Write dates consistently, such as 'Mar 2019 - Present', on the same line as each job.",
          "Submit a .docx unless the posting asks for PDF; both work in modern systems when the PDF has selectable text.",
        ],
      },
      {
        heading: "Keywords Without Stuffing",
        paragraphs: [
          "Recruiters search for the skills and titles in their posting. Read the posting and list its hard skills, tools, certifications and job titles. Where you genuinely have that experience, use the same words the posting uses, in context: 'managed vendor contracts' rather than 'oversaw acquisition actions' when the posting says vendor management.",
          "Include both the spelled-out term and its abbreviation once, such as 'Project Management Professional (PMP)'. Do not paste invisible keyword lists or copy the posting into your resume: systems and recruiters detect it, and it can get you rejected.",
        ],
      },
      {
        heading: "Titles and Knockout Questions",
        paragraphs: [
          "Many searches filter by job title, so a functional title that matches the market helps, as long as it is accurate. Application forms also ask knockout questions about work authorisation, willingness to relocate, salary expectations or required certifications. Answer them carefully: a careless 'no' can reject you automatically before anyone reads your resume.",
        ],
      },
      {
        heading: "Check Before You Submit",
        bullets: [
          "Copy your resume into a plain text editor: if the order or content looks wrong there, a parser will struggle too.",
          "Check that the autofill on the application form picked up your jobs and dates correctly, and fix what it did not.",
          "Compare your resume with the posting and confirm the top five requirements appear in your words.",
          "Remember the ATS is only the first gate: a referral from an employee often moves you to the top regardless.",
        ],
      },
    ],
  },
  {
    name: "Tailoring Your Resume to Each Job Posting",
    description: "A fast, repeatable way to adapt one master resume to each application in about thirty minutes.",
    category,
    sections: [
      {
        heading: "Why Tailoring Pays Off",
        paragraphs: [
          "A generic resume asks the reader to work out why you fit. A tailored one does that work for them. Recruiters and hiring managers consistently respond better to resumes that mirror the priorities of their posting, and tailoring also improves your ranking in applicant tracking systems. The trick is to make tailoring fast enough that you actually do it.",
        ],
      },
      {
        heading: "Keep a Master Resume",
        paragraphs: [
          "Create a long master document with every accomplishment bullet you might ever use, grouped by role and tagged by theme: leadership, budget, data, customer service, technology, compliance. It can run to five pages; nobody else will see it. Each tailored resume is then a selection from the master, not a rewrite from scratch.",
        ],
      },
      {
        heading: "The Thirty-Minute Process",
        bullets: [
          "Minutes 1-5: read the posting and highlight the top five requirements and the words used for them.",
          "Minutes 5-10: adjust the summary: target title, two matching strengths and the most relevant result.",
          "Minutes 10-20: for each role, pick the bullets from your master that prove the highlighted requirements and order them by relevance.",
          "Minutes 20-25: align vocabulary where it is honest, and update the skills section to lead with the posting's priorities.",
          "Minutes 25-30: proofread, save with a clear file name such as 'Jordan-Rivera-Resume-Acme-Operations-Manager', and log the application.",
        ],
      },
      {
        heading: "Reading Between the Lines of a Posting",
        paragraphs: [
          "Requirements listed first, or repeated, usually matter most. Phrases like 'fast-paced', 'ambiguity' or 'build from scratch' signal a company that worries about adaptability, so include bullets that show you moving quickly or creating something new. Mentions of regulators, audits or public-sector clients signal that your government background is a direct advantage, so make it visible.",
          "If the posting includes a salary range, use it to check that the level is right for you before investing time.",
        ],
      },
      {
        heading: "What Not to Change",
        bullets: [
          "Facts: titles, dates, employers and numbers stay identical across every version.",
          "Your overall format, so that recruiters who see two versions are not confused.",
          "Your LinkedIn profile for each job; keep it aligned with your main target instead.",
        ],
      },
    ],
  },
  {
    name: "Presenting Your Security Clearance on a Resume",
    description: "Show an active clearance where it helps your search while respecting the rules on what you may disclose.",
    category,
    sections: [
      {
        heading: "Why a Clearance Is Valuable",
        paragraphs: [
          "An active security clearance is one of the most marketable assets a government employee can carry into the private sector. Defense contractors, intelligence community suppliers and many technology and consulting firms need cleared staff, and sponsoring a new clearance costs them time and money. For those employers, a current clearance can matter as much as your experience.",
        ],
      },
      {
        heading: "What You Can Say",
        bullets: [
          "The level: Confidential, Secret or Top Secret, and SCI eligibility if applicable.",
          "The status: active, or current with the date of your last investigation or reinvestigation.",
          "Polygraph type, if any, when the posting asks for it, for example 'TS/SCI with CI polygraph'.",
          "The granting agency, when it is not itself sensitive and the posting requires it.",
        ],
      },
      {
        heading: "What You Must Not Say",
        paragraphs: [
          "Never include classified program names, code words, classified project details or anything that reveals sources, methods or capabilities. Describe cleared work in unclassified terms: 'Led a 12-person analytic team producing daily assessments for senior decision-makers' rather than naming the program or target. If in doubt, ask your security officer; many agencies also require prepublication or outside-activity review for certain content.",
          "Be careful where you publish. Listing a clearance on a public profile can make you a target for foreign intelligence recruitment; many cleared professionals list it only on resumes sent to specific employers or on cleared job boards.",
        ],
      },
      {
        heading: "Where to Put It",
        paragraphs: [
          "If you target cleared roles, put the clearance near the top, in or just under the summary, for example 'Active TS/SCI clearance'. Recruiters search for it, so use the standard abbreviations. If you target commercial employers who do not need it, move it to a short Clearances or Additional Information section at the end: it still shows trustworthiness without distracting from your core skills.",
        ],
      },
      {
        heading: "Timing Matters",
        paragraphs: [
          "Clearances do not travel forever. Once you leave a position that requires access, your eligibility is generally considered current for about two years if you have not had a break in service longer than that, which makes it easier for a new sponsor to reinstate it. Start your cleared-job search before you leave, when possible, and keep your investigation dates handy. Employers will also ask whether you have any foreign contacts, debts or issues that could affect reinstatement, so be prepared to answer honestly.",
        ],
      },
    ],
  },
  {
    name: "Condensing a Federal Resume to Two Pages",
    description: "Cut a long federal-style resume down to a tight two-page private-sector version without losing your best work.",
    category,
    sections: [
      {
        heading: "Two Different Documents",
        paragraphs: [
          "Federal resumes are often four or more pages because USAJOBS applications reward completeness: hours per week, supervisor contacts, salary and every qualifying duty. Private employers want the opposite: two pages at most for experienced professionals, one for early-career candidates. Cutting is not losing your history; it is choosing the part of it that wins this job.",
        ],
      },
      {
        heading: "Remove These First",
        bullets: [
          "Hours per week, series and grade details beyond one mention, supervisor names and phone numbers, and salary history.",
          "Full street addresses of employers: city and state are enough.",
          "Duties copied from position descriptions and KSA-style narratives.",
          "Training courses under a few days long, unless they are directly relevant certifications.",
          "References and the line 'references available upon request'.",
          "Roles older than about fifteen years, or summarise them in one 'Earlier Experience' line.",
        ],
      },
      {
        heading: "Keep and Sharpen",
        paragraphs: [
          "Keep your strongest accomplishments, each as one or two lines with a result. Keep the context a reader needs: employer, functional title, dates and location. Keep certifications, degrees, clearances and technical skills that match the posting. If a long role contains several distinct jobs, such as a detail assignment or acting supervisory period, show them as separate short entries under the same employer rather than one long block.",
        ],
      },
      {
        heading: "Editing Techniques",
        bullets: [
          "Cut each bullet to its verb, action and result; delete 'responsible for', 'duties included' and 'assisted with'.",
          "Merge similar bullets: three bullets about reports become one bullet about a reporting program and its impact.",
          "Use a compact layout: 10.5 to 11 point font, 0.6 to 0.75 inch margins, little vertical white space between bullets.",
          "Keep the skills section to a few lines grouped by type, not a long single-column list.",
        ],
      },
      {
        heading: "Final Check",
        paragraphs: [
          "Print the two pages and read only the top third of page one. That is what a recruiter sees first. It should contain your name and contact details, a summary naming your target role, and the first bullets of your most relevant job. If page two is mostly old roles and lists, that is fine. If page one still carries duties and detail, keep cutting. Save the long federal version separately: you may still want it for future government applications.",
        ],
      },
    ],
  },
  {
    name: "Showcasing Program and Project Management Experience",
    description: "Present government program work so it reads as the project and program management employers hire for.",
    category,
    sections: [
      {
        heading: "You Probably Managed More Than You Think",
        paragraphs: [
          "Standing up a new office, rolling out a system, running a grant cycle, implementing a new regulation or managing a contract from award to closeout are all projects or programs in private-sector terms. Project and program management is one of the most transferable skill sets government employees have, and one of the most in demand across industries.",
        ],
      },
      {
        heading: "Speak the Language of Delivery",
        bullets: [
          "Scope: what was delivered and for whom.",
          "Schedule: the timeline, milestones and whether you hit them.",
          "Budget: the money involved and how you controlled it.",
          "Stakeholders: who you coordinated across teams, vendors, leadership and customers.",
          "Risk: what could have gone wrong and how you prevented it.",
          "Outcome: the business result, not only that the project finished.",
        ],
      },
      {
        heading: "Example Bullets",
        bullets: [
          "Led the 14-month rollout of a new case management platform to 9 regional offices and 450 users, on schedule and 6% under its $3.1M budget.",
          "Managed a portfolio of 22 grant-funded projects worth $48M, introducing a monthly risk review that cut late deliverables by half.",
          "Coordinated 6 agencies and 3 contractors to implement a new reporting regulation six weeks ahead of the statutory deadline.",
          "Ran agile sprints with a vendor development team, delivering a public-facing portal that reduced paper submissions by 70%.",
        ],
      },
      {
        heading: "Methods and Tools",
        paragraphs: [
          "Employers look for methods they recognise: waterfall, agile or Scrum, Kanban, earned value management, risk registers, RACI charts and change control. List the ones you have really used and mention the tools, such as Microsoft Project, Jira, Smartsheet, Asana or ServiceNow. If your agency used its own terms, translate them: an 'integrated project team' is a cross-functional team, and a 'milestone decision review' is a stage-gate review.",
          "A certification such as the PMP, CAPM, PMI-ACP or Certified ScrumMaster can help a recruiter classify you quickly. Many government employees already meet the PMP's experience requirement.",
        ],
      },
      {
        heading: "Program Versus Project",
        paragraphs: [
          "Use the right word for the level you worked at. A project has a defined end; a program coordinates several projects or an ongoing service toward a larger goal. If you managed a continuing program with its own budget, staff and performance measures, say so and present it with business metrics: customers served, cost per transaction, satisfaction scores and growth. That reads as operations or program leadership, which is usually a more senior role than project management.",
        ],
      },
    ],
  },
  {
    name: "Resumes for Analyst and Data Roles",
    description: "Position policy, budget, audit and research experience for business, financial and data analyst jobs.",
    category,
    sections: [
      {
        heading: "Government Analysts Are Well Placed",
        paragraphs: [
          "Policy analysts, budget analysts, auditors, statisticians, program analysts and intelligence analysts spend their days turning messy information into decisions. That is exactly what business analysts, financial analysts, data analysts and strategy teams do. The difference is mostly vocabulary and tools, both of which a good resume can bridge.",
        ],
      },
      {
        heading: "Show the Whole Analytical Cycle",
        paragraphs: [
          "Strong analyst bullets show the question, the method and the decision your work informed. 'Analyzed data' is weak; 'Built a cost model of 14 field offices in Excel and SQL that identified $2.3M in consolidation savings adopted by leadership' shows the full cycle. Always name who used your analysis and what they did with it.",
        ],
        bullets: [
          "Question: what decision or problem prompted the work.",
          "Data: sources, size and how you cleaned or combined them.",
          "Method: modeling, statistics, forecasting, cost-benefit analysis or root-cause analysis.",
          "Communication: dashboards, briefings or memos for decision-makers.",
          "Impact: the decision, savings, risk reduced or policy changed.",
        ],
      },
      {
        heading: "Tools Matter More Here",
        paragraphs: [
          "Analyst postings often filter on tools. List the ones you use confidently, grouped: spreadsheets (advanced Excel, pivot tables, Power Query), databases (SQL), visualisation (Tableau, Power BI), statistics and programming (R, Python, SAS, Stata) and enterprise systems. If your strongest tool is Excel, show sophistication: models, macros and automated reports. If you lack SQL or a BI tool, a few weeks of practice and a small portfolio project can close that gap quickly.",
        ],
      },
      {
        heading: "Translating Analyst Work",
        bullets: [
          "Budget formulation and execution: financial planning and analysis (FP&A), forecasting and variance analysis.",
          "Audit and inspection: internal audit, controls testing and risk assessment.",
          "Policy analysis: strategy, regulatory analysis or market research.",
          "Program evaluation: performance measurement, KPI design and impact analysis.",
          "Intelligence analysis: risk, threat, fraud or competitive intelligence.",
        ],
      },
      {
        heading: "Add a Portfolio",
        paragraphs: [
          "Analyst hiring managers like to see work. Because most government analysis cannot be shared, create one or two public examples: a dashboard built on open data from data.gov, a short written analysis of a public dataset, or a GitHub notebook. Link them in your resume header. This proves your tool skills and your ability to communicate findings, and it gives interviewers something concrete to discuss.",
        ],
      },
    ],
  },
  {
    name: "Writing Cover Letters That Bridge Sectors",
    description: "Use a short cover letter to explain your move from government and connect your experience to the employer's needs.",
    category,
    sections: [
      {
        heading: "When a Cover Letter Helps",
        paragraphs: [
          "Many recruiters skip cover letters, but career changers benefit from them more than anyone. A letter is your chance to answer the unspoken question, 'why is a government employee applying here?', before it becomes a reason to pass. Write one whenever the application allows it, when you are writing directly to a hiring manager, or when a referral passes your materials along.",
        ],
      },
      {
        heading: "A Four-Paragraph Structure",
        bullets: [
          "Opening: the role, how you found it (name the referral if you have one) and a one-sentence reason you are a strong fit.",
          "Bridge: why you are moving to the private sector and why this company, framed around what you want to build, not what you want to leave.",
          "Evidence: two short accomplishments that match the employer's top requirements, with numbers.",
          "Close: a confident next step, such as welcoming a conversation about how you could help with a named priority.",
        ],
      },
      {
        heading: "Writing the Bridge Paragraph",
        paragraphs: [
          "Keep it positive and forward-looking. 'After ten years improving how a state agency delivers services to 2 million residents, I want to apply the same customer focus at a company building technology for the public sector' works. Complaints about bureaucracy, pay or politics do not, even when they are true; they make the reader wonder what you will complain about next.",
          "Connect your public-service motivation to the company's mission where it is genuine. Many businesses are proud of their customers, communities or products, and a candidate who cares about impact is attractive to them.",
        ],
      },
      {
        heading: "Style Rules",
        bullets: [
          "Keep it under 300 words; three to four short paragraphs fit on half a page.",
          "Address a person by name when you can find the hiring manager; otherwise use 'Dear Hiring Team'.",
          "Avoid repeating your resume line by line; pick the two stories that matter most for this role.",
          "Use the company's language from its website and posting, and remove all government acronyms.",
          "Proofread the company name and role title twice; a wrong name is the most common fatal error.",
        ],
      },
      {
        heading: "Reuse Without Sounding Generic",
        paragraphs: [
          "Keep a template with your bridge paragraph and a bank of evidence paragraphs for different themes. For each application, rewrite the opening and closing entirely and choose the evidence that fits. This takes fifteen minutes and reads as personal, because the parts a reader notices first are specific to them.",
        ],
      },
    ],
  },
  {
    name: "Building a LinkedIn Profile That Matches Your Resume",
    description: "Set up a LinkedIn profile that recruiters can find and that tells the same story as your private-sector resume.",
    category,
    sections: [
      {
        heading: "Why LinkedIn Matters More Outside Government",
        paragraphs: [
          "Private-sector recruiters search LinkedIn every day to fill roles, often before a job is even posted. Hiring managers look up candidates before interviews. A sparse or government-jargon profile means you miss searches entirely, and a profile that contradicts your resume raises doubts. The goal is a profile that is findable, consistent and credible.",
        ],
      },
      {
        heading: "The Sections That Count Most",
        bullets: [
          "Headline: your target role and strengths, such as 'Operations Manager | Process Improvement | Vendor and Budget Management', not 'Program Analyst at Department of X'.",
          "Photo: a recent, clear, professional headshot; profiles with photos get far more views.",
          "About: three short paragraphs in the first person covering what you do, proof of results and what you are looking for.",
          "Experience: the same functional titles and top accomplishments as your resume, slightly shorter.",
          "Skills: the fifteen to twenty skills from your target postings, with the most important pinned at the top.",
          "Location and Open to Work settings that match where you want to work, including remote.",
        ],
      },
      {
        heading: "Keep It Consistent With Your Resume",
        paragraphs: [
          "Employers compare the two. Titles, employers and dates must match exactly. The profile can add context your resume cannot, such as a short project description, media, publications or volunteer work, but it should never tell a different story. If you tailor resumes for two different targets, align the profile with the primary one.",
        ],
      },
      {
        heading: "Government-Specific Cautions",
        paragraphs: [
          "Check your agency's social media and outside activity policies. Avoid implying that your agency endorses you, and do not post nonpublic information. If you hold a clearance, think carefully before listing it publicly. The 'Open to Work' badge is visible to everyone and therefore to your colleagues; the recruiter-only setting is a discreet alternative while you are still employed.",
        ],
      },
      {
        heading: "Be Active, Lightly",
        bullets: [
          "Connect with former colleagues who have moved to the private sector and with people you meet in informational interviews, always with a short personal note.",
          "Follow your target companies and comment thoughtfully on posts in your target industry a few times a week.",
          "Ask two or three former supervisors or clients for recommendations that describe specific results.",
          "Share one short post a month about something you learned or a skill you are building; it keeps you visible to your network.",
        ],
      },
    ],
  },
];
