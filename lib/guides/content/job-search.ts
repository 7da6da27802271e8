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
        heading: "Worked Example: Mapping a Program Analyst",
        paragraphs: [
          "Suppose you are a Management and Program Analyst (the 0343 series) in a federal regional office. Your position description says you 'serve as a program analyst responsible for evaluating the effectiveness of agency programs and recommending improvements.' That sentence could describe a dozen private-sector jobs, so start by rewriting your real week in five plain sentences:",
        ],
        bullets: [
          "I pull data from two systems every month and build a dashboard that shows managers where cases are getting stuck.",
          "I interview staff, map how work moves between offices and recommend changes that remove steps.",
          "I write short decision memos that compare options with their costs and risks.",
          "I run a working group of six offices that is rolling out a new intake process.",
          "I track the rollout schedule, flag risks early and brief senior leaders every two weeks.",
        ],
      },
      {
        heading: "Reading the Results",
        paragraphs: [
          "Paste each sentence into two job boards and note the titles that come back. In this example, the first two sentences bring up operations analyst, business operations analyst and process improvement analyst; the third brings up strategy analyst and business analyst; the last two bring up program manager and project manager. Those are your candidate titles. Next, open ten postings for each family and count how many listed requirements you can prove with a specific example. The family where you can prove the most is usually your strongest first target.",
          "Do the same for level. Private titles do not line up neatly with grades: a 'manager' at a small company may have no direct reports, while a 'senior analyst' at a large bank may lead major projects. Judge level by the responsibilities and the posted pay range, not by the words in the title.",
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
      {
        heading: "Mappings for State, County and City Roles",
        paragraphs: [
          "State and local jobs map to private titles just as well as federal ones. A few examples to start your own list:",
        ],
        bullets: [
          "Police officer or detective: corporate investigator, fraud investigator, loss prevention manager, security operations manager.",
          "Park ranger: visitor experience manager, outdoor program coordinator, land steward at a conservation nonprofit, environmental educator.",
          "Public health nurse: care coordinator, utilization management nurse, clinical quality specialist at a health plan.",
          "County civil engineer: project engineer or project manager at a consulting engineering firm, construction manager.",
          "City planner: land use consultant, development manager at a real estate firm, site selection analyst.",
          "State tax auditor: sales and use tax analyst, tax compliance associate at an accounting firm.",
          "Eligibility or benefits worker: enrollment specialist at a health plan, member services lead, claims analyst.",
        ],
      },
      {
        heading: "Useful Official Sources",
        paragraphs: [
          "OPM's Handbook of Occupational Groups and Families describes every federal series in a paragraph, which helps you name what your series actually covers. The Bureau of Labor Statistics' Occupational Outlook Handbook describes private-sector occupations, their typical duties, education, pay and outlook, so you can check that a target title really matches your work. O*NET's 'related occupations' lists and the 'My Next Move' site, both sponsored by the U.S. Department of Labor, suggest neighboring titles you may not have considered.",
        ],
      },
      {
        heading: "Common Mapping Mistakes",
        bullets: [
          "Searching one title only: most private jobs have three or four common names, and missing one can hide a large share of the openings.",
          "Aiming too low because the sector is new to you: a GS-13 analyst who leads projects is rarely an entry-level candidate.",
          "Ignoring your specialty: 'IT specialist' covers network, security, systems and customer support work, and each maps to different titles.",
          "Assuming one title means the same thing everywhere: a 'program manager' at a software company builds products, while one at a defense contractor runs a contract.",
          "Choosing targets for prestige rather than evidence: the title you can prove beats the title that sounds impressive.",
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
          "Some employers see government experience as a risk; many see it as a strength. Your first targets should be organizations where your knowledge of how government works, who makes decisions and which rules apply saves them time and money. You will face less skepticism and can often negotiate better terms.",
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
          "Utilities, transit authorities and quasi-public organizations with business-like operations.",
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
        heading: "Worked Example: A Contract Specialist's Target List",
        paragraphs: [
          "Suppose you are a contract specialist at an Army installation, buying facilities maintenance and base support services. On USAspending.gov, open Advanced Search, filter by your awarding agency and by the industry codes (NAICS) or product and service codes your office buys, and sort recipients by award amount. Within an hour you have a list of the prime contractors in your niche. Open their career pages and search for 'contracts administrator', 'subcontracts manager' and 'pricing analyst': these firms need people who know the buying side.",
          "Then widen the circle. The National Contract Management Association's chapter events and sponsor lists show more firms in your field, and your former colleagues' LinkedIn profiles show which of those firms already hire from your office. A reasonable result is fifteen to twenty names, several of which you would never have found on a job board.",
          "If any company on the list does business with your office, mark it with an ethics flag and speak to your ethics official before contacting it.",
        ],
      },
      {
        heading: "Worked Example: A County Caseworker's Target List",
        paragraphs: [
          "The same method works at the local level. A county child welfare caseworker can look up which managed care plans hold the state's Medicaid contracts (state Medicaid agencies publish the list), which nonprofits receive county funds (the county budget and grant award lists name them), and which hospital systems run care management programs. Health plans hire care coordinators and member advocates; nonprofits hire program managers; hospitals hire social workers and patient navigators. Each of these employers already works alongside the county and understands the caseworker's world.",
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
          "Aim for a list of twenty to forty organizations, grouped into tiers by fit and interest. Track a contact, open roles and recent news for each. A target list turns a reactive search, waiting for postings, into a proactive one: you can network into companies before roles are advertised, which is when competition is lowest.",
        ],
      },
      {
        heading: "Approaching a Target Before a Job Is Posted",
        paragraphs: [
          "Once a company is on your top tier, do not wait for a posting. Find a person two levels above the role you want, or a former colleague who works there, and send a short note: 'Hi Alex, I am a program analyst with the state transportation department, where I have spent six years improving how we manage construction contracts. I have been following your firm's transit work in other states and I am exploring a move to the private side. Could we talk for twenty minutes about how your project controls team is organized?' A conversation now means that when a role opens, the hiring manager already knows your name. Keep the note factual, mention nothing nonpublic about your agency's plans, and log the contact in your tracker.",
        ],
      },
      {
        heading: "Signs an Employer Will Value Your Background",
        bullets: [
          "Postings mention public-sector clients or say that experience with federal, state or local agencies is preferred.",
          "The leadership page includes former officials, or the company has a named public-sector practice.",
          "The company sells through GSA schedules, state cooperative contracts or government grant programs.",
          "People from your agency or occupation already work there.",
          "The industry is heavily regulated, so knowing how rules are written and enforced is an everyday advantage.",
        ],
      },
      {
        heading: "Signs of a Harder Sell",
        paragraphs: [
          "Some employers will need more convincing: companies with no government customers, postings that list industry experience as a firm requirement, or interviewers who keep returning to 'bureaucracy'. You can still win there, but prepare evidence of speed and commercial thinking, such as a process you shortened, a cost you cut or a decision you made with incomplete information. Put these employers in your second or third tier rather than leading with them.",
        ],
      },
      {
        heading: "What to Record for Each Target",
        bullets: [
          "Organization, tier and one sentence on why you fit.",
          "Ethics flag: yes or no, and the date you checked with your ethics official.",
          "A named contact, or the next step to find one.",
          "Open roles that match your target titles.",
          "One piece of recent news you could mention in a conversation.",
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
          "You will also track time by charge code, meet utilization targets and work under both your employer's management and the government customer's direction. Understanding who you report to, and who you must not take direction from, protects you.",
        ],
      },
      {
        heading: "Contractor Vocabulary You Will Hear",
        bullets: [
          "Prime and subcontractor: the prime holds the contract with the government; subcontractors do part of the work for the prime.",
          "Recompete: when a contract ends and the agency competes it again; the incumbent can lose, and staff may move to the winner.",
          "Contingent hire: an offer that depends on the company winning a bid or a task order.",
          "Labor category: the job definition in the contract, with minimum education and years of experience; it decides which roles you qualify for and how you are billed.",
          "Key personnel: named people the company promised the government; changes usually need the customer's approval.",
          "Utilization: the share of your hours billed to a contract; overhead or 'bench' time is what remains.",
          "IDIQ and task orders: umbrella contracts under which individual pieces of work are ordered.",
          "CPARS: the government's system for rating contractor performance, which affects future wins.",
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
      {
        heading: "Worked Example: A COR Rewrites Their Resume",
        paragraphs: [
          "Suppose you are a GS-12 IT specialist who also serves as Contracting Officer's Representative (COR) on a network operations contract. A typical federal resume line reads: 'Serves as COR for network operations support contract; monitors contractor performance; reviews and approves invoices.'",
          "A contractor hiring manager wants to see that you understand delivery from the customer's side. A stronger version reads: 'Oversaw a multi-year network operations contract as Contracting Officer's Representative, reviewing monthly deliverables and invoices, tracking service-level performance and resolving issues with the vendor's program manager before they reached the contracting officer.' If the contract value is public on USAspending.gov, you may add it; otherwise describe scale in staff or sites.",
          "One caution: if you were the COR on a contract, you almost certainly participated personally and substantially in it. Under 18 U.S.C. 207, you could not later represent a contractor back to the government on that same contract, so discuss with your ethics office which roles would be safe before applying to that vendor.",
        ],
      },
      {
        heading: "Questions to Ask Before You Accept",
        bullets: [
          "Which contract will I work on, and how much time remains, including option years?",
          "When is the next recompete, and what happened to staff the last time the company lost one?",
          "Is this position funded today, or contingent on an award?",
          "Which labor category will I fill, and does my experience meet its minimums?",
          "How is paid time off handled, and is time between contracts paid?",
          "Will I need a clearance, and will the company sponsor it or keep mine active?",
          "Will I work at a government site, the company office or remotely?",
        ],
      },
      {
        heading: "Using the Bridge Well",
        paragraphs: [
          "Treat a contractor role as a chance to build business skills you can name later: proposal writing, pricing, managing to a budget you earn rather than receive, and growing an account. Volunteer for a proposal, learn how the company calculates profit on a contract and keep a record of your results. After two or three years, those skills open commercial roles as well as further government-facing ones.",
        ],
      },
      {
        heading: "Common Mistakes When Moving to a Contractor",
        bullets: [
          "Taking the first contingent offer without asking when the award decision is expected.",
          "Assuming contractor benefits match federal ones; compare them line by line.",
          "Accepting direction from the government customer that conflicts with your company's instructions, or giving direction to government staff.",
          "Talking about your former agency's internal plans, which can be nonpublic information.",
          "Letting your skills narrow to one contract; keep learning so you are valuable on the next one.",
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
          "Friends, family and neighbors; ask what they do and who they know.",
          "Veterans' networks and service organizations, if you served.",
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
        heading: "Scripts for Common Situations",
        bullets: [
          "Reconnecting after years: 'Hi Dan, it has been a while since the flood response in 2019. I saw you moved to a utility and I am starting to explore emergency management roles outside government. Would you have 20 minutes for a call in the next few weeks?'",
          "Reaching an alum you have never met: 'Hi Priya, I found you through the State University alumni group. I am a budget analyst for the state and I am exploring financial planning and analysis roles in healthcare. Your move from the controller's office to a hospital system is exactly the path I am considering. Could I ask you a few questions in a short call?'",
          "Asking for an introduction: 'Would you be comfortable introducing me to someone on the finance team? I have written a two-line note below that you can forward, so it takes you a minute.'",
          "Following up once: 'I know inboxes get busy, so I am just bringing this back to the top. If now is not a good time, no problem at all.'",
        ],
      },
      {
        heading: "Worked Example: A Budget Analyst's First Week",
        paragraphs: [
          "Suppose you are a state budget analyst aiming for FP&A (financial planning and analysis) roles at hospitals. On Monday evening, you list twenty-five contacts and mark the ten most relevant: two former colleagues now in hospital finance, three alumni in FP&A, a vendor contact who sells budgeting software, and four people from your professional association. On Tuesday, you send three messages using the scripts above. On Wednesday, one former colleague replies and books a call for the following week. On Thursday, you share an article on hospital cost reporting with an alum who did not reply, without asking for anything. On Friday, you log every message, reply and next date in your tracker.",
          "Nothing dramatic happened that week, and that is the point: ten weeks of this rhythm produce dozens of conversations, and conversations produce referrals.",
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
      {
        heading: "Ethics While You Network",
        paragraphs: [
          "If you are still in government, the Standards of Ethical Conduct still apply. Do not use your official title or position to open doors for yourself (5 CFR 2635.702), and be careful with meals or event tickets offered by companies that do business with your agency, which the gift rules in 5 CFR part 2635, subpart B may prohibit; paying your own way avoids the question. If a conversation with such a company turns to a job, the seeking-employment rules may begin to apply, so talk to your ethics official first. State and local employees should check their own ethics codes, which often contain similar rules.",
        ],
      },
      {
        heading: "Common Networking Mistakes",
        bullets: [
          "Asking for a job in the first message, which turns a friendly request into an awkward one.",
          "Sending your resume before anyone asks for it.",
          "Writing long messages; three or four sentences get more replies.",
          "Disappearing after someone helps you, instead of reporting back.",
          "Reaching only for senior executives; people two to five years into your target role often give the most practical advice.",
          "Networking only when you need something, then going silent once you land.",
          "Using your government email or phone for personal job-search outreach.",
        ],
      },
      {
        heading: "Keep Your Network Warm After You Land",
        paragraphs: [
          "When you accept an offer, tell everyone who helped you, by name, with a short note about your new role and a specific thank-you. Then stay in touch two or three times a year: a congratulation, an article, an introduction. The contacts who helped you through this move are the network that will carry you to the next one, and you will soon be the person other public servants call for advice.",
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
        heading: "Finding the Right People",
        paragraphs: [
          "The most useful people are usually two to five years into the role you want, because they remember how they got in. Search LinkedIn for your target title plus your university, your former agency or your home town, since a shared connection raises reply rates. Professional associations help too: chapters of SHRM for HR, PMI for project management, ISACA for IT audit and security, and ASIS International for security professionals all hold local meetings where members expect to be approached.",
        ],
      },
      {
        heading: "A Request That Gets a Yes",
        paragraphs: [
          "Make the request short and easy: 'Hi Jordan, I am a detective with the city police department, and I am exploring corporate fraud investigation roles. I noticed you made a similar move to a bank three years ago. Would you be open to a 20-minute call in the next couple of weeks? I would value your view on how your team works and what skills matter most.' If they offer to answer by email instead, accept gracefully and send three focused questions.",
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
        heading: "Worked Example: A Twenty-Minute Call",
        paragraphs: [
          "Here is how that detective's call might run. In the first two minutes, thank Jordan and give a thirty-second introduction: 'I have spent eleven years with the city police, the last four investigating financial crimes and identity theft. I am exploring corporate investigations and fraud roles, and I would love to understand how your team decides which cases to pursue.' From minute two to fifteen, ask your three most important questions and listen. From fifteen to eighteen, ask for advice on your own background: 'Based on what you have heard, what would make me more competitive?' In the final two minutes, ask who else you should speak to, and end on time.",
          "Afterwards, write down the words Jordan used. If they talked about 'case management platforms', 'suspicious activity reports' and 'anti-money-laundering typologies', those terms belong in your resume and your next conversations.",
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
        heading: "Video, Phone or Coffee?",
        paragraphs: [
          "Let the other person choose the format. Video calls are the most common and easiest to schedule; offer a phone call for people who are traveling, and suggest coffee only for local contacts who seem to enjoy meeting in person. If you meet for coffee, arrive early and pay for their drink: you asked for their time.",
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
      {
        heading: "Follow-Up Templates",
        paragraphs: [
          "Thank-you, sent the same day: 'Thank you for your time today, Jordan. Your point about learning the bank's case management system before applying was especially helpful, and I have already signed up for the vendor's free introductory course. I will let you know how it goes.'",
          "Report-back, sent three to six weeks later: 'I wanted to share an update. I took your advice, completed the course and rewrote my resume around fraud investigation. I now have interviews with two regional banks. Thank you again for pointing me in the right direction.' This second message is the one people remember, and it often prompts them to offer more help.",
        ],
      },
      {
        heading: "Turning Conversations into Direction",
        paragraphs: [
          "After each call, write three short notes: vocabulary you heard, requirements that kept coming up, and people you were pointed to. After five conversations in one field, look for patterns. If four people mention the same certification, plan how to get it. If everyone says your background is a strong fit, move that field to the top of your target list. If several people hesitate, ask one of them directly what would close the gap.",
        ],
      },
      {
        heading: "Mistakes That Waste the Conversation",
        bullets: [
          "Asking questions you could have answered from the company's website.",
          "Spending most of the call telling your life story instead of listening.",
          "Running over time without asking whether that is all right.",
          "Asking directly for a job, which makes the person feel cornered.",
          "Leaving without asking who else you should speak to.",
          "Forgetting to send a thank-you message and an update later.",
        ],
      },
    ],
  },
  {
    name: "Using LinkedIn to Get Found by Recruiters",
    description: "Make recruiters come to you by optimizing your profile for search and using LinkedIn's job tools.",
    category,
    sections: [
      {
        heading: "How Recruiters Search",
        paragraphs: [
          "Recruiters use LinkedIn's search tools to look for candidates by title, skills, location, industry and keywords. They see a list of names with headlines and photos, and click on the ones that look relevant. To be found, your profile must contain the words they search for; to be clicked, your headline must make a clear promise.",
        ],
      },
      {
        heading: "Optimize for Search",
        bullets: [
          "Headline: include your target title and two or three core skills; this field carries heavy weight in search.",
          "Current title: use a functional title a recruiter would search, with the official title in the description if needed.",
          "Skills: add the skills listed in target postings and pin the three most important.",
          "About and experience: naturally include the keywords from your target postings.",
          "Location: set the metro area where you want to work; recruiters filter by it.",
        ],
      },
      {
        heading: "Worked Example: An HR Specialist's Headline and About Section",
        paragraphs: [
          "Before: 'Supervisory Human Resources Specialist at U.S. Department of Veterans Affairs.' A recruiter searching for an HR business partner will not find this profile, and one who does will not know what the person does.",
          "After: 'HR Business Partner | Employee Relations, Workforce Planning and Recruitment | Supporting leaders through reorganizations and rapid hiring.' The target title comes first, the skills match what recruiters type, and the last phrase promises a result.",
          "Before, the About section read: 'Experienced federal HR professional with extensive knowledge of Title 5 regulations and merit system principles.' After: 'I help leaders hire well and handle difficult people issues fairly. For the last eight years I have advised managers at a large hospital system on recruitment, performance problems and reorganizations, and I led the hiring surge that filled a new clinic's staff ahead of schedule. I am now looking for HR business partner roles in healthcare or professional services.' The numbers in this example are illustrations; use your own, and only those you can explain.",
        ],
      },
      {
        heading: "Translate Your Experience Entries",
        paragraphs: [
          "For each government role, use a functional title that recruiters search, followed by the official title in parentheses, for example 'IT Project Manager (IT Specialist, GS-2210-13)'. Background checks verify official titles, so keeping both avoids confusion later. Under each entry, add three or four accomplishment bullets copied from your private-sector resume, not your federal one, and make sure dates and titles match your resume exactly: recruiters compare the two.",
        ],
      },
      {
        heading: "Worked Example: An IT Specialist's Experience Entry",
        paragraphs: [
          "Before: 'IT Specialist (INFOSEC), GS-2210-12. Duties include maintaining security authorization packages, conducting vulnerability scans and ensuring compliance with agency policy.'",
          "After: 'Cybersecurity Analyst (IT Specialist, INFOSEC, GS-2210-12). Maintained security authorizations for twelve systems under the NIST Risk Management Framework; ran weekly vulnerability scans and worked with system owners to close high-risk findings within agreed deadlines; led the office's move to multi-factor authentication.' The after version names the framework a private employer recognizes (NIST, the National Institute of Standards and Technology) and shows results. The count of systems is an example; use yours.",
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
      {
        heading: "Privacy, Policy and the Hatch Act",
        bullets: [
          "Describe cleared work only in unclassified, general terms; your security office can tell you how much detail is appropriate.",
          "Do not post nonpublic agency information, internal documents or photos taken in secure areas.",
          "Federal employees remain covered by the Hatch Act on personal social media; the U.S. Office of Special Counsel publishes guidance on what political posting is allowed.",
          "Do not use your official title to endorse a product or company (5 CFR 2635.702), and think twice before writing public recommendations for contractors you oversee.",
          "Check your agency's social media policy before listing your employer.",
        ],
      },
      {
        heading: "A Thirty-Minute Weekly Routine",
        bullets: [
          "Ten minutes: review new postings from your saved searches and note the keywords that recur.",
          "Ten minutes: comment thoughtfully on two posts from people in your target field.",
          "Five minutes: accept or send connection requests with a short personal note.",
          "Five minutes: check who viewed your profile and reach out to any relevant recruiter.",
        ],
      },
      {
        heading: "Common LinkedIn Mistakes",
        bullets: [
          "A headline that is only your official title and agency.",
          "Acronyms a recruiter will never search, such as internal system or office names.",
          "No location, or a location that does not match where you want to work.",
          "Copying your federal resume word for word into the experience section.",
          "An empty skills section, which removes you from many recruiter filters.",
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
        heading: "Finding Good Recruiters",
        paragraphs: [
          "The best agency recruiters specialize. Search LinkedIn for recruiters who list your target field, such as 'cleared IT recruiter' or 'healthcare finance recruiter', and look at the roles they post. Ask colleagues who have already left government which recruiters treated them well. One knowledgeable recruiter who understands your background is worth more than ten who send you every opening with a keyword match.",
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
        heading: "Your Recruiter Screen Script",
        paragraphs: [
          "The first call with a recruiter usually lasts fifteen to thirty minutes and covers the same few questions. Prepare short answers and practice them aloud.",
        ],
        bullets: [
          "'Tell me about yourself.' Sixty seconds: your current role in business terms, two results, and the role you want next.",
          "'Why are you leaving government?' Positive and forward-looking: 'I want to apply my regulatory experience where I can see results faster and grow into a management role.'",
          "'What are you looking for in salary?' A researched range, covered below.",
          "'When could you start?' Your notice period, plus any time needed for ethics clearance or a retirement date.",
          "'Are you interviewing elsewhere?' Honest but brief: 'Yes, I am in early conversations with two other companies.'",
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
        heading: "Red Flags",
        bullets: [
          "A recruiter who will not name the client company even after you have had a real conversation.",
          "Pressure to accept quickly or to drop other opportunities.",
          "Requests for fees, training payments or equipment purchases.",
          "A job description that changes substantially between the first call and the interview.",
          "Submission of your resume somewhere you did not approve.",
        ],
      },
      {
        heading: "Salary Conversations",
        paragraphs: [
          "Recruiters will ask for your current salary and expectations early. Several states and cities ban employers from asking about salary history, and you can always steer the question to expectations instead. Research market ranges for your target title first, and give a range based on the market and the role, not on your government pay, which may be lower or higher than private ranges.",
        ],
      },
      {
        heading: "Worked Example: Answering the Salary Question",
        paragraphs: [
          "Suppose you are a GS-13 civil engineer talking to an agency recruiter about a project manager role at an engineering firm. Before the call, you checked the Bureau of Labor Statistics' Occupational Employment and Wage Statistics for your metro area, three salary sites and several postings that list pay ranges. A good answer: 'For project manager roles at firms like yours in this area, I am seeing ranges roughly from the mid-$110,000s to the $130,000s. I am flexible depending on the full package. What range has the client budgeted?' The figures here are an illustration; use the numbers your own research produces.",
          "Asking for the budget is fair. Several states, including Colorado, California, Washington and New York, require many employers to publish pay ranges in job postings, and more jurisdictions are adding similar laws, so check the current rules where the job is located.",
        ],
      },
      {
        heading: "Staffing and Contract Roles as a Way In",
        paragraphs: [
          "Contract roles through staffing firms can be a fast way to gain private-sector experience, try an industry and build references. Hourly rates are often higher than equivalent salaries because benefits may be limited. If you are still in government, check the timing of your exit against retirement eligibility dates and benefits before taking a contract role, and confirm that ethics restrictions do not bar you from the particular client.",
        ],
      },
      {
        heading: "Worked Example: Comparing an Hourly Contract Rate",
        paragraphs: [
          "Hourly rates look large until you convert them. Suppose a staffing firm offers an IT specialist $60 an hour on a W-2 contract with no paid holidays or vacation. A full year is 2,080 working hours, but if you take three weeks off and ten unpaid holidays, you bill roughly 1,880 hours, or about $112,800. Then subtract what you would pay for health insurance and retirement savings that an employer would otherwise cover. These figures are an example; run the same arithmetic with your own offer.",
          "Also ask how you will be paid. On a W-2 contract, the staffing firm is your employer and withholds taxes. On a 1099 or corp-to-corp arrangement, you are self-employed and pay both halves of Social Security and Medicare tax, as the IRS explains in its self-employment tax guidance.",
        ],
      },
      {
        heading: "Building Relationships That Last",
        bullets: [
          "Find two or three specialist recruiters in your field rather than responding to everyone.",
          "Tell them clearly what you will and will not consider, so they bring you better matches.",
          "Give honest feedback after interviews; it helps them argue your case with the client.",
          "Send a short update every month or two while you are searching.",
          "Refer good candidates to them; recruiters remember people who help them fill roles.",
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
          "Federal employees are covered by the Standards of Ethical Conduct (5 CFR part 2635, subpart F). Once you are seeking employment with an organization, which can begin when you send a resume or respond positively to an inquiry, you generally must not work on particular matters that would affect that organization's financial interests unless you are authorised to. Employees who file public financial disclosure reports must also notify their ethics official within three business days of starting negotiations. State and local governments have their own codes, often similar.",
        ],
        bullets: [
          "Talk to your ethics official before you contact companies you deal with in your job.",
          "Get advice in writing and keep it.",
          "Recuse yourself in writing when required, and tell your supervisor what you will not work on.",
        ],
      },
      {
        heading: "When 'Seeking Employment' Starts and Ends",
        paragraphs: [
          "Under 5 CFR 2635.603, you are seeking employment when you are negotiating with a prospective employer, when you send an unsolicited resume or message about a job, or when you respond to an employer's inquiry with anything other than a clear rejection. A reply such as 'not right now, but maybe next year' is not a rejection. Seeking generally ends when either side clearly rejects the possibility of employment and discussions stop, or when two months pass after you sent an unsolicited resume without any sign of interest. Your ethics official can confirm how these rules apply to a specific contact.",
        ],
      },
      {
        heading: "Worked Example: A Contract Specialist Gets a Call",
        paragraphs: [
          "Suppose you are a contract specialist working on an IT support procurement, and a manager at one of the bidders asks whether you would consider joining the company. Under the Procurement Integrity Act (41 U.S.C. 2103), an official participating personally and substantially in a procurement above the simplified acquisition threshold who is contacted by an offeror about employment must promptly report the contact in writing to a supervisor and the ethics official, and must either reject the possibility of employment or recuse from the procurement.",
          "In practice: say you cannot discuss it now, report the contact in writing the same day, and ask your ethics official for advice. If you want to pursue the job, submit a written recusal before any further discussion.",
        ],
      },
      {
        heading: "Sample Recusal Note",
        paragraphs: [
          "A short, clear memo is enough: 'I am seeking employment with Acme Systems. Effective today, I will not participate in any particular matter that affects the financial interests of Acme Systems, including the IT support procurement. Please route any such matters to Pat Lee. I will notify you when I am no longer seeking employment with this company.' Send it to your supervisor and ethics official, and keep a copy.",
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
        heading: "Interview Logistics",
        bullets: [
          "Use annual leave for interviews; you do not need to explain the reason for your leave request.",
          "Take video interviews from home, never from a government office or on a government computer.",
          "Ask employers to contact your current supervisor only after an offer, and say so on your reference list.",
          "Give private-sector references you trust first: a former supervisor who has left, a peer or a customer.",
        ],
      },
      {
        heading: "Staying Discreet",
        paragraphs: [
          "Be selective about telling colleagues. Word travels, and some supervisors react by reducing your responsibilities. When you update LinkedIn, turn off notifications to your network before making major changes, and consider the recruiter-only Open to Work option. Ask interviewers to keep your application confidential until an offer is made; most will.",
        ],
      },
      {
        heading: "Before You Give Notice",
        bullets: [
          "Confirm the offer is final in writing and every contingency, such as a background check, has cleared.",
          "Ask your retirement office how your separation date affects your annuity, leave payout and health coverage.",
          "Save personal records, such as appraisals and award letters, that you are allowed to keep.",
          "Plan your handover notes so your team is not left in difficulty.",
        ],
      },
      {
        heading: "Worked Example: A Park Ranger's Search",
        paragraphs: [
          "Suppose you are a National Park Service ranger hoping to move into visitor experience management with an outdoor recreation company. Most such companies have no dealings with your park, so you can apply freely on your own time. One may be different: a concessioner that runs lodging or tours in your park under a concession contract. If you inspect its operations, review its plans or handle complaints about it, approaching it could trigger the seeking-employment rules. Ask your ethics official first, and if you decide to apply, recuse yourself from matters involving that company in writing. Meanwhile, keep your applications to other companies on your personal devices and schedule interviews on your days off or on annual leave.",
        ],
      },
      {
        heading: "Leaving Well",
        paragraphs: [
          "Once you accept an offer, give notice professionally, typically two weeks or more for senior roles, and plan a handover. Check with HR about your final pay, leave payout, retirement options and benefits continuation, and schedule any exit briefing with your ethics office, which will explain post-employment restrictions. Your former agency may become a client, partner or reference, so your reputation on the way out matters.",
        ],
      },
      {
        heading: "State and Local Employees",
        paragraphs: [
          "If you work for a state, county or city, find your ethics code before you begin. Many state ethics laws and local charters contain seeking-employment and disqualification rules similar to the federal ones, and some require written disclosure to an ethics commission. Your ethics board, human resources office or city attorney can tell you which rules apply, and some offer confidential advisory opinions.",
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
        heading: "Key Terms in Plain Language",
        paragraphs: [
          "The Office of Government Ethics (OGE) explains these terms in its regulation at 5 CFR part 2641, which implements 18 U.S.C. 207 and includes many worked examples.",
        ],
        bullets: [
          "Particular matter involving specific parties: a specific contract, grant, license, case, investigation or application with identified parties, not a general policy or rulemaking.",
          "Personally and substantially: you took part directly, for example by deciding, approving, recommending or investigating, and your role mattered.",
          "Representational contact: communicating with or appearing before a federal official on behalf of someone else, intending to influence them.",
          "Behind-the-scenes assistance: helping your new employer internally without contacting the government yourself.",
          "Senior employee: a federal employee paid at or above a level set by the statute; your ethics office will tell you if the term applies to you.",
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
        heading: "Worked Examples",
        bullets: [
          "A program analyst who evaluated a specific grant to a nonprofit joins that nonprofit. She may never contact her former agency on its behalf about that grant, but she may generally help colleagues prepare reports internally.",
          "An engineer who reviewed permits in one district joins a consulting firm and works on projects in a different state with no connection to her old cases. These are new matters, so the lifetime and two-year bans generally do not apply.",
          "A senior employee leaves for a trade association. For one year, he may not contact his former agency on behalf of anyone else seeking official action on any matter, even new ones.",
          "A contracting officer who awarded a large contract to a company may be barred by the Procurement Integrity Act (41 U.S.C. 2104) from accepting pay from that company for one year; limited exceptions exist, so get written advice.",
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
      {
        heading: "Questions to Ask Your Ethics Office",
        bullets: [
          "Which matters that I worked on count as particular matters involving specific parties?",
          "Which matters were pending under my official responsibility in my last year of service?",
          "Am I a senior employee, and if so, which agency components does my cooling-off period cover?",
          "Does the Procurement Integrity Act compensation ban apply to me for any contractor?",
          "Can I provide behind-the-scenes help to my new employer on this specific project?",
          "Can I attend meetings with government officials if a colleague does all the talking?",
          "Whom can I call with questions after I leave?",
        ],
      },
      {
        heading: "Other Obligations That Follow You",
        bullets: [
          "Classified information: the nondisclosure agreements you signed continue after you leave, and some agencies require prepublication review of what you write.",
          "Nonpublic information: you may not use or disclose it, and 5 CFR 2635.703 applied the same rule while you served.",
          "Financial disclosure: public filers generally must file a termination report within 30 days after leaving; check with your ethics office.",
          "Contact with former colleagues: friendly social contact is fine, but a request for official action on behalf of your employer may be a restricted contact.",
        ],
      },
      {
        heading: "How Employers Handle These Rules",
        paragraphs: [
          "Reputable employers, especially contractors, will ask for your post-employment opinion and build your role around it. Common approaches include assigning you to a different customer for the first year, keeping you off particular bids, and having a colleague handle all government contact on matters you worked on. Ask how the company will handle this before you accept, and make sure your manager knows your limits in writing.",
        ],
      },
      {
        heading: "Keep Good Records",
        paragraphs: [
          "Keep a personal file with your written ethics opinions, your recusal memos, a list of the significant matters you worked on in your last two years and the dates you left each role. If a question arises years later, for example when your new employer bids on work with your old agency, this file lets you and the company's lawyers answer it quickly and confidently.",
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
          "The same skills are valued differently across industries. A compliance specialist might be a cost center in one company and a revenue enabler in another. Choosing two or three target industries focuses your networking, shapes your resume vocabulary and helps you judge offers. Choose based on where your experience gives you an edge, where demand is strong and what work you will enjoy.",
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
        heading: "Worked Example: Scoring Three Industries",
        paragraphs: [
          "Suppose you are a state environmental engineer weighing energy utilities, environmental consulting and manufacturing. Score each industry from 1 to 5 on the six tests above. In this illustration, utilities score high on edge (your permit experience applies directly), stability and pay; consulting scores high on demand and edge but lower on hours and travel; manufacturing scores well on pay but lower on edge, since you would need to learn plant operations. Totals might come out at 25, 22 and 18. The numbers are only a tool: what matters is that scoring forces you to check facts, and the low scores show you exactly what to research or build.",
        ],
      },
      {
        heading: "Where to Find Industry Facts",
        bullets: [
          "The Bureau of Labor Statistics' Occupational Outlook Handbook for pay, education and job outlook by occupation.",
          "The BLS Occupational Employment and Wage Statistics, which shows wages by occupation, industry and metro area.",
          "BLS Employment Projections for industries expected to grow or shrink over the next decade.",
          "Your state's labor market information office, which publishes local openings and wage data.",
          "Public companies' annual reports (Form 10-K) on the SEC's EDGAR site, where the 'risk factors' section shows what keeps executives awake.",
          "Trade association reports and trade publications for current issues and hiring trends.",
        ],
      },
      {
        heading: "Test Before You Commit",
        paragraphs: [
          "Hold three informational interviews in each candidate industry before you finalise your list. Read its trade publications for two weeks. Look at the backgrounds of people in your target role: if several came from government, you have a proven path. If none did, you may need a stepping-stone role or a credential first.",
        ],
      },
      {
        heading: "Worked Example: An HR Specialist Tests Healthcare",
        paragraphs: [
          "Suppose you are a city HR specialist considering healthcare. In two weeks, you read a hospital trade publication and see that staffing shortages and retention are constant themes, which suits your recruitment experience. You talk with three hospital HR staff: all say union contracts and licensing checks are central, and that public-sector labor relations experience is respected. You look at ten HR business partner profiles at local health systems and find two who came from government. The evidence says healthcare is a realistic target, and the one gap is healthcare vocabulary, which you can close with reading and conversations.",
        ],
      },
      {
        heading: "Questions to Ask Industry Insiders",
        bullets: [
          "What problems keep leaders in this industry busy this year?",
          "Which roles are hardest for companies here to fill?",
          "How do people from government usually do here, and where do they struggle?",
          "What does a normal week look like in hours and travel?",
          "Which certifications or tools would make a newcomer credible quickly?",
        ],
      },
      {
        heading: "Stay Flexible",
        paragraphs: [
          "Your first private-sector job does not have to be in your dream industry. A role that uses your government expertise can give you business experience, a private-sector reference and a higher salary baseline, which make the next move much easier. Review your targets every month using what your search tracker shows: replies, interviews and feedback.",
        ],
      },
      {
        heading: "Stepping-Stone Roles",
        paragraphs: [
          "If your first-choice industry needs experience you do not yet have, look for a role that bridges the gap. A county emergency manager who wants to work in corporate business continuity might first join a hospital or a utility, where emergency planning is familiar and regulated, then move to a bank or technology company after two years with private-sector results on the resume. A state auditor who wants to work in consulting might join an accounting firm's government services practice first. Each step uses what you already know while adding what the next employer will look for.",
        ],
      },
      {
        heading: "Match Your Experience to Industry Problems",
        paragraphs: [
          "Industries hire people who solve their problems. Ask which industry has the problem your experience solves best:",
        ],
        bullets: [
          "A VA nurse understands clinical documentation and utilization review, which health insurers need for care management.",
          "A police detective understands investigations and evidence, which banks need for fraud and retailers need for loss prevention.",
          "A park ranger understands visitor safety and public education, which outdoor recreation companies and conservation nonprofits need.",
          "A budget analyst understands appropriations and cost tracking, which hospitals, universities and contractors' pricing teams need.",
          "An IT specialist who managed security controls understands compliance frameworks, which financial services and cloud providers need.",
        ],
      },
      {
        heading: "Common Mistakes",
        bullets: [
          "Choosing a fashionable industry where your experience gives you no edge.",
          "Assuming 'private sector' means technology; most jobs are in healthcare, finance, manufacturing, services and construction.",
          "Ignoring the local market when you need to stay in your area.",
          "Targeting too many industries, which spreads your networking and resume effort too thin.",
          "Ruling out an industry after one bad interview rather than looking at the pattern.",
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
        heading: "Worked Example: Turning Telework into a Resume Bullet",
        paragraphs: [
          "Many government resumes mention telework in a way that proves nothing: 'Teleworked four days per week; participated in virtual meetings.' Employers want evidence that you delivered results without being in the room. Suppose you are a budget analyst in a regional office. A stronger bullet reads: 'Coordinated the annual budget submission for a six-office region entirely through Teams and SharePoint, collecting and reconciling inputs from fourteen program managers across three time zones and meeting every deadline.' The numbers here are an example; use your own.",
          "For an IT specialist, the same idea might read: 'Led a remote team of five technicians supporting 1,200 users at three field sites, using a ticketing system and weekly video stand-ups to keep average resolution time within target.' Again, replace the illustrative figures with real ones you can explain.",
        ],
      },
      {
        heading: "Stand Out in a Crowded Applicant Pool",
        paragraphs: [
          "Because remote postings draw hundreds of applicants, referrals and speed matter even more. Apply within the first few days, find a connection at the company before you apply, and write a short note to the hiring manager explaining why your experience fits. Show that you write clearly and concisely: remote teams rely on written communication, and your application is the first sample they see.",
        ],
      },
      {
        heading: "Answering Remote-Work Interview Questions",
        paragraphs: [
          "Expect questions such as 'How do you stay productive at home?' and 'Tell me about a time you worked closely with someone you had never met in person.' Answer with a short STAR story (situation, task, action, result). For example, from an HR specialist: 'Our agency consolidated hiring for four field offices into one remote team (situation). I had to onboard two new specialists I would never meet in person (task). I wrote a two-week onboarding checklist, paired each of them with a buddy, held fifteen-minute daily check-ins and recorded short screen-share videos of our hiring system (action). Both were handling full caseloads within six weeks, and we kept our hiring timeline on track (result).'",
        ],
      },
      {
        heading: "A Short Note to the Hiring Manager",
        paragraphs: [
          "A brief message can lift your application out of a pile of hundreds: 'Hi Morgan, I just applied for the remote grants manager role. For the last five years I have managed a federal grants portfolio with recipients in eleven states, entirely through virtual site visits and online reporting, and I would bring that same structure to your team. I would welcome a conversation.' Keep it under a hundred words and make every sentence specific.",
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
        heading: "Comparing Remote Offers",
        bullets: [
          "Location-based pay: some companies set pay by where you live, so a move later could change your salary.",
          "State taxes: your employer generally withholds for the state where you work, which for remote employees is usually where you live; check your state revenue department's guidance if you work across state lines.",
          "In-person days: ask how many team gatherings a year are expected and who pays for travel.",
          "Hours: ask for the core hours and the time zone of your manager and most of your team.",
          "Savings: count what you save on commuting, parking and meals, and what you spend on a home office.",
        ],
      },
      {
        heading: "Avoid Remote Job Scams",
        paragraphs: [
          "Remote seekers are a favorite target of scammers. Warning signs include interviews held only by text chat, offers made without a real interview, requests to buy equipment and be reimbursed, requests for bank details or identification before a written offer, and email addresses that do not match the company's domain. Verify the company independently, find the recruiter on the company's real website or LinkedIn, and never pay to start a job.",
          "Finally, be realistic about pay: some companies adjust salaries to your location. Ask early so you can compare offers fairly.",
        ],
      },
      {
        heading: "A Video Interview Checklist",
        bullets: [
          "Test the platform, camera and microphone the day before, and log in five minutes early.",
          "Set the camera at eye level, with a light in front of you and a plain background behind.",
          "Keep your resume, the posting and three questions on paper beside you.",
          "Have a phone number for the interviewer in case the connection drops.",
          "Close other applications and silence notifications.",
        ],
      },
      {
        heading: "Common Remote Search Mistakes",
        bullets: [
          "Applying only to fully remote roles when hybrid roles nearby have far fewer applicants.",
          "Listing 'telework' as a skill instead of showing results delivered remotely.",
          "Sending long, unedited messages, which suggests weak written communication.",
          "Missing the location restriction hidden at the bottom of a posting.",
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
        heading: "Worked Example: One Week in the Tracker",
        paragraphs: [
          "Suppose you are an HR specialist targeting HR business partner roles. On Monday, your tracker shows twelve opportunities. Three rows change during the week: a hospital application moves from 'applied' to 'screening' after a recruiter call, so the next action becomes 'prepare two STAR stories on employee relations' due Thursday; a software company has been silent for three weeks after two follow-ups, so it moves to 'closed'; and an alum at a bank agrees to refer you, so a new row appears at 'researching' with the next action 'send tailored resume to Sam' due Tuesday.",
          "Each row always has exactly one next action with a date. That single rule is what stops opportunities from quietly dying.",
        ],
      },
      {
        heading: "Keep Your Materials Organized Too",
        paragraphs: [
          "Create one folder per application holding the exact resume and cover letter you sent, the posting saved as a PDF (postings disappear once filled) and your interview notes. When a recruiter calls weeks later, you can open the folder and see precisely what they saw. Keep your master resume, story bank and references list in one place so they stay current.",
        ],
      },
      {
        heading: "Simple Tools That Work",
        paragraphs: [
          "A free spreadsheet works well: one tab for opportunities, one for contacts and one for weekly numbers. If you prefer a visual board, a card tool with columns for each stage lets you drag opportunities along. Whatever you choose, keep it on a personal account, not a government device or drive, and use a calendar reminder for every next-action date so the tracker tells you what to do rather than waiting for you to remember it.",
        ],
      },
      {
        heading: "Weekly Targets",
        paragraphs: [
          "Set input targets you control rather than outcomes you do not. For example: five new outreach messages, two informational conversations, three tailored applications, and follow-ups on everything due. Hitting input targets consistently is what produces interviews, and it keeps morale steady during quiet weeks.",
        ],
      },
      {
        heading: "A Sample Weekly Schedule",
        paragraphs: [
          "If you are still working full time, plan your search around your job, not during it. One workable pattern, to adapt to your own life:",
        ],
        bullets: [
          "Monday evening, 45 minutes: review new postings and pick the three worth tailoring for.",
          "Tuesday morning before work, 30 minutes: send networking messages and follow-ups.",
          "Wednesday lunch, on your own time and phone: one informational call.",
          "Thursday evening, 90 minutes: tailor and submit applications.",
          "Friday, 20 minutes: weekly review and next week's plan.",
        ],
      },
      {
        heading: "Measure and Adjust",
        bullets: [
          "Response rate by source: if referrals convert and cold applications do not, shift your time.",
          "Interview rate by target title: a title with no interviews after twenty applications needs a new resume or a new target.",
          "Stage where you drop out: many screens but few second rounds means practice interviewing; few screens means fix the resume.",
          "Time per week: protect your scheduled sessions and notice when they slip.",
        ],
      },
      {
        heading: "Weekly Review",
        paragraphs: [
          "Spend twenty minutes each Friday reviewing your tracker. Close out dead opportunities after three weeks of silence and two follow-ups. Write down one thing that worked and one thing to change. Plan next week's sessions and targets. This small habit turns your search into a learning process instead of a guessing game.",
        ],
      },
      {
        heading: "Follow-Up Rules and Scripts",
        bullets: [
          "After applying with a referral: tell the referrer the same day and thank them.",
          "After an application with no reply for about ten days: send one short note to the recruiter or hiring manager if you can find them.",
          "After an interview: send a thank-you within twenty-four hours that mentions one topic you discussed.",
          "After a promised decision date passes: 'I wanted to check on the timeline for the operations manager role. I remain very interested and am happy to provide anything else you need.'",
          "After two follow-ups with no reply: mark the opportunity closed and move on, without resentment.",
        ],
      },
      {
        heading: "Worked Example: Reading Your Numbers",
        paragraphs: [
          "Suppose after six weeks a police officer targeting corporate security roles sees this in the tracker: thirty applications through job boards, one screening call; six applications through referrals, three screening calls; four first interviews, no second rounds. These are illustrative numbers, but the reading is typical. The referral channel works far better than cold applications, so shift hours from job boards to networking. The drop after first interviews suggests the stories need work, so rehearse answers with someone from the corporate security field and ask for blunt feedback. One change at a time, then read the numbers again after three weeks.",
        ],
      },
      {
        heading: "Common Tracking Mistakes",
        bullets: [
          "Tracking applications but not people, when people produce most offers.",
          "Leaving the next action blank, so opportunities drift.",
          "Keeping dead opportunities open, which makes the pipeline look healthier than it is.",
          "Building an elaborate system and then not updating it; a simple tracker used weekly beats a perfect one used once.",
          "Recording outcomes but not sources, so you cannot tell what is working.",
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
          "Government employees often have generous benefits that are easy to undervalue: a defined-benefit pension, subsidized health insurance, substantial paid leave and strong job security. Private offers may pay a higher salary while offering less in other areas, or may include bonuses and equity that government does not. Compare the whole package in annual dollars before deciding.",
        ],
      },
      {
        heading: "Worked Example: From GS Step to Market Pay",
        paragraphs: [
          "Suppose you are a GS-12 step 5 budget analyst. Step one: find your current salary on OPM's General Schedule pay table for your locality area. OPM publishes a separate table for each locality area every year, and the locality payment is already built into it. For this illustration, say your salary is $100,000; check the current OPM table for your actual figure.",
          "Step two: find market pay for the private role you are targeting, for example a financial analyst. Use the Bureau of Labor Statistics' Occupational Employment and Wage Statistics for your metro area, which shows pay at several percentiles, then check it against postings that publish pay ranges and one or two salary sites. Suppose these sources suggest a range of about $90,000 to $125,000 for a mid-level role in your area (again, an example).",
          "Step three: place yourself in that range honestly. Years of experience, supervisory work, certifications such as a CPA, and industry knowledge move you up; a change of field moves you down. Step four: if you are relocating, compare the two locations, for example by looking at the difference between OPM's locality tables for the two areas as a rough guide to local pay levels.",
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
        heading: "Worked Example: Putting the Pension and Leave in Dollars",
        paragraphs: [
          "OPM's retirement guidance explains that the FERS basic annuity is generally 1 percent of your high-3 average salary for each year of service, or 1.1 percent if you retire at 62 or later with at least 20 years. As an illustration, with a high-3 of $100,000, each extra year of federal service adds about $1,000 a year to your future annuity, for life. That is a useful way to think about what staying longer is worth.",
          "For the Thrift Savings Plan, FERS employees receive an automatic 1 percent agency contribution plus matching on their own contributions, up to a total of 5 percent of salary. On a $100,000 salary, that is up to $5,000 a year. Compare it with the private 401(k) match, and check that match's vesting schedule: money that vests after three years is worth nothing if you leave in two.",
          "For leave, OPM's leave rules give full-time federal employees 13, 20 or 26 days of annual leave a year depending on years of service, plus 13 days of sick leave and 11 federal holidays. To put a value on a difference, divide salary by 260 working days: at $100,000, each day is worth about $385, so ten fewer days off costs you about $3,850 a year in time.",
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
      {
        heading: "State and Local Plans and Social Security",
        paragraphs: [
          "State and local pensions differ widely in vesting periods, formulas and what happens to your contributions if you leave early. Read your plan's member handbook and ask the retirement system for a written estimate. Some state and local positions are not covered by Social Security, which changes how much a private job's Social Security credits are worth to you; the Social Security Administration's publications, and its online account, show your record. The Social Security Fairness Act of 2025 repealed the Windfall Elimination Provision and Government Pension Offset, which once reduced benefits for many public pensioners, so older advice on those rules may be out of date.",
        ],
      },
      {
        heading: "Common Comparison Mistakes",
        bullets: [
          "Comparing base salaries only and ignoring pension, match and leave.",
          "Counting a target bonus as guaranteed.",
          "Valuing unvested equity or an unvested match at full value.",
          "Forgetting that private health premiums and deductibles may be higher for a family.",
          "Leaving just before a service milestone that would have increased your retirement benefit.",
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
        heading: "Worked Example: Building Your Three Numbers",
        paragraphs: [
          "Before any conversation about pay, write down three numbers: your target (what you will ask for), your goal (what you would be pleased to receive) and your walk-away (below which you decline). Suppose you are a GS-13 program analyst in Denver moving to an operations manager role. Your current salary comes from OPM's locality pay table for the Denver area. Market data comes from the Bureau of Labor Statistics' wage data for management analysts and operations managers in the Denver metro area, plus postings: Colorado's Equal Pay for Equal Work Act requires most employers to include a pay range in job postings, which makes research easier there.",
          "In this illustration, your research shows a posted range of $110,000 to $135,000, your current total compensation works out to about $120,000 once you count the pension and match, and your budget needs $105,000. You might set your walk-away at $115,000, your goal at $122,000 and your target at $128,000. The figures are examples; the method is the point.",
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
      {
        heading: "Script: When the Offer Arrives by Phone",
        paragraphs: [
          "'Thank you, that is great news, and I am very excited about the team. Could you send the full offer in writing, including benefits details? I would like to review it carefully and come back to you by Thursday.' Do not accept or reject on the call, and do not counter until you have the whole package in front of you.",
        ],
      },
      {
        heading: "Script: When They Say the Salary Is Fixed",
        paragraphs: [
          "'I understand the base has limits. Would there be flexibility elsewhere? A signing bonus of $8,000 would help offset the retirement benefits I am leaving behind, or an extra week of vacation would make the transition much easier.' Linking your request to something concrete you are giving up, such as pension accrual or accumulated leave, makes it easy for a hiring manager to justify.",
        ],
      },
      {
        heading: "Worked Example: Negotiating by Email",
        paragraphs: [
          "Some negotiations happen in writing. Suppose an IT specialist receives an offer of $118,000 for a cloud engineer role. A clear email: 'Thank you for the offer; I am excited to join the platform team. Based on market data for cloud engineers in this area and my experience leading the agency's migration of twenty applications to the cloud, I would like to ask for a base salary of $126,000. If we can agree on that, I am ready to sign this week.' Keep it short, give one reason and one number, and close with a clear path to yes. The figures are an example.",
        ],
      },
      {
        heading: "Timing Your Start Date",
        bullets: [
          "Check whether waiting a few weeks would reach a service anniversary, a retirement eligibility date or a within-grade increase.",
          "Ask HR how your unused annual leave will be paid out; federal employees generally receive a lump-sum payment for it.",
          "Consider when new health coverage begins and whether you will need Temporary Continuation of Coverage for a gap.",
          "Resign only after the offer is final in writing and any background check or drug screen has cleared.",
        ],
      },
      {
        heading: "Mistakes to Avoid",
        bullets: [
          "Accepting on the spot out of relief or gratitude.",
          "Inventing a competing offer; recruiters talk, and a bluff can end the offer.",
          "Giving your lowest acceptable number as your first answer.",
          "Negotiating again after you have accepted.",
          "Apologizing for asking: a calm, reasoned request is normal business.",
        ],
      },
      {
        heading: "Questions About Bonus and Equity",
        bullets: [
          "What is the target bonus, and what share of it has been paid in each of the last three years?",
          "Is the bonus based on company results, individual results or both?",
          "How many shares or units are offered, what is the vesting schedule, and is there a cliff?",
          "What happens to unvested equity if the company is sold or I leave?",
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
        heading: "Plan for a Realistic Timeline",
        paragraphs: [
          "Moving sectors usually takes longer than changing jobs within a field, because you are learning a new vocabulary and building a new network at the same time. Plan for several months, and set up your finances for the long version: know how many months of expenses you have saved, and if you are still employed, do not resign until you have a written offer. If you have already separated involuntarily, the Unemployment Compensation for Federal Employees program, run through your state's unemployment office, may help bridge the gap.",
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
        heading: "Worked Example: Diagnosing a Stalled Search",
        paragraphs: [
          "Suppose a public health nurse at a county health department has sent forty applications for care management roles over three months and received only one screening call. The tracker shows the problem is at the first step, so the resume is the place to look. Her bullets read like a position description: 'Responsible for home visits to high-risk clients and coordination with providers.'",
          "She rewrites them as accomplishments: 'Managed a caseload of about 60 high-risk clients with diabetes and heart failure, coordinating care with primary care providers and pharmacies and cutting missed follow-up appointments by a third.' (The figures are an illustration; she uses numbers from her own program reports.) She also adds the terms health plans use, such as 'care coordination', 'transitions of care' and 'motivational interviewing'. Within three weeks, screening calls begin. The lesson is general: when a search stalls, find the stage where it stops and change one thing there.",
        ],
      },
      {
        heading: "Responding to Rejection Messages",
        paragraphs: [
          "Reply to every rejection after an interview; it costs two minutes and sometimes leads to the next opening. 'Thank you for letting me know, and for the time your team spent with me. I enjoyed learning about your work. If you are able to share any feedback, I would be grateful, and I would welcome the chance to be considered for future roles.' Hiring managers do return to runner-up candidates, especially ones who responded graciously.",
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
        heading: "A Weekly Rhythm That Prevents Burnout",
        bullets: [
          "Plan your search blocks on Sunday so the week starts with decisions already made.",
          "Put your hardest task, usually outreach, first in each session.",
          "End each session by writing the next step, so you never start cold.",
          "Mark one evening and one weekend day as search-free.",
          "Review your wins list every Friday before you look at what did not work.",
        ],
      },
      {
        heading: "Keep Perspective",
        paragraphs: [
          "Remember why you started: more growth, a different kind of impact, higher pay or flexibility. Write that reason down and read it when a week goes badly. Keep a 'wins' list: a great conversation, a recruiter reply, a compliment on your resume. Remind yourself that you only need one right offer.",
          "If a search drags on for many months, step back and get an outside view. A mentor, a career coach or a trusted former colleague can often spot a fixable problem, such as an unclear target or an interview habit, that is hard to see from inside.",
        ],
      },
      {
        heading: "Using Waiting Time Well",
        paragraphs: [
          "Much of a search is waiting for replies. Use that time to build evidence that makes the next application stronger:",
        ],
        bullets: [
          "Earn a credential your target field values, such as a project management, HR or cloud certificate.",
          "Write one short article or post on a topic where your government experience gives you insight.",
          "Volunteer for a nonprofit board or project that uses the skills you want to be hired for.",
          "Rehearse two interview stories each week with a friend or a recording.",
          "Learn one tool common in your target job postings.",
        ],
      },
      {
        heading: "Support Resources",
        bullets: [
          "Your Employee Assistance Program: federal agencies and many state and local governments offer free, confidential counseling, which can help with the stress of a career change.",
          "American Job Centers, found through the U.S. Department of Labor's CareerOneStop site, offer free career advice, workshops and training information.",
          "Your university's alumni career services, which often serve graduates of any age.",
          "Professional associations in your target field, many of which run mentoring programs and job boards.",
          "Your doctor, if discouragement turns into low mood that does not lift; taking care of your health is part of a successful search.",
        ],
      },
    ],
  },
];
