import type { GuideContent } from "../types";

const category = "Job Search";

export const JOB_SEARCH: GuideContent[] = [
  {
    name: "Mapping Government Roles to Private-Sector Job Titles",
    description: "Find the private-sector job titles that match what you actually do, so you search for the right openings.",
    category,
    sections: [
      {
        heading: "Search by Work, Not by Title",
        paragraphs: [
          "If you search job boards for your government title, you will find mostly government jobs. Private employers describe the same work with different titles, and often with several titles for the same job. Mapping your work to those titles is the first step of an effective search, because it decides which postings you ever see.",
        ],
      },
      {
        heading: "Common Mappings",
        bullets: [
          "Management and Program Analyst: business analyst, operations analyst, program manager, strategy analyst.",
          "Contract Specialist or Contracting Officer: procurement manager, contracts manager, sourcing specialist, capture manager at a contractor.",
          "Human Resources Specialist: HR business partner, talent acquisition specialist, compensation analyst, HR operations.",
          "Budget Analyst: financial analyst, FP&A analyst, cost analyst.",
          "IT Specialist: systems administrator, cloud engineer, IT project manager, cybersecurity analyst, depending on the specialty.",
          "Auditor or Inspector: internal auditor, compliance analyst, risk analyst, quality assurance manager.",
          "Public Affairs Specialist: communications manager, PR specialist, content strategist.",
          "Emergency Management Specialist: business continuity manager, crisis management lead, safety manager.",
          "Investigator or Law Enforcement: fraud investigator, corporate security manager, trust and safety analyst.",
          "Social Worker or Benefits Specialist: case manager, patient navigator, customer success manager.",
        ],
      },
      {
        heading: "How to Build Your Own Map",
        paragraphs: [
          "Write five sentences describing what you do each week, without any government terms. Paste them into job board searches and note which titles keep appearing in results. Look at LinkedIn profiles of people who left your agency or occupation two or three years ago: their current titles show you proven paths.",
          "Occupational databases help too. O*NET (onetonline.org) lists tasks, skills and related occupations for hundreds of job titles, and it crosswalks military and other classifications to civilian occupations.",
        ],
      },
      {
        heading: "Choose Two or Three Targets",
        paragraphs: [
          "You will likely find six or more plausible titles. Narrow them to two or three based on three tests: you can show strong evidence for the core requirements, there are enough openings where you want to live or remotely, and the salary range fits your needs. A focused search lets you build one strong resume per target and speak convincingly in interviews.",
        ],
      },
      {
        heading: "Set Up Saved Searches",
        bullets: [
          "Create saved searches for each target title on two or three job boards and in your CivicShift job alerts.",
          "Include title variations: 'program manager' OR 'operations manager' OR 'business operations'.",
          "Add filters for location, remote work and salary floor to keep results relevant.",
          "Review results weekly and retire titles that consistently bring poor matches.",
        ],
      },
    ],
  },
  {
    name: "Finding Employers That Value Public-Service Experience",
    description: "Identify the industries and companies where government experience is an advantage rather than a question mark.",
    category,
    sections: [
      {
        heading: "Start Where You Have an Edge",
        paragraphs: [
          "Some employers see government experience as a risk; many see it as a strength. Your first targets should be organisations where your knowledge of how government works, who makes decisions and which rules apply saves them time and money. You will face less skepticism and can often negotiate better terms.",
        ],
      },
      {
        heading: "Employer Types That Value You",
        bullets: [
          "Government contractors and systems integrators, from large defense firms to small businesses with agency contracts.",
          "Government technology (GovTech) companies selling software and services to agencies and municipalities.",
          "Consulting firms with public-sector practices.",
          "Regulated industries such as healthcare, banking, insurance, energy, telecommunications and pharmaceuticals, where compliance expertise is prized.",
          "Companies that sell to the public through government programs: health plans, education providers, housing developers.",
          "Nonprofits, foundations, universities and think tanks working alongside government.",
          "Utilities, transit authorities and quasi-public organisations with business-like operations.",
        ],
      },
      {
        heading: "How to Find Specific Companies",
        paragraphs: [
          "Follow the money. USAspending.gov and SAM.gov show which companies win contracts with your agency or in your field. State procurement portals do the same for state work. Trade associations for your industry publish member lists, and conference sponsor lists show who is investing in your space.",
          "Look at where your former colleagues went. On LinkedIn, search your agency's name and filter by past company to see current employers of people who left. Companies that hired one of your colleagues are likely to understand your background.",
        ],
      },
      {
        heading: "Research Before You Apply",
        bullets: [
          "Read the company's annual report, press releases and recent news to understand its priorities.",
          "Check employee reviews for culture, work-life balance and management style.",
          "Look for public-sector practice leaders and executives who came from government.",
          "Note whether the company's work could create an ethics conflict with your current duties; if so, talk to your ethics official before contacting them.",
        ],
      },
      {
        heading: "Build a Target List",
        paragraphs: [
          "Aim for a list of twenty to forty organisations, grouped into tiers by fit and interest. Track a contact, open roles and recent news for each. A target list turns a reactive search, waiting for postings, into a proactive one: you can network into companies before roles are advertised, which is when competition is lowest.",
        ],
      },
    ],
  },
  {
    name: "Government Contractors: Your Bridge to the Private Sector",
    description: "How to use contractor roles as a natural first step out of government, and what to watch out for.",
    category,
    sections: [
      {
        heading: "Why Contractors Are a Natural Bridge",
        paragraphs: [
          "Government contractors do work that agencies pay for, so they need people who understand agency missions, processes and culture. Your experience is directly relevant, your network is valuable, and the day-to-day work often looks familiar. For many government employees, a contractor role is the easiest first private-sector job, and a chance to learn business skills such as proposals, billing and growth.",
        ],
      },
      {
        heading: "Types of Contractor Roles",
        bullets: [
          "Delivery roles: doing the work on a contract as an analyst, engineer, program manager or consultant.",
          "Program and contract management: running a contract, managing staff and reporting to the government customer.",
          "Business development and capture: finding opportunities and shaping bids.",
          "Proposal management and writing: producing responses to solicitations.",
          "Subject matter expert roles on proposals and projects, sometimes part-time.",
        ],
      },
      {
        heading: "What Is Different",
        paragraphs: [
          "Your salary is tied to a contract. Many roles are 'contingent hire' positions that start only if the company wins the bid, and a contract ending can end a role unless the company moves you elsewhere. Ask how long the contract runs, whether it is up for recompete soon, and what happened to staff when previous contracts ended.",
          "You will also track time by charge code, meet utilisation targets and work under both your employer's management and the government customer's direction. Understanding who you report to, and who you must not take direction from, protects you.",
        ],
      },
      {
        heading: "Ethics Rules Are Especially Important",
        paragraphs: [
          "Federal post-employment rules limit what you can do for a contractor on matters you worked on in government, and the Procurement Integrity Act can bar certain acquisition officials from taking compensation from a contractor for a year after specific contract decisions. Before you negotiate, ask your ethics office for written advice on which companies and matters are restricted, and share it with prospective employers: reputable contractors will ask for it anyway.",
        ],
      },
      {
        heading: "Finding and Evaluating Contractor Jobs",
        bullets: [
          "Search cleared and contractor job boards, company career sites and LinkedIn for your target agency's name.",
          "Use SAM.gov and USAspending.gov to see which firms hold contracts in your area.",
          "Compare benefits carefully; smaller firms vary widely on health plans, retirement matching and paid time off.",
          "Ask about training budgets and internal mobility so you can grow beyond the first contract.",
        ],
      },
    ],
  },
  {
    name: "Networking for Career Changers",
    description: "A practical, low-pressure approach to building the relationships that lead to private-sector offers.",
    category,
    sections: [
      {
        heading: "Why Networking Matters More Than Applications",
        paragraphs: [
          "A large share of private-sector hires come through referrals and personal connections, and referred candidates are more likely to be interviewed and hired. Career changers benefit most, because a trusted introduction answers the question an unfamiliar resume raises: can this person do the job here? Networking is not schmoozing; it is a series of useful conversations with people who do the work you want to do.",
        ],
      },
      {
        heading: "Map Your Existing Network",
        bullets: [
          "Former colleagues who have already left government.",
          "Contractors, vendors and consultants you worked with, where ethics rules allow.",
          "Classmates and alumni of your university, including alumni groups on LinkedIn.",
          "Professional association members and certification communities.",
          "Friends, family and neighbours; ask what they do and who they know.",
          "Veterans' networks and service organisations, if you served.",
        ],
      },
      {
        heading: "Reaching Out",
        paragraphs: [
          "Keep your first message short, specific and easy to say yes to. Mention how you are connected, say what you are exploring and ask for a brief conversation, not a job. For example: 'Hi Maria, we worked together on the 2021 grants modernization project. I am exploring a move into operations roles in health tech and saw you made a similar move. Would you be open to a 20-minute call in the next few weeks to share what you learned?'",
          "Expect about a third to half of warm contacts to reply, and fewer cold ones. Follow up once after a week; then let it go.",
        ],
      },
      {
        heading: "Give Before You Ask",
        paragraphs: [
          "Networking works best when it is reciprocal. Share an article, congratulate someone on a new role, offer an introduction or explain how a government process works. Government employees have valuable knowledge about how agencies buy, regulate and decide, and many private-sector professionals appreciate a clear explanation, within what you are allowed to share.",
        ],
      },
      {
        heading: "Make It a Habit",
        bullets: [
          "Set a weekly target, such as three new outreach messages and two conversations.",
          "Track every contact, date and follow-up in your search tracker.",
          "Send a thank-you note within a day and an update when their advice helped.",
          "Attend one industry event or webinar a month and follow up with two people you met.",
        ],
      },
    ],
  },
  {
    name: "Informational Interviews That Lead Somewhere",
    description: "Plan, run and follow up on informational interviews so they produce insight, referrals and opportunities.",
    category,
    sections: [
      {
        heading: "What an Informational Interview Is",
        paragraphs: [
          "An informational interview is a short conversation with someone in a role, company or industry you are exploring. You are asking for their knowledge, not for a job. Done well, these conversations teach you the vocabulary and priorities of your target field, test whether the role suits you and, often, lead to referrals when openings appear.",
        ],
      },
      {
        heading: "Prepare in Fifteen Minutes",
        bullets: [
          "Read the person's LinkedIn profile and their company's recent news.",
          "Write down what you want to learn: three to five questions, most important first.",
          "Prepare your thirty-second introduction: your background, what you are exploring and why.",
          "Have your resume ready but do not send it unless asked.",
        ],
      },
      {
        heading: "Good Questions to Ask",
        bullets: [
          "What does a typical week look like in your role?",
          "What skills make someone successful here, and which are hardest to find?",
          "How did you get into this field, and what would you do differently?",
          "How does your company view candidates coming from government?",
          "What would make my background more competitive for a role like yours?",
          "Who else do you think I should talk to?",
        ],
      },
      {
        heading: "During the Conversation",
        paragraphs: [
          "Respect the time you asked for; offer to stop when it is up. Listen more than you talk, take brief notes, and follow their lead if they want to hear more about your experience. If they ask how they can help, be specific: 'If you know anyone on the operations team at a health plan, I would be grateful for an introduction.' Vague requests produce vague help.",
          "If the conversation naturally turns to openings, it is fine to ask how hiring works at their company and whether they would be comfortable referring you. Many companies pay employees referral bonuses, so a referral request is not an imposition when the fit is good.",
        ],
      },
      {
        heading: "Follow Up",
        bullets: [
          "Send a thank-you message within twenty-four hours mentioning one specific piece of advice.",
          "Act on their suggestions, then report back a few weeks later: people love hearing that their advice helped.",
          "Connect on LinkedIn and keep in touch every couple of months with a brief update or useful article.",
          "Log the conversation, the referrals offered and next steps in your tracker.",
        ],
      },
    ],
  },
  {
    name: "Using LinkedIn to Get Found by Recruiters",
    description: "Make recruiters come to you by optimising your profile for search and using LinkedIn's job tools.",
    category,
    sections: [
      {
        heading: "How Recruiters Search",
        paragraphs: [
          "Recruiters use LinkedIn's search tools to look for candidates by title, skills, location, industry and keywords. They see a list of names with headlines and photos, and click on the ones that look relevant. To be found, your profile must contain the words they search for; to be clicked, your headline must make a clear promise.",
        ],
      },
      {
        heading: "Optimise for Search",
        bullets: [
          "Headline: include your target title and two or three core skills; this field carries heavy weight in search.",
          "Current title: use a functional title a recruiter would search, with the official title in the description if needed.",
          "Skills: add the skills listed in target postings and pin the three most important.",
          "About and experience: naturally include the keywords from your target postings.",
          "Location: set the metro area where you want to work; recruiters filter by it.",
        ],
      },
      {
        heading: "Signal You Are Open",
        paragraphs: [
          "Use the Open to Work settings to tell recruiters which titles, locations and work arrangements you want. Choose 'recruiters only' if you do not want colleagues to see the public badge; LinkedIn tries to hide the signal from recruiters at your own employer, though it cannot guarantee it. Keep your job preferences updated as your targets change.",
        ],
      },
      {
        heading: "Use the Job Tools",
        bullets: [
          "Save job searches for each target title and turn on alerts so new postings reach you daily.",
          "Check the 'people you know' indicator on postings: a connection at the company is a referral opportunity.",
          "Follow target companies; some recruiters look at candidates who follow or engage with their company.",
          "Apply early; postings receive the most attention in their first few days.",
        ],
      },
      {
        heading: "Responding to Recruiters",
        paragraphs: [
          "Reply promptly and politely, even when the role is not a fit; recruiters remember helpful candidates and come back with better roles. Ask for the job description, salary range, location or remote policy, and whether they are an in-house recruiter or an agency. Never send sensitive documents or personal identification numbers through messages, and be cautious of offers that seem too good to be true: fake job scams target people who signal they are open to work.",
          "Keep your profile active with occasional posts or comments about your field. Recent activity makes your profile appear more often and gives recruiters a sense of how you think.",
        ],
      },
    ],
  },
  {
    name: "Working with Recruiters and Staffing Firms",
    description: "Understand how in-house recruiters, agency recruiters and staffing firms work, and how to make them work for you.",
    category,
    sections: [
      {
        heading: "Three Kinds of Recruiters",
        bullets: [
          "In-house (corporate) recruiters work for the employer and fill its roles; they know the hiring manager and the process.",
          "Agency or contingency recruiters are paid by employers a fee when their candidate is hired, often a percentage of first-year salary.",
          "Retained search firms are paid in advance to fill senior roles, usually director level and above.",
          "Staffing firms place candidates in temporary, contract or contract-to-hire roles and often remain the employer of record.",
        ],
      },
      {
        heading: "What Recruiters Need from You",
        paragraphs: [
          "Recruiters succeed when they place candidates quickly. Make it easy for them: know your target roles, your salary expectations, your location and remote preferences, and your availability date. Give them a clear resume in business language. A recruiter who can describe you in one sentence to a client will put you forward; one who is unsure will not.",
          "You should never pay a recruiter or staffing firm to find you a job. Legitimate recruiters are paid by employers.",
        ],
      },
      {
        heading: "Protect Yourself",
        bullets: [
          "Ask a recruiter to confirm each company name before they submit your resume, so you are not submitted twice by different agencies.",
          "Keep a record of which recruiter submitted you where and when.",
          "Do not share your Social Security number or bank details until you have a written offer from a verified employer.",
          "Understand contract-to-hire terms: who employs you, your benefits, and when and how conversion happens.",
        ],
      },
      {
        heading: "Salary Conversations",
        paragraphs: [
          "Recruiters will ask for your current salary and expectations early. Several states and cities ban employers from asking about salary history, and you can always steer the question to expectations instead. Research market ranges for your target title first, and give a range based on the market and the role, not on your government pay, which may be lower or higher than private ranges.",
        ],
      },
      {
        heading: "Staffing and Contract Roles as a Way In",
        paragraphs: [
          "Contract roles through staffing firms can be a fast way to gain private-sector experience, try an industry and build references. Hourly rates are often higher than equivalent salaries because benefits may be limited. If you are still in government, check the timing of your exit against retirement eligibility dates and benefits before taking a contract role, and confirm that ethics restrictions do not bar you from the particular client.",
        ],
      },
    ],
  },
  {
    name: "Job Searching While Still in Government",
    description: "Search for private-sector work discreetly and ethically while you are still a public employee.",
    category,
    sections: [
      {
        heading: "Searching While Employed Is Normal",
        paragraphs: [
          "Most people look for their next job while still in their current one, and it is usually the stronger position: you negotiate without urgency and keep your income and benefits. Public employees, however, have extra rules about seeking employment, and following them protects both your career and your future employer.",
        ],
      },
      {
        heading: "Know the Seeking-Employment Rules",
        paragraphs: [
          "Federal employees are covered by the Standards of Ethical Conduct (5 CFR part 2635, subpart F). Once you are seeking employment with an organisation, which can begin when you send a resume or respond positively to an inquiry, you generally must not work on particular matters that would affect that organisation's financial interests unless you are authorised to. Employees who file public financial disclosure reports must also notify their ethics official within three business days of starting negotiations. State and local governments have their own codes, often similar.",
        ],
        bullets: [
          "Talk to your ethics official before you contact companies you deal with in your job.",
          "Get advice in writing and keep it.",
          "Recuse yourself in writing when required, and tell your supervisor what you will not work on.",
        ],
      },
      {
        heading: "Keep It Separate",
        bullets: [
          "Use personal email, phone and devices; never government systems, networks or printers.",
          "Schedule calls and interviews before or after work, at lunch, or on annual leave.",
          "Do not use nonpublic information or government time to research or apply.",
          "Keep your search materials off shared drives and government cloud storage.",
        ],
      },
      {
        heading: "Staying Discreet",
        paragraphs: [
          "Be selective about telling colleagues. Word travels, and some supervisors react by reducing your responsibilities. When you update LinkedIn, turn off notifications to your network before making major changes, and consider the recruiter-only Open to Work option. Ask interviewers to keep your application confidential until an offer is made; most will.",
        ],
      },
      {
        heading: "Leaving Well",
        paragraphs: [
          "Once you accept an offer, give notice professionally, typically two weeks or more for senior roles, and plan a handover. Check with HR about your final pay, leave payout, retirement options and benefits continuation, and schedule any exit briefing with your ethics office, which will explain post-employment restrictions. Your former agency may become a client, partner or reference, so your reputation on the way out matters.",
        ],
      },
    ],
  },
  {
    name: "Understanding Post-Government Employment Restrictions",
    description: "A plain-language overview of the rules that limit what former government employees may do after leaving.",
    category,
    sections: [
      {
        heading: "Why These Rules Exist",
        paragraphs: [
          "Post-employment rules prevent former officials from using inside knowledge or relationships to benefit a new employer unfairly. They rarely stop you from taking a private-sector job, but they can limit what you do in it, especially when you deal with your former agency. Employers take these rules seriously because violations can expose them to penalties and lost contracts.",
          "This guide is a general overview, not legal advice. Always get written advice from your agency's ethics office for your situation.",
        ],
      },
      {
        heading: "Key Federal Restrictions",
        bullets: [
          "Lifetime ban: you may not represent anyone before the government on a particular matter involving specific parties in which you participated personally and substantially (18 U.S.C. 207(a)(1)).",
          "Two-year ban: the same restriction for matters that were under your official responsibility during your last year of service, even if you did not work on them personally.",
          "One-year cooling-off period for senior employees: no contacts with your former agency seeking official action on behalf of others.",
          "Procurement Integrity Act: certain officials involved in large contracts may not accept compensation from the contractor for one year.",
          "Nonpublic information may never be used or disclosed, with no time limit.",
        ],
      },
      {
        heading: "What You Can Usually Still Do",
        paragraphs: [
          "These rules mostly limit representational contacts: communicating with or appearing before the government on behalf of someone else with the intent to influence. They generally do not prevent 'behind-the-scenes' work such as advising your new employer internally, working on new matters you never handled, or working in a different industry. Some of that advice may still be restricted, for example for trade negotiations, so confirm the details.",
        ],
      },
      {
        heading: "State and Local Rules",
        paragraphs: [
          "States, counties and cities have their own revolving-door laws. Many impose one- or two-year lobbying bans on former officials, bans on working on contracts you helped award, or restrictions for particular roles such as procurement and regulation. Your jurisdiction's ethics commission or legal office publishes the rules and can provide an opinion.",
        ],
      },
      {
        heading: "Practical Steps",
        bullets: [
          "Before you negotiate, ask your ethics office which companies and matters raise concerns.",
          "Request a written post-employment opinion before you leave and keep copies.",
          "Share that opinion with your new employer so they can structure your role appropriately.",
          "When in doubt after you leave, ask before you make a contact; former-employee ethics advice is usually still available.",
        ],
      },
    ],
  },
  {
    name: "Choosing Your Target Industries",
    description: "Compare the industries that hire former government employees and pick the ones that fit your skills and goals.",
    category,
    sections: [
      {
        heading: "Industry Choice Shapes Everything",
        paragraphs: [
          "The same skills are valued differently across industries. A compliance specialist might be a cost centre in one company and a revenue enabler in another. Choosing two or three target industries focuses your networking, shapes your resume vocabulary and helps you judge offers. Choose based on where your experience gives you an edge, where demand is strong and what work you will enjoy.",
        ],
      },
      {
        heading: "Industries That Often Hire Former Public Employees",
        bullets: [
          "Consulting: management, technology and public-sector consulting firms value agency knowledge and analytical skill.",
          "Technology and GovTech: product, customer success, implementation and sales roles for companies serving governments.",
          "Healthcare: health systems, insurers and health technology need people who understand Medicare, Medicaid and regulation.",
          "Financial services: banks and fintech companies hire for compliance, risk, fraud and anti-money-laundering roles.",
          "Defense and aerospace: contractors hire for program management, engineering, logistics and security roles.",
          "Energy and utilities: regulatory affairs, environmental compliance, safety and infrastructure programs.",
          "Education and nonprofits: operations, grants management and program delivery.",
        ],
      },
      {
        heading: "Evaluate Each Industry",
        bullets: [
          "Demand: how many openings exist for your target titles, locally and remotely?",
          "Edge: how directly does your government experience apply?",
          "Pay: what are typical ranges for your level, and how do they compare with your current total compensation?",
          "Stability: is the industry growing, cyclical or consolidating?",
          "Culture: pace, hours, travel, remote options and values.",
          "Entry barriers: certifications, tools or experience you would need to add.",
        ],
      },
      {
        heading: "Test Before You Commit",
        paragraphs: [
          "Hold three informational interviews in each candidate industry before you finalise your list. Read its trade publications for two weeks. Look at the backgrounds of people in your target role: if several came from government, you have a proven path. If none did, you may need a stepping-stone role or a credential first.",
        ],
      },
      {
        heading: "Stay Flexible",
        paragraphs: [
          "Your first private-sector job does not have to be in your dream industry. A role that uses your government expertise can give you business experience, a private-sector reference and a higher salary baseline, which make the next move much easier. Review your targets every month using what your search tracker shows: replies, interviews and feedback.",
        ],
      },
    ],
  },
  {
    name: "Remote Job Search Strategies",
    description: "Find, compete for and evaluate remote and hybrid private-sector roles.",
    category,
    sections: [
      {
        heading: "The Remote Market",
        paragraphs: [
          "Remote roles attract applicants from across the country, so competition is fierce, but many government employees already have years of telework experience that employers value. Fully remote, hybrid and remote-within-a-region roles each have their own markets; decide which you want, since hybrid roles near where you live usually have far less competition than fully remote ones.",
        ],
      },
      {
        heading: "Where to Look",
        bullets: [
          "Major job boards with remote filters, and saved searches for 'remote' plus your target titles.",
          "Remote-focused job boards and company career pages of distributed-first companies.",
          "LinkedIn, with the remote filter and your Open to Work preferences set to remote.",
          "Your network: remote roles filled by referral never reach the crowded public boards.",
        ],
      },
      {
        heading: "Show You Can Work Remotely",
        paragraphs: [
          "Highlight remote collaboration on your resume: leading distributed teams, coordinating across time zones or field offices, running virtual training or managing projects with collaboration tools such as Microsoft Teams, Slack, Zoom, SharePoint, Jira or Confluence. In interviews, describe how you plan your week, communicate progress without being asked and build relationships with people you rarely meet in person.",
        ],
      },
      {
        heading: "Stand Out in a Crowded Applicant Pool",
        paragraphs: [
          "Because remote postings draw hundreds of applicants, referrals and speed matter even more. Apply within the first few days, find a connection at the company before you apply, and write a short note to the hiring manager explaining why your experience fits. Show that you write clearly and concisely: remote teams rely on written communication, and your application is the first sample they see.",
        ],
      },
      {
        heading: "Read Remote Postings Carefully",
        bullets: [
          "Check location restrictions: many remote roles hire only in certain states for tax and employment law reasons.",
          "Check time zone expectations and required travel for team meetings.",
          "Ask whether remote status is permanent or could change, and how the company decides.",
          "Ask about equipment, internet stipends and home-office support.",
        ],
      },
      {
        heading: "Avoid Remote Job Scams",
        paragraphs: [
          "Remote seekers are a favourite target of scammers. Warning signs include interviews held only by text chat, offers made without a real interview, requests to buy equipment and be reimbursed, requests for bank details or identification before a written offer, and email addresses that do not match the company's domain. Verify the company independently, find the recruiter on the company's real website or LinkedIn, and never pay to start a job.",
          "Finally, be realistic about pay: some companies adjust salaries to your location. Ask early so you can compare offers fairly.",
        ],
      },
    ],
  },
  {
    name: "Organizing Your Search: Pipeline and Tracking",
    description: "Run your job search like a project with a pipeline, weekly targets and simple metrics.",
    category,
    sections: [
      {
        heading: "Why a System Beats Effort",
        paragraphs: [
          "Job searches stall when follow-ups are forgotten, promising contacts go cold and energy goes into tasks that feel productive but do not lead anywhere. Government employees are good at process; apply that skill to your own search. A simple pipeline shows where you are, what to do next and what is working.",
        ],
      },
      {
        heading: "Your Tracker",
        paragraphs: [
          "A spreadsheet or a simple board tool is enough. Keep one row per opportunity and one row per contact, and review it at the start of each search session.",
        ],
        bullets: [
          "Company and role, with a link to the posting.",
          "Source: job board, referral, recruiter or network.",
          "Stage: researching, applied, screening, interviewing, offer, closed.",
          "Contacts: names, roles and last contact date.",
          "Next action and its due date.",
          "Notes: what you learned, questions asked and salary information.",
        ],
      },
      {
        heading: "Keep Your Materials Organised Too",
        paragraphs: [
          "Create one folder per application holding the exact resume and cover letter you sent, the posting saved as a PDF (postings disappear once filled) and your interview notes. When a recruiter calls weeks later, you can open the folder and see precisely what they saw. Keep your master resume, story bank and references list in one place so they stay current.",
        ],
      },
      {
        heading: "Weekly Targets",
        paragraphs: [
          "Set input targets you control rather than outcomes you do not. For example: five new outreach messages, two informational conversations, three tailored applications, and follow-ups on everything due. Hitting input targets consistently is what produces interviews, and it keeps morale steady during quiet weeks.",
        ],
      },
      {
        heading: "Measure and Adjust",
        bullets: [
          "Response rate by source: if referrals convert and cold applications do not, shift your time.",
          "Interview rate by target title: a title with no interviews after twenty applications needs a new resume or a new target.",
          "Stage where you drop out: many screens but few second rounds means practise interviewing; few screens means fix the resume.",
          "Time per week: protect your scheduled sessions and notice when they slip.",
        ],
      },
      {
        heading: "Weekly Review",
        paragraphs: [
          "Spend twenty minutes each Friday reviewing your tracker. Close out dead opportunities after three weeks of silence and two follow-ups. Write down one thing that worked and one thing to change. Plan next week's sessions and targets. This small habit turns your search into a learning process instead of a guessing game.",
        ],
      },
    ],
  },
  {
    name: "Comparing Government and Private-Sector Compensation",
    description: "Compare total compensation, not just salary, when weighing a private-sector offer against your government package.",
    category,
    sections: [
      {
        heading: "Salary Is Only Part of the Package",
        paragraphs: [
          "Government employees often have generous benefits that are easy to undervalue: a defined-benefit pension, subsidised health insurance, substantial paid leave and strong job security. Private offers may pay a higher salary while offering less in other areas, or may include bonuses and equity that government does not. Compare the whole package in annual dollars before deciding.",
        ],
      },
      {
        heading: "Items to Compare",
        bullets: [
          "Base salary and any locality or cost-of-living differences.",
          "Bonus: target percentage and how often it has actually paid out.",
          "Equity: stock options or restricted stock units, their vesting schedule and realistic value.",
          "Retirement: employer 401(k) match and vesting compared with your pension and Thrift Savings Plan or state plan contributions.",
          "Health insurance: your share of premiums, deductibles and out-of-pocket maximums for your family.",
          "Paid time off: vacation, sick leave and holidays; count the days.",
          "Other benefits: life and disability insurance, tuition assistance, commuting and remote-work stipends.",
        ],
      },
      {
        heading: "The Pension Question",
        paragraphs: [
          "A defined-benefit pension is valuable and hard to replace, and leaving changes what you will receive. Federal employees under FERS with at least five years of service can generally leave contributions in the system and receive a deferred annuity later, while taking a refund of contributions gives up that service credit. Ask your HR or retirement office for an estimate of your benefit if you leave now versus later, and consider a fee-only financial planner for a neutral comparison.",
        ],
      },
      {
        heading: "Health Coverage Continuity",
        paragraphs: [
          "Check when private coverage starts; some plans begin on the first day, others after a month. Federal employees may use Temporary Continuation of Coverage to bridge gaps, at full cost plus a small administrative charge. Also be aware that carrying health coverage into retirement has eligibility conditions, so confirm the effect of leaving early.",
        ],
      },
      {
        heading: "A Simple Comparison Table",
        paragraphs: [
          "Make a two-column table with every item converted to an annual dollar value or days. Estimate conservatively for bonuses and equity. Then add the factors money does not capture: growth prospects, learning, stability, commute and the work itself. A higher number does not always mean a better offer, but you should know exactly what you gain and give up.",
        ],
      },
    ],
  },
  {
    name: "Negotiating Your First Private-Sector Offer",
    description: "Negotiate salary and terms confidently, even if you have never negotiated pay in government.",
    category,
    sections: [
      {
        heading: "Negotiation Is Expected",
        paragraphs: [
          "In government, pay is set by grade and step, so many public employees have never negotiated salary. Private employers usually expect candidates to negotiate and build room into their first offer. A polite, well-researched request rarely costs you the offer, and because future raises are percentages of your base, a small increase now compounds for years.",
        ],
      },
      {
        heading: "Do Your Research",
        bullets: [
          "Check salary ranges for the title and location on several salary sites and in postings that publish pay ranges.",
          "Ask your network what the role typically pays at similar companies.",
          "Know your walk-away number from your budget and your current total compensation.",
          "Know what you bring that is rare: a clearance, regulatory expertise, agency relationships or certifications.",
        ],
      },
      {
        heading: "Handling the Salary Question",
        paragraphs: [
          "When asked for expectations early, give a researched range whose bottom is a number you would be happy with: 'Based on my research for similar roles in this area, I am looking in the range of $115,000 to $130,000, depending on the full package.' Where laws allow employers to ask about salary history, you may still decline politely and redirect to expectations and the value of the role.",
        ],
      },
      {
        heading: "Responding to an Offer",
        bullets: [
          "Thank them, express enthusiasm and ask for the offer in writing with all benefits details.",
          "Ask for a day or two to review; this is normal.",
          "Make one clear counter-proposal with a reason: market data, your specific skills or a competing offer.",
          "If the salary cannot move, ask about a signing bonus, extra vacation, a title adjustment, a guaranteed review after six months, remote flexibility or a training budget.",
          "Get the final agreement in writing before you resign from government.",
        ],
      },
      {
        heading: "Sample Counter",
        paragraphs: [
          "'Thank you, I am excited about this role and the team. Based on market data for operations managers in Denver and the vendor management and regulatory experience I bring, I was hoping for a base salary closer to $125,000. If we can get there, I am ready to accept.' Then stop talking and let them respond. Most employers either meet you, meet you partly or explain their limits, and you can decide from there with full information.",
        ],
      },
    ],
  },
  {
    name: "Staying Motivated Through a Long Search",
    description: "Manage rejection, silence and fatigue so you keep your search moving for as long as it takes.",
    category,
    sections: [
      {
        heading: "Expect Ups and Downs",
        paragraphs: [
          "A sector change takes time. You will send applications that disappear, have great interviews that lead nowhere and hear 'we went with someone with more industry experience'. None of this means you are on the wrong path; it means you are in a numbers game with a learning curve. Knowing that in advance makes the low points easier to ride out.",
        ],
      },
      {
        heading: "Focus on What You Control",
        paragraphs: [
          "You cannot control whether a recruiter calls back. You can control how many conversations you start, how well you prepare and how consistently you follow up. Set weekly input goals and celebrate hitting them, regardless of outcomes. Progress you can see keeps you going when results are slow.",
        ],
      },
      {
        heading: "Learn from Rejection",
        bullets: [
          "After a rejection, ask politely for feedback; some interviewers will share useful points.",
          "Write down what went well and what you would change in each interview within a day.",
          "Look for patterns across several rejections rather than reacting to one.",
          "Adjust one thing at a time: your target, your resume, your stories or your networking approach.",
        ],
      },
      {
        heading: "Protect Your Energy",
        bullets: [
          "Keep search sessions to fixed blocks; an always-on search is exhausting and less effective.",
          "Take one day a week fully off from searching.",
          "Exercise, sleep and time with people who support you are part of the strategy, not distractions from it.",
          "Join or form a small job-search group to share leads and hold each other accountable.",
          "Limit time on job boards; most of your progress comes from conversations.",
        ],
      },
      {
        heading: "Keep Perspective",
        paragraphs: [
          "Remember why you started: more growth, a different kind of impact, higher pay or flexibility. Write that reason down and read it when a week goes badly. Keep a 'wins' list: a great conversation, a recruiter reply, a compliment on your resume. Remind yourself that you only need one right offer.",
          "If a search drags on for many months, step back and get an outside view. A mentor, a career coach or a trusted former colleague can often spot a fixable problem, such as an unclear target or an interview habit, that is hard to see from inside.",
        ],
      },
    ],
  },
];
