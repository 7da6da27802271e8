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
        heading: "Gather Your Raw Material First",
        paragraphs: [
          "A summary is easiest to write last, after your experience section is finished, because it borrows the best of what is already there. Before you draft it, put four things side by side on one page: the posting you are targeting, your three strongest accomplishments with their numbers, the credentials that matter in the field, and the words the posting uses for its top requirements. Writing from that page keeps you from falling back on adjectives.",
        ],
        bullets: [
          "The target job title as employers actually post it, checked against three or four real postings rather than guessed.",
          "Your years of relevant experience, counting only the work that relates to the target role.",
          "Two or three strengths the postings repeat, such as vendor management, data analysis or stakeholder communication.",
          "One result with a number or a clear sense of scale: dollars, people, cases, sites or time saved.",
          "Any credential a recruiter might search for: PMP, CPA, CISSP, an RN license, a Professional Engineer (PE) license or an active clearance.",
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
        heading: "Worked Examples by Occupation",
        paragraphs: [
          "The examples below show the shape of a strong summary for different public-sector backgrounds. The numbers are illustrations only: replace them with figures you can verify and explain in an interview.",
        ],
        bullets: [
          "County budget analyst. Before: 'Experienced budget professional seeking a position in finance.' After: 'Financial planning and analysis professional with 9 years building and forecasting public budgets. Skilled in variance analysis, multi-year forecasting and presenting to executive leadership. Prepared a $180M annual operating budget and built the forecast model used for every mid-year adjustment.'",
          "Federal contract specialist. Before: 'Warranted contracting officer with extensive FAR expertise.' After: 'Procurement and contract manager with 11 years negotiating and administering technology and services contracts. Experienced in supplier negotiation, price analysis and contract compliance. Managed about $60M a year in contract actions. Held a federal contracting warrant (authority to sign binding contracts).' Note how 'FAR', the Federal Acquisition Regulation, moves out of the summary and the warrant is explained in plain words.",
          "State child welfare caseworker. Before: 'Compassionate social worker dedicated to helping families.' After: 'Case manager with 7 years coordinating services for high-need families across health, housing and education providers. Skilled in needs assessment, crisis de-escalation and accurate documentation under tight deadlines. Managed a caseload of about 20 families while meeting required visit timelines every quarter.'",
          "City police officer moving into corporate security. After: 'Security and investigations professional with 12 years in municipal law enforcement. Experienced in incident response, threat assessment and interview-based investigations. Led a field training program for new officers and wrote the department's report-writing guide.'",
          "Federal IT specialist. After: 'Systems administrator with 8 years supporting secure enterprise networks. Skilled in Microsoft Active Directory, AWS and incident response. Migrated 40 internal applications to the cloud with no unplanned downtime. CompTIA Security+ certified.'",
          "VA registered nurse moving into health care operations. After: 'Registered nurse and clinical operations lead with 10 years in acute care. Experienced in quality improvement, electronic health record workflows and staff training. Led a unit-wide fall-prevention project that kept falls below the hospital's target for four straight quarters.'",
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
        heading: "Summary, Objective or Profile?",
        paragraphs: [
          "An objective states what you want; a summary states what you offer. Employers hire for what you offer, so lead with the summary. The one exception is a sharp change of field, where your current title does not obviously lead to the target role, such as a park ranger moving into customer experience or an HR specialist moving into software sales. There, a short target line above the summary helps the reader: 'Target role: Customer Experience Manager'.",
          "'Summary', 'Professional Summary' and 'Profile' are all widely used headings, and any of them is fine. What matters is that the section is short, sits directly under your name and contact details, and is specific to the job in front of the reader.",
        ],
      },
      {
        heading: "Tailor It in Five Minutes",
        bullets: [
          "Swap the title in line 1 for the exact title in the posting, if it honestly describes your work.",
          "Replace one strength with the requirement the posting lists first.",
          "Choose the result closest to the employer's world: cost for a finance role, speed for operations, people served for a service business.",
          "Keep a credential in line 4 only if the posting asks for it or recruiters in that field search for it.",
          "Read the summary aloud. If it would sound stiff said to a hiring manager at a networking event, simplify it until it does not.",
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
        heading: "Worked Example: One GS-12 Duty, Step by Step",
        paragraphs: [
          "Here is the full process for one duty from a GS-12 Management and Program Analyst (series 0343) position description. The figures are an illustration of the method; use your own.",
          "Step 1, the duty as written: 'Conducts studies of the effectiveness and efficiency of program operations and recommends improvements to management.' Every analyst in that series could paste the same sentence.",
          "Step 2, the situation: pick one study you actually led. Suppose the office took an average of 45 days to approve travel and training requests, and managers complained about missed course dates.",
          "Step 3, what you did: you mapped the approval steps, found that each request passed through four reviewers who checked the same things, and proposed a two-step approval with a checklist. Leadership approved it and you trained the staff.",
          "Step 4, the result and scale: average approval time fell to about 12 days across roughly 1,500 requests a year, and missed course dates nearly disappeared.",
          "Step 5, the bullet: 'Redesigned a four-level approval process for 1,500 annual requests, cutting average turnaround from 45 to 12 days; adopted office-wide after a two-month pilot.' That one line shows analysis, change management and a measurable result, which is what a business hiring an operations analyst or process improvement lead wants to see.",
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
        heading: "More Before-and-After Pairs",
        bullets: [
          "HR specialist. Duty: 'Provides staffing and classification services to assigned organizations.' Accomplishment: 'Partnered with 8 department managers to fill about 70 positions a year, shortening average time-to-hire by three weeks by introducing structured interview templates.'",
          "Park ranger. Duty: 'Conducts interpretive programs for visitors.' Accomplishment: 'Designed and led a summer education program for about 3,000 visitors, and recruited and trained 15 volunteers to run it on weekends.'",
          "Civil engineer, city public works. Duty: 'Oversees construction projects for compliance with plans and specifications.' Accomplishment: 'Managed 12 street reconstruction projects worth $9M, resolving contractor change requests within five days and closing every project within budget.'",
          "Police sergeant. Duty: 'Supervises patrol officers.' Accomplishment: 'Supervised a 10-officer shift and introduced a weekly case review that raised report approval on first submission from about half to most reports.'",
          "Budget analyst. Duty: 'Monitors execution of funds.' Accomplishment: 'Tracked a $40M operating budget monthly and flagged a projected shortfall four months early, giving leadership time to reallocate funds without cutting services.'",
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
        heading: "Strong Verbs by Theme",
        bullets: [
          "Leading people: led, supervised, coached, mentored, hired, built.",
          "Improving processes: streamlined, redesigned, automated, standardized, simplified.",
          "Money: negotiated, saved, reduced, recovered, forecast, allocated.",
          "Analysis: analyzed, modeled, evaluated, audited, identified, measured.",
          "Delivery: launched, implemented, delivered, completed, rolled out.",
          "Relationships: partnered, persuaded, resolved, represented, coordinated.",
        ],
      },
      {
        heading: "How Many Bullets",
        paragraphs: [
          "Aim for four to six bullets for your most recent or most relevant role and two to three for older roles. Order them by relevance to the target job, not by how much time each duty took. If a bullet would not interest the hiring manager for this posting, cut it, no matter how much effort the work took.",
        ],
      },
      {
        heading: "Common Mistakes",
        bullets: [
          "Claiming a team's result as yours alone. Say 'Led a team that...' or 'Co-led...' and be ready to describe your own part.",
          "Using numbers you cannot explain. If an interviewer asks how you got '35%', you need a calm, credible answer.",
          "Including nonpublic, sensitive or classified details. Describe the type of work and its result, not protected specifics.",
          "Keeping agency shorthand such as 'POC', 'IAW' or 'FY24 ops tempo'. Write 'point of contact', 'in line with' or 'in fiscal year 2024'.",
          "Starting every bullet with the same verb. Vary them so each line reads as a distinct achievement.",
        ],
      },
      {
        heading: "Mine Your Appraisals and Awards",
        paragraphs: [
          "Federal performance plans list critical elements and standards, and your annual rating narrative often describes what you achieved against them. State and local appraisals usually work the same way. Award nominations are even better: someone has already written the accomplishment and its impact for you. Pull these documents together, underline every result, and turn each one into a draft bullet. Keep copies of your appraisals, awards and SF-50s (the federal Notification of Personnel Action, which records your titles, grades and dates) in your personal files, never on a government drive you will lose access to when you leave.",
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
        heading: "Worked Example: Turning Time into a Number",
        paragraphs: [
          "Suppose you are a state benefits caseworker who created an intake checklist that removed the most common reason applications were sent back for missing documents. Nobody tracked the result, but you can estimate it honestly. This is an illustration; work through it with your own figures.",
          "First, the volume: your unit handled about 4,000 applications a year, which you know from workload reports. Second, the change: you estimate the checklist saved about 15 minutes of rework on a typical application, based on how long a returned file took to process. Third, the arithmetic: 4,000 times 15 minutes is 60,000 minutes, or about 1,000 staff hours a year. Fourth, the bullet: 'Created an intake checklist that reduced returned applications and saved an estimated 1,000 staff hours a year across a 12-person unit.'",
          "Write down how you reached the estimate and keep it with your resume notes. If an interviewer asks, you can walk through the calculation in thirty seconds, which is more persuasive than the number itself. Converting hours to dollars is possible, but only do it if you can defend the hourly cost you used; hours alone are already meaningful.",
        ],
      },
      {
        heading: "What to Count in Different Roles",
        bullets: [
          "Contract specialist: number and value of contract actions, savings negotiated, days from request to award, protests avoided.",
          "HR specialist: positions filled, time-to-hire, employees supported, grievances resolved, training completion rates.",
          "IT specialist: users supported, systems or applications maintained, uptime, tickets resolved, vulnerabilities fixed.",
          "Police officer: calls for service handled, cases cleared, officers trained, community programs run.",
          "Park ranger: visitors served, programs delivered, volunteers recruited, acres or miles of trail maintained.",
          "Engineer: projects delivered, construction value, inspections completed, change orders reduced.",
          "Nurse: patients per shift, quality measures improved, staff trained, new processes adopted.",
          "Caseworker: caseload size, timeliness of visits or decisions, families connected to services.",
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
      {
        heading: "Public Sources That Can Back You Up",
        paragraphs: [
          "Some of your numbers may already be public, which makes them easy to verify and safe to share. Federal agencies publish annual performance reports under the GPRA Modernization Act. Contract award values appear on USAspending.gov. Audit findings appear in reports from the Government Accountability Office and agency inspectors general. State and local governments publish budget books, council minutes and annual reports. If a figure on your resume matches a public document, you can quote it with confidence.",
          "Equally, keep out what is not public. Procurement-sensitive information is protected under the Procurement Integrity Act (41 U.S.C. chapter 21), personal data about clients and patients is protected by privacy laws such as the Privacy Act and HIPAA, and internal pre-decisional figures belong to your agency. When in doubt, round the number, describe the scale instead, or leave it out.",
        ],
      },
      {
        heading: "A Ten-Minute Exercise for Every Bullet",
        paragraphs: [
          "Go through your resume one bullet at a time and ask four questions: how many (people, cases, sites, contracts), how much (dollars, budget, savings), how often (daily, weekly, every cycle) and how fast (days saved, deadlines met). Write every answer in the margin, even rough ones. Then keep the single number that best shows the result, and move the scale numbers into the role's opening line if they apply to the whole job. A park ranger's role line might read 'Led visitor programs at a park with about 500,000 annual visitors'; the bullets can then focus on what changed because of you.",
        ],
      },
      {
        heading: "Mistakes With Numbers",
        bullets: [
          "Percentages on tiny bases: 'doubled output' sounds impressive until the interviewer learns it went from two reports to four. Give the absolute number when the base is small.",
          "False precision: '37.4% improvement' invites questions. Round estimates and say 'about'.",
          "Budgets you did not control: write 'supported a $50M program' rather than 'managed' if you did not hold the budget.",
          "Too many numbers in one line: one or two figures per bullet is easier to absorb than four.",
          "Inconsistent figures across resume, LinkedIn and interviews. Keep one master list of your numbers and use it everywhere.",
        ],
      },
    ],
  },
  {
    name: "Translating GS Grades and Job Titles",
    description: "Match your grade, series and official title to private-sector titles and levels recruiters recognize.",
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
        heading: "Find Your Market Title in Three Sources",
        paragraphs: [
          "Do not guess your private-sector title; research it. Three free sources, used together with real postings, give you a defensible answer.",
        ],
        bullets: [
          "OPM's Handbook of Occupational Groups and Families describes each federal series, such as 0343 (Management and Program Analysis), 0560 (Budget Analysis), 1102 (Contracting), 2210 (Information Technology Management) and 0201 (Human Resources Management). Use it to put your own work into plain words first.",
          "The Bureau of Labor Statistics' Occupational Outlook Handbook describes private-sector occupations, what they do, how people enter them and their median pay. Find the occupation whose 'What They Do' section matches your daily work.",
          "O*NET OnLine, sponsored by the U.S. Department of Labor, lists sample job titles that workers in each occupation report. Those titles are the words recruiters type into search boxes.",
          "Finally, search job boards for those titles and read ten postings. Keep the title whose responsibilities match at least most of what you actually do.",
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
          "Senior Executive Service: director, vice president or executive, depending on organization size.",
        ],
      },
      {
        heading: "Series-to-Title Examples",
        bullets: [
          "0343 Management and Program Analyst: program manager, operations analyst, business analyst, management consultant.",
          "0560 Budget Analyst: financial analyst, FP&A (financial planning and analysis) analyst, budget manager.",
          "1102 Contract Specialist: contract manager, procurement manager, sourcing specialist, contracts administrator.",
          "2210 IT Specialist: systems administrator, network engineer, cybersecurity analyst, IT project manager, depending on your specialty.",
          "0201 Human Resources Specialist: HR generalist, HR business partner, talent acquisition specialist, compensation analyst.",
          "0025 Park Ranger: visitor experience manager, environmental educator, outdoor recreation program manager.",
          "0801 General Engineer and 0610 Nurse: usually keep the professional title (project engineer, registered nurse) and add the specialty.",
        ],
      },
      {
        heading: "State and Local Titles",
        paragraphs: [
          "State, county and city titles vary even more: 'Administrative Officer III' or 'Staff Services Manager II' means little outside the jurisdiction. Apply the same method: find the private title for the work, keep the official title in parentheses, and let scope carry the level. A county budget officer who prepares a $200 million budget is doing the work of a finance manager or FP&A manager.",
        ],
      },
      {
        heading: "Worked Example: From GS Step to Market Pay",
        paragraphs: [
          "Translating your level also means translating your pay, because recruiters will ask for your expectations. The figures below are an illustration only; look up your own numbers before you use this method.",
          "Step 1: find your real salary. OPM's General Schedule pay tables are published for each locality pay area, and the locality table already includes locality pay on top of base pay. Suppose a GS-12 step 5 in your locality area earns about $100,000. Use the current table for your area, not a national figure.",
          "Step 2: add the benefits you would need to replace. Under FERS, your basic annuity is generally 1% of your high-3 average salary for each year of service (1.1% if you retire at 62 or later with at least 20 years), according to OPM's retirement guidance. Your agency contributes 1% of pay to your Thrift Savings Plan automatically and matches up to a further 4%, so up to 5% in all. Your agency also pays a large share of your FEHB health premium. Private employers usually offer a 401(k) match and health coverage, but defined-benefit pensions are much less common in private industry, as the Bureau of Labor Statistics' National Compensation Survey shows.",
          "Step 3: compare. If a private offer pays $110,000 with a 4% 401(k) match and no pension, the salary is higher but the retirement value may be lower than it looks. Compare total compensation, not just salary, and check market ranges in the Occupational Outlook Handbook, in salary surveys for your field and in posted ranges: several states, including Colorado, California, Washington and New York, require pay ranges in job postings.",
          "Step 4: answer with a range built on the market, not on your GS step: 'For senior program manager roles in this area, I'm targeting $110,000 to $125,000 in base salary, depending on the full package.'",
        ],
      },
      {
        heading: "Using This in Conversations",
        paragraphs: [
          "Recruiters will ask what level you are at. Answer in terms of scope and comparable titles: 'My role is equivalent to a senior program manager: I lead a team of eight and a $6 million portfolio.' This avoids the trap of a recruiter guessing your level from a grade number, and it sets up a sensible salary discussion. Be consistent across your resume, LinkedIn and interviews so your story holds together.",
        ],
      },
      {
        heading: "Should the Grade Appear at All?",
        paragraphs: [
          "For government contractors and consulting firms that serve agencies, a grade such as GS-13 is meaningful shorthand, so include it in parentheses after your official title. For commercial employers, it adds little and can anchor a recruiter to a salary guess, so you may leave it out and let scope describe your level. Either way, never put salary history on the resume. Some states and cities also restrict employers from asking about it, so check the rules where you are applying before you volunteer it.",
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
        heading: "Worked Example: Matching a Posting Without Stuffing",
        paragraphs: [
          "Suppose a posting for a Procurement Manager lists these requirements first: supplier negotiation, contract lifecycle management, cost savings and experience with an e-procurement system. A GS-1102 contract specialist's federal resume might say: 'Conducts acquisition planning, source selection and contract administration IAW FAR Part 15 for IT services requirements.' A recruiter searching for 'supplier negotiation' or 'contract lifecycle' will not find that line.",
          "Rewritten, with illustrative figures: 'Managed the full contract lifecycle, from planning and supplier selection to negotiation and closeout, for IT services contracts worth about $25M a year; negotiated pricing that saved an estimated $1.8M over three years.' The posting's terms now appear naturally, the work is described truthfully, and the FAR detail can move to a skills line ('Federal Acquisition Regulation (FAR), negotiated procurements') for employers who sell to government and search for it.",
          "Do the same for each of the posting's top five requirements. If you cannot write a truthful line for one of them, do not fake it; address the gap in your cover letter or interview instead.",
        ],
      },
      {
        heading: "Government Terms Recruiters Will Not Search For",
        bullets: [
          "COR (contracting officer's representative): vendor manager or contract manager.",
          "Acquisition: procurement or purchasing.",
          "Stakeholder engagement with 'the Hill' or elected officials: government relations or executive communication.",
          "Customer 'constituents' or 'claimants': customers, clients or members.",
          "KSA, PD and SF-50: leave out entirely; they describe federal paperwork, not skills.",
          "FY, OIG, POC and IAW: write 'fiscal year', 'inspector general', 'point of contact' and 'in line with', or rephrase.",
          "Continuity of operations (COOP): business continuity planning.",
          "Authority to operate (ATO): security authorization or compliance certification, which commercial IT teams often call security accreditation.",
        ],
      },
      {
        heading: "Titles and Knockout Questions",
        paragraphs: [
          "Many searches filter by job title, so a functional title that matches the market helps, as long as it is accurate. Application forms also ask knockout questions about work authorization, willingness to relocate, salary expectations or required certifications. Answer them carefully: a careless 'no' can reject you automatically before anyone reads your resume.",
        ],
      },
      {
        heading: "Myths to Ignore",
        paragraphs: [
          "You will see confident claims that a large share of resumes are rejected by software before any person reads them. Treat such figures with caution unless the source explains how they were measured. In most systems, the software organizes and ranks applicants and a recruiter decides whom to read; automatic rejections usually come from knockout questions the employer set, not from a mysterious score.",
          "Other myths: that PDFs can never be read (text-based PDFs generally parse well), that your resume must be one page (two pages is normal for experienced candidates), and that hiding keywords in white text helps (recruiters see the plain-text version, and it looks dishonest). Resume-matching tools can help you spot missing terms, but treat their scores as a rough guide, not a target.",
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
      {
        heading: "Long Application Forms",
        paragraphs: [
          "Large employers often use systems such as Workday that ask you to create an account per employer and re-enter your history after uploading a resume. It is tedious, but the form fields are what recruiters filter on, so accuracy matters more than speed.",
        ],
        bullets: [
          "Keep a plain-text file with each job's title, employer, city, dates and bullets so you can paste them cleanly.",
          "Use the same functional title on the form as on your resume, with your official title in the description if there is room.",
          "Use a password manager for the many employer accounts you will create.",
          "Upload the same file you tailored for that posting, and confirm the file name reads well if a person sees it.",
          "Screenshot or save the posting when you apply; postings disappear, and you will want the text before an interview.",
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
        heading: "Build the Master Resume From Records, Not Memory",
        bullets: [
          "Your SF-50s or state personnel records for exact titles, grades and dates.",
          "Every performance appraisal and self-assessment you can find, for results and numbers.",
          "Award nominations and letters of appreciation, which often describe impact in someone else's words.",
          "Old USAJOBS or state application resumes, which list duties you may have forgotten.",
          "Project files, briefings and reports you wrote that are public or that you are allowed to keep.",
          "A note for each bullet on how you know its numbers, so that every version stays consistent.",
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
        heading: "Worked Example: One Master, Two Postings",
        paragraphs: [
          "Take a county HR specialist with ten years of experience in recruitment, employee relations and classification. She finds two postings: an HR Business Partner at a regional hospital system and a Talent Acquisition Manager at a software company. Figures below are illustrative.",
          "For the hospital, the posting leads with employee relations, policy interpretation and advising managers in a unionized workforce. Her summary becomes: 'HR business partner with 10 years advising managers in a unionized public workforce of about 2,000 employees. Skilled in employee relations, policy interpretation and workforce planning.' Her first bullet is about resolving grievances and coaching managers; her recruiting work moves lower.",
          "For the software company, the posting leads with high-volume hiring, recruiting metrics and candidate experience. Her summary becomes: 'Talent acquisition lead with 10 years running high-volume public-sector hiring. Skilled in structured interviewing, sourcing and time-to-hire reduction.' Her first bullet is the recruitment redesign that cut time-to-hire; employee relations shrinks to one line.",
          "Same person, same facts, same dates. Only the selection and order changed, and each reader now sees their own priorities first.",
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
        heading: "How Deep to Go",
        bullets: [
          "Light (about ten minutes): adjust the summary and skills section only. Use it for roles you are curious about but that are not top targets.",
          "Standard (about thirty minutes): the full process above. Use it for most applications.",
          "Deep (an hour or more): rewrite bullets, add a cover letter and ask a contact at the company to review. Save this for your top five or so targets, especially when you have a referral.",
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
      {
        heading: "Example: One Skills Section, Two Ways",
        paragraphs: [
          "The skills section is the fastest part to tailor, and it matters for search. Consider a city police officer with a background in investigations and training, applying to two different roles. The lists are illustrative.",
        ],
        bullets: [
          "For a corporate security investigator posting: 'Investigations: interviewing, evidence handling, report writing, surveillance | Risk: threat assessment, workplace violence prevention, incident response | Tools: case management systems, Microsoft Office, body-worn camera evidence platforms'.",
          "For a corporate training specialist posting: 'Training: curriculum design, field training programs, adult learning, coaching | Communication: public speaking, de-escalation, writing procedures | Tools: learning management systems, PowerPoint, video recording'.",
          "The same person holds every one of those skills. Putting the posting's priorities first simply lets each reader find what they are looking for in the first five seconds.",
        ],
      },
      {
        heading: "Track Every Version",
        paragraphs: [
          "After a few weeks you will have dozens of versions. When a recruiter calls, you need to know exactly which one they have. Keep a simple spreadsheet with the date, company, role, posting link, the resume file name, the cover letter if any, the contact person and the next step. Save the posting text itself in the application folder, because postings are often taken down before interviews and you will want to prepare from the exact wording.",
        ],
      },
      {
        heading: "Common Tailoring Mistakes",
        bullets: [
          "Copying the posting's phrases so closely that the resume reads like the posting rather than like you.",
          "Claiming skills you only have in theory because the posting mentions them.",
          "Forgetting to update the summary's target title, so a resume for an analyst role calls you a project manager.",
          "Letting tailoring become a reason not to apply: a solid standard version sent today beats a perfect version sent next week.",
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
        heading: "Understand the Terms Employers Use",
        bullets: [
          "Levels: Confidential, Secret and Top Secret are the classification levels set by Executive Order 13526. Your clearance is a determination that you are eligible for access at one of those levels.",
          "SCI (Sensitive Compartmented Information) is not a higher level; it is a category of access granted on top of a Top Secret clearance. Write 'TS/SCI' only if you were actually determined eligible for SCI access.",
          "Polygraph: postings distinguish a counterintelligence (CI) polygraph from a full-scope polygraph. State which one you completed, if any.",
          "Eligibility versus access: you may remain eligible after you stop needing access. Recruiters will ask both questions, so know the difference for your own case.",
          "Public trust: a public trust determination is a suitability decision for sensitive positions, not a security clearance. List it as 'Public Trust' and never describe it as a clearance.",
          "Continuous vetting: under the government's Trusted Workforce 2.0 reforms, many cleared people are now enrolled in continuous vetting instead of waiting for periodic reinvestigations. Ask your security office how your status is recorded.",
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
        heading: "Worked Example: Cleared Work, Unclassified",
        paragraphs: [
          "An intelligence analyst's first instinct may be to name the mission, the program and the region. None of that belongs on a resume. The approach is to describe the skill, the audience and the outcome in terms any cleared or uncleared reader could see. The figures are illustrative.",
          "Too specific: a bullet that names a compartmented program, a collection method or a target country. Better: 'Led a 6-person team producing daily written assessments for senior decision-makers; introduced a structured review process that cut corrections on published products by about half.' The reader learns you can lead analysts, write for executives and improve quality, which is what the hiring manager needs.",
          "An IT specialist on a classified network can do the same: 'Administered classified and unclassified networks for about 800 users, maintaining security authorization and closing audit findings ahead of schedule.' The existence of classified networks is not secret; their architecture and vulnerabilities are.",
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
          "Clearances do not travel forever. Once you leave a position that requires access, your eligibility is generally considered current for about two years if you have not had a break in service longer than that, which makes it easier for a new sponsor to reinstate it. The rules are set by the government's security policies and have changed with recent vetting reforms, so confirm your own status with your security office, or for contractor positions with the Defense Counterintelligence and Security Agency (DCSA) through your new employer's security officer. Start your cleared-job search before you leave, when possible, and keep your investigation dates handy. Employers will also ask whether you have any foreign contacts, debts or issues that could affect reinstatement, so be prepared to answer honestly.",
        ],
      },
      {
        heading: "Where Cleared Jobs Are Posted",
        paragraphs: [
          "Cleared roles are advertised on specialized job boards such as ClearanceJobs and ClearedJobs.Net, on the career pages of defense and intelligence contractors, and at cleared job fairs. Employers verify your clearance through government systems once they are ready to sponsor you, so state your level and dates precisely; an overstatement will be discovered quickly and will end the process.",
          "For commercial employers that do not need a clearance, the value is different: it signals that you passed a detailed background investigation. A single line at the end of the resume is enough.",
        ],
      },
      {
        heading: "Your Obligations Continue",
        paragraphs: [
          "When you were cleared you signed nondisclosure agreements, typically the SF-312 Classified Information Nondisclosure Agreement, and those obligations do not end when you leave government. Some agencies also require prepublication review of anything you write about your work, including resumes in certain cases; the Department of Defense runs this through its Defense Office of Prepublication and Security Review. Separately, the federal post-employment restrictions in 18 U.S.C. 207 and 5 CFR 2641 may limit how you represent a new employer before your former agency. Ask your ethics official for a written opinion before you start a cleared contractor job.",
          "Expect to update your SF-86 (the Questionnaire for National Security Positions) when a new employer sponsors you, and review the National Security Adjudicative Guidelines (Security Executive Agent Directive 4) so that you are ready to discuss anything, such as debts or foreign contacts, that has changed since your last investigation.",
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
          "Roles older than about fifteen years, or summarize them in one 'Earlier Experience' line.",
        ],
      },
      {
        heading: "Worked Example: Condensing One Role",
        paragraphs: [
          "Here is how one role shrinks. The details are illustrative. The federal version for a GS-13 general engineer might run half a page: agency name and full street address, 'Hours per week: 40', series and grade, supervisor's name and phone number with 'may contact', then eight paragraphs of duties beginning 'Serves as the technical authority for...', followed by a list of twelve training courses.",
          "The private version fits in about eight lines:",
          "'Project Engineer (General Engineer, GS-0801-13), U.S. Army Corps of Engineers, Nashville, TN, Jun 2016 - Present.' Then four bullets: 'Managed design and construction oversight for 14 facility projects worth $85M, delivering 12 on or ahead of schedule.' 'Reviewed contractor designs for code and safety compliance, cutting rework requests by about a third through early design reviews.' 'Led a 5-engineer team and mentored 3 junior engineers to their PE licenses.' 'Represented the district in public meetings with local officials and residents on project impacts.'",
          "Everything the reader needs is there: title, level, scale, results, leadership and communication. What disappeared was paperwork the private employer never asked for.",
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
        heading: "Cut in Passes",
        bullets: [
          "Pass 1, federal-only fields: remove hours, supervisor contacts, salary, series details beyond one mention and full addresses.",
          "Pass 2, duties: delete every sentence that describes the job rather than your results.",
          "Pass 3, merge: combine bullets that show the same skill into one stronger bullet.",
          "Pass 4, older roles: give roles from more than ten years ago one or two lines each, or group them under 'Earlier Experience'.",
          "Pass 5, layout: tighten spacing and margins only after the content is cut, never as a substitute for cutting.",
        ],
      },
      {
        heading: "Awards, Training and Detail Assignments",
        paragraphs: [
          "Federal resumes often list awards, training and details separately. In a private resume, move the substance into your bullets. An award becomes evidence inside the accomplishment it recognized: '...earning the agency's annual Excellence in Service award'. A detail assignment becomes a short entry or a bullet under the role where it happened. Training shrinks to certifications and a few substantial programs; translate federal credentials, for example 'Federal Acquisition Certification in Contracting (FAC-C), the federal contracting professional credential'. Degrees stay, with the year optional if you are concerned about age bias.",
        ],
      },
      {
        heading: "Final Check",
        paragraphs: [
          "Print the two pages and read only the top third of page one. That is what a recruiter sees first. It should contain your name and contact details, a summary naming your target role, and the first bullets of your most relevant job. If page two is mostly old roles and lists, that is fine. If page one still carries duties and detail, keep cutting. Save the long federal version separately: you may still want it for future government applications.",
        ],
      },
      {
        heading: "When a Different Length Is Right",
        paragraphs: [
          "One page suits people with fewer than about five years of relevant experience, or a deliberate career pivot where only part of your history is relevant. More than two pages is normal for academic and some research and scientific roles, which use a curriculum vitae, and for proposal resumes that government contractors submit for key personnel, which follow the format the contract solicitation sets. Ask the recruiter if you are unsure.",
          "Keep your full federal resume up to date as well. OPM has revised its guidance on federal resumes in recent years, so check the current USAJOBS instructions before using it for a government application again.",
        ],
      },
      {
        heading: "Common Condensing Mistakes",
        bullets: [
          "Shrinking the font below about 10 points to keep everything. Recruiters read on screens and phones; small text gets skimmed or skipped.",
          "Cutting your best results along with the duties. Before deleting any line, check whether it holds a number or an outcome worth moving elsewhere.",
          "Removing all context from a specialist role, so that a reader cannot tell what a 'Program Specialist' actually did. Keep a one-line description under the title if needed.",
          "Dropping dates to hide gaps or age. Missing dates make readers suspicious; use years only if you prefer, but keep them.",
          "Keeping a long list of every system you used. Group the relevant ones in the skills section and drop the rest.",
          "Forgetting to re-check the document in a plain-text view after heavy editing, which can leave stray characters and broken bullets behind.",
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
        heading: "Worked Example: A Park Ranger's Project",
        paragraphs: [
          "Project management experience often hides in jobs without 'project' in the title. Take a park ranger who was asked to reopen a visitor center after a renovation. The figures are illustrative.",
          "Before: 'Assisted with visitor center reopening. Coordinated with maintenance and concessions staff.' It reads as a helper's role.",
          "After: 'Led the 10-month reopening of a visitor center serving about 200,000 visitors a year: built the schedule, coordinated maintenance, a design contractor and a concessions partner, managed a $450K exhibit budget, and opened on the planned date with new accessible exhibits.' Now the bullet covers scope, schedule, budget, stakeholders and outcome, the same elements a private employer checks for in a project manager.",
          "The same rewrite works for a city engineer who managed a bridge replacement, an HR specialist who led a system migration, or a caseworker who piloted a new intake process. Ask of each: what was delivered, by when, with what money, with whom, and what changed?",
        ],
      },
      {
        heading: "Translating Government Program Vocabulary",
        bullets: [
          "Integrated project team (IPT): cross-functional project team.",
          "Spend plan and obligations: budget plan and committed spending.",
          "Operating under a continuing resolution: managing delivery through funding uncertainty, a real skill worth naming.",
          "Authority to operate (ATO): security authorization before launch, which commercial teams handle as compliance or security sign-off.",
          "Plan of action and milestones (POA&M): remediation plan with owners and due dates.",
          "Public comment period and rulemaking: stakeholder consultation and regulatory change management.",
          "Contracting officer's representative (COR): vendor manager responsible for performance and acceptance of deliverables.",
        ],
      },
      {
        heading: "Methods and Tools",
        paragraphs: [
          "Employers look for methods they recognize: waterfall, agile or Scrum, Kanban, earned value management, risk registers, RACI charts and change control. List the ones you have really used and mention the tools, such as Microsoft Project, Jira, Smartsheet, Asana or ServiceNow. If your agency used its own terms, translate them: an 'integrated project team' is a cross-functional team, and a 'milestone decision review' is a stage-gate review.",
          "A certification such as the PMP, CAPM, PMI-ACP or Certified ScrumMaster can help a recruiter classify you quickly. Many government employees already meet the PMP's experience requirement.",
        ],
      },
      {
        heading: "Getting Certified",
        paragraphs: [
          "The Project Management Institute (PMI) sets the requirements for its credentials and updates them from time to time, so check its current PMP handbook before applying. As PMI describes them at the time of writing, the PMP requires 35 hours of project management education and either 36 months of experience leading projects with a four-year degree or 60 months with a high school diploma or associate's degree. The CAPM is an entry-level option for people with less experience. Scrum credentials come from bodies such as Scrum Alliance and Scrum.org.",
          "Federal employees may already hold the Federal Acquisition Certification for Program and Project Managers (FAC-P/PM). Private employers will not recognize the name, so describe it: 'Federal program and project management certification (FAC-P/PM), covering cost, schedule and risk management for acquisition programs'. Agency training records can help you document project management education hours toward the PMP.",
        ],
      },
      {
        heading: "Program Versus Project",
        paragraphs: [
          "Use the right word for the level you worked at. A project has a defined end; a program coordinates several projects or an ongoing service toward a larger goal. If you managed a continuing program with its own budget, staff and performance measures, say so and present it with business metrics: customers served, cost per transaction, satisfaction scores and growth. That reads as operations or program leadership, which is usually a more senior role than project management.",
        ],
      },
      {
        heading: "Leading Without Authority",
        paragraphs: [
          "Much government project work happens through people who do not report to you: other offices, other agencies, contractors and elected officials. Private employers call this matrix management or influence without authority, and they value it highly because it is how most corporate projects run. Name it in a bullet: 'Aligned 5 offices with no direct reporting line behind a shared schedule, resolving conflicting priorities through a weekly decision log.' Then prepare a short story about a conflict you resolved this way for interviews.",
        ],
      },
      {
        heading: "Mistakes to Avoid",
        bullets: [
          "Describing the process but not the result: 'held weekly status meetings' tells the reader nothing about delivery.",
          "Hiding delays. If a project slipped for reasons outside your control, show how you recovered rather than pretending it was on time.",
          "Calling every task a project. Keep the word for work with a defined goal, timeline and budget.",
          "Listing methods you only know from training. Interviewers will ask how you used them.",
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
          "Analyst postings often filter on tools. List the ones you use confidently, grouped: spreadsheets (advanced Excel, pivot tables, Power Query), databases (SQL), visualization (Tableau, Power BI), statistics and programming (R, Python, SAS, Stata) and enterprise systems. If your strongest tool is Excel, show sophistication: models, macros and automated reports. If you lack SQL or a BI tool, a few weeks of practice and a small portfolio project can close that gap quickly.",
        ],
      },
      {
        heading: "Worked Example: A Budget Analyst's Bullet",
        paragraphs: [
          "Take a GS-0560-12 budget analyst whose position description says: 'Formulates, justifies and executes the budget for assigned programs; prepares budget estimates and analyzes execution.' A corporate FP&A (financial planning and analysis) manager reading that sees government process, not analytical skill. The figures below are illustrative.",
          "Rewritten for a financial analyst role: 'Built the annual budget and monthly forecast for a $75M program portfolio in Excel, analyzing variances against plan and briefing senior leadership; a revised spending model identified $3M in unused funds that leadership redirected to priority projects before year-end.' The reader sees forecasting, variance analysis, modeling, executive communication and a result, which are the first five things on most FP&A postings.",
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
        heading: "Examples Across Analyst Roles",
        bullets: [
          "Auditor: 'Led performance audits under Government Auditing Standards (the GAO \"Yellow Book\"), testing internal controls across 6 business processes; 11 recommendations accepted and implemented by management.' Internal audit teams recognize controls testing and audit standards immediately.",
          "Program analyst: 'Designed 12 performance measures for a grant program and built a Power BI dashboard used in quarterly leadership reviews.'",
          "Statistician: 'Designed the sampling plan and weighting for a survey of about 10,000 households, and published methods documentation used by outside researchers.'",
          "State legislative or policy analyst: 'Wrote fiscal impact estimates for about 40 bills a session, presenting findings to committees under tight deadlines.'",
          "Intelligence or fraud analyst: 'Analyzed transaction patterns to identify suspected fraud rings, producing referrals that led to recoveries.' Keep classified or law enforcement sensitive details out entirely.",
        ],
      },
      {
        heading: "Pick the Right Analyst Job Family",
        paragraphs: [
          "'Analyst' covers very different jobs. The Bureau of Labor Statistics' Occupational Outlook Handbook has separate profiles for management analysts, financial analysts, budget analysts, operations research analysts and data scientists, each describing the daily work, typical education and median pay. Read the profiles that seem close, then compare them with postings. A program analyst who builds process improvements fits management analyst or business analyst roles; one who builds statistical models fits data analyst or operations research roles. Choose one primary target so that your summary, skills and portfolio tell one clear story.",
        ],
      },
      {
        heading: "Add a Portfolio",
        paragraphs: [
          "Analyst hiring managers like to see work. Because most government analysis cannot be shared, create one or two public examples: a dashboard built on open data from data.gov, a short written analysis of a public dataset, or a GitHub notebook. Link them in your resume header. This proves your tool skills and your ability to communicate findings, and it gives interviewers something concrete to discuss.",
        ],
      },
      {
        heading: "Build a Portfolio Project in Four Weekends",
        bullets: [
          "Weekend 1: choose a public dataset related to your target industry, such as Census Bureau, BLS or a city open-data portal, and write the one question you will answer.",
          "Weekend 2: clean the data and document each step in SQL, Python or R, even if Excel would be quicker; the code is part of the proof.",
          "Weekend 3: build two or three clear charts or a small dashboard in Tableau Public or Power BI.",
          "Weekend 4: write a one-page summary with the question, method, finding and recommendation, and publish it with the code on GitHub or a personal site.",
          "Never use agency data, even if it seems harmless; it may not be yours to publish, and employers will notice the judgment.",
        ],
      },
      {
        heading: "A Skills Section Template",
        paragraphs: [
          "Group tools by purpose and put the strongest first, so a recruiter scanning for one keyword finds it at once. An illustrative example for a program analyst moving into business analysis:",
        ],
        bullets: [
          "Analysis: process mapping, requirements gathering, cost-benefit analysis, KPI design.",
          "Data and tools: Excel (Power Query, pivot tables, macros), SQL, Power BI, working knowledge of Python.",
          "Communication: executive briefings, written reports, dashboard design, stakeholder workshops.",
          "Methods: Lean Six Sigma Green Belt, survey design, root-cause analysis.",
        ],
      },
      {
        heading: "Mistakes to Avoid",
        bullets: [
          "Listing every tool you have touched. List what you could use in a technical interview tomorrow.",
          "Claiming Python or SQL from one short course. Say 'working knowledge' and prove it with a portfolio project.",
          "Leaving out the decision your analysis supported; that is what separates an analyst from a report writer.",
          "Describing the tool instead of the result: 'used Excel' is not an accomplishment, 'built a forecast model' is.",
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
        heading: "A Sample Letter",
        paragraphs: [
          "Here is a complete illustration for a state child welfare caseworker applying to be a Customer Success Manager at a company that sells case management software to human services agencies. The names and numbers are invented for the example.",
          "'Dear Ms. Patel: Your Customer Success Manager posting caught my attention because I have spent seven years using case management software as the customer. Maria Lopez, who works on your implementation team, suggested I apply.'",
          "'As a caseworker for the state Department of Children and Families, I managed about 20 families at a time and learned how much good software, and good support, matters when a deadline affects a child's safety. I want to help agencies get that value from your platform, and I understand their pressures from the inside.'",
          "'Two examples are relevant to your priorities. When my unit moved to a new case system, I trained 25 colleagues and wrote the quick-reference guide the region adopted. I also led a monthly feedback session that sent the vendor a prioritized list of fixes, several of which shipped in the next release.'",
          "'I would welcome a conversation about how I could help your agency customers adopt the platform and renew with confidence. Thank you for your time. Sincerely, Jordan Rivera.'",
          "It is under 250 words, names the referral, turns government experience into customer insight, and never apologizes for the background.",
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
        heading: "Bridge Sentences for Common Situations",
        bullets: [
          "Mid-career move: 'After eight years managing federal IT contracts, I want to work on the other side of the table, helping a company deliver what agencies need.'",
          "Retirement from government: 'Having completed a 25-year career in public finance, I am looking to bring that experience to a company that serves local governments.' Retirement is a normal transition; say it plainly.",
          "After a reduction in force or reorganization: 'When my office was reorganized, I chose to take my program management skills to the private sector.' One factual sentence is enough.",
          "Moving into a mission-driven company: 'I joined public service to improve how people get health care, and your work on patient access lets me continue that with new tools.'",
        ],
      },
      {
        heading: "Reuse Without Sounding Generic",
        paragraphs: [
          "Keep a template with your bridge paragraph and a bank of evidence paragraphs for different themes. For each application, rewrite the opening and closing entirely and choose the evidence that fits. This takes fifteen minutes and reads as personal, because the parts a reader notices first are specific to them.",
        ],
      },
      {
        heading: "Handling Hard Questions Before They Are Asked",
        paragraphs: [
          "Some employers quietly wonder whether a government employee will adapt to faster decisions, profit targets and less job security. You do not need to raise these doubts, but you can answer them with evidence: one line about a fast turnaround, a new system you adopted or a target you met shows adaptability without naming the worry.",
          "Do not discuss salary in the letter unless the application requires it. If it does, give a market-based range rather than your GS step. If a federal post-employment restriction under 5 CFR 2641 will limit part of the role, such as contacting your former agency for a year, leave it out of the letter but raise it honestly once an offer is near, with your ethics official's written advice in hand.",
        ],
      },
      {
        heading: "Ethics Rules While You Are Still Employed",
        bullets: [
          "Write and send applications on personal time and personal devices, never with government email or equipment.",
          "Federal employees who are seeking employment must generally recuse themselves from official matters affecting the prospective employer, under the Standards of Ethical Conduct at 5 CFR 2635, subpart F. Employees who file public financial disclosure reports must also notify their ethics office within three business days of starting negotiations, under the STOCK Act.",
          "Do not use your official title in a way that implies your agency endorses you; stating your current job is fine.",
          "State and local employees should check their own ethics codes, which often have similar rules on job seeking and conflicts.",
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
          "Photo: a recent, clear, professional headshot; LinkedIn's own profile advice recommends one, and recruiters tend to pass over profiles without a photo.",
          "About: three short paragraphs in the first person covering what you do, proof of results and what you are looking for.",
          "Experience: the same functional titles and top accomplishments as your resume, slightly shorter.",
          "Skills: the fifteen to twenty skills from your target postings, with the most important pinned at the top.",
          "Location and Open to Work settings that match where you want to work, including remote.",
        ],
      },
      {
        heading: "Worked Example: Headline and About",
        paragraphs: [
          "Consider a GS-2210 IT specialist targeting cloud engineering roles. The figures are illustrative.",
          "Before. Headline: 'IT Specialist (INFOSEC) at Department of the Interior'. About: 'Federal employee with 12 years of service. Opinions are my own.'",
          "After. Headline: 'Cloud Systems Engineer | AWS, Linux, Identity Management | Security-First Infrastructure'. About, first paragraph: 'I build and secure cloud infrastructure for organizations that cannot afford downtime. For the past 12 years I have run systems for a federal agency, most recently leading the migration of 40 applications to AWS with no unplanned outages.' Second paragraph: two or three results with numbers. Third paragraph: 'I'm exploring cloud engineering and site reliability roles in the Denver area or remote. The best way to reach me is through LinkedIn messages.'",
          "The headline now contains the words recruiters search for, and the About section reads like a person talking, which is the point of the first person on LinkedIn.",
        ],
      },
      {
        heading: "Keep It Consistent With Your Resume",
        paragraphs: [
          "Employers compare the two. Titles, employers and dates must match exactly. The profile can add context your resume cannot, such as a short project description, media, publications or volunteer work, but it should never tell a different story. If you tailor resumes for two different targets, align the profile with the primary one.",
        ],
      },
      {
        heading: "Experience Entries: Same Story, Shorter",
        paragraphs: [
          "Use exactly the same employer, functional title and dates as your resume. Under each role, write one sentence of context followed by three to five of your strongest bullets. LinkedIn allows media and links, so add a public report you wrote, a conference presentation or a portfolio project where you are allowed to share it.",
          "Example for a county HR specialist: 'HR Business Partner (Human Resources Analyst II), Harbor County (an illustrative name), Phoenix, AZ. Advised 8 departments with about 1,500 employees on recruiting, employee relations and policy.' Followed by three result bullets taken straight from the resume.",
        ],
      },
      {
        heading: "Government-Specific Cautions",
        paragraphs: [
          "Check your agency's social media and outside activity policies. Avoid implying that your agency endorses you, and do not post nonpublic information. If you hold a clearance, think carefully before listing it publicly. The 'Open to Work' badge is visible to everyone and therefore to your colleagues; the recruiter-only setting is a discreet alternative while you are still employed.",
        ],
      },
      {
        heading: "Ethics and Political Activity Rules",
        paragraphs: [
          "Federal employees remain subject to the Standards of Ethical Conduct while job hunting. The Office of Government Ethics has published guidance on personal social media use: in general you may list your agency and title as biographical information, but you must not suggest your agency endorses you, your posts or a commercial product (5 CFR 2635.702). Recommendations for contractors or vendors you oversee are a particular risk; decline politely.",
          "The Hatch Act limits political activity by federal employees, and some state and local employees whose work is connected with federally funded programs; the Office of Special Counsel publishes social media guidance explaining what you may share, like or post. Being careful costs nothing: keep your job-search profile professional and nonpartisan.",
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
      {
        heading: "Settings Checklist",
        bullets: [
          "Claim a custom profile URL with your name and add it to your resume header.",
          "Turn on Open to Work in the recruiters-only mode while you are still employed, with your target titles and locations.",
          "Pin your three most important skills, matching the top requirements in your target postings.",
          "Use the Featured section for a portfolio project, an article or a public presentation.",
          "Review your profile while signed out, or using LinkedIn's public view, to see what a stranger sees.",
        ],
      },
      {
        heading: "Asking for Recommendations",
        paragraphs: [
          "A recommendation that names a specific result is worth more than several generic ones. Ask people who saw your work directly, such as a former supervisor who has left government or a partner from another agency, and make it easy for them. A short script: 'Hi Dana, I'm preparing to move into operations management and would value a LinkedIn recommendation from you. If you're comfortable, you might mention the intake redesign we worked on and how it cut processing time. No pressure at all if now isn't a good time.' Offer to write one for them in return, and thank them whether or not they write it.",
        ],
      },
      {
        heading: "Common Mistakes",
        bullets: [
          "A headline that is only your government title and agency.",
          "A profile that lists different dates or titles from your resume.",
          "Pasting a four-page federal resume into the Experience section.",
          "Connecting with dozens of strangers without a note; a short personal message gets far better responses.",
          "Posting about internal agency matters or complaints about your employer; future employers read those too.",
        ],
      },
    ],
  },
];
