import type { GuideContent } from "../types";

const category = "Career Growth";

export const CAREER_GROWTH: GuideContent[] = [
  {
    name: "Your First 90 Days in a Private-Sector Role",
    description: "A plan for your first three months that builds credibility quickly and avoids common career-changer missteps.",
    category,
    sections: [
      {
        heading: "Why the First 90 Days Matter",
        paragraphs: [
          "Impressions form fast in the private sector. Your manager and colleagues will judge your fit within weeks, and early wins make it much easier to get resources, trust and interesting work later. A deliberate plan for your first three months turns the uncertainty of a new environment into a structured learning project.",
          "Michael Watkins' book The First 90 Days (Harvard Business Review Press), a standard text on job transitions, makes a point that applies strongly to career changers: the biggest risk is not a lack of skill but failing to learn the new organization quickly and secure early wins. As a former public employee, you arrive with real strengths, such as process discipline, regulatory knowledge and experience serving demanding stakeholders. The first 90 days are about showing those strengths in the company's language and at the company's pace.",
        ],
      },
      {
        heading: "Before Day One",
        bullets: [
          "Ask your recruiter or new manager for an organization chart, the team's current goals and any onboarding material, and read them before you start.",
          "Confirm your post-employment obligations in writing. If you were a federal employee, 18 U.S.C. 207 and the rules in 5 CFR 2641 may bar you from contacting your former agency on matters you worked on; state, county and city governments have their own revolving-door rules. Tell your new manager about any limits in your first week so nobody assigns you work you cannot do.",
          "Draft a one-page 30-60-90 plan under three headings: what I will learn, what I will deliver and which relationships I will build. Treat it as a draft to refine with your manager, not a finished contract.",
          "Start a private notes file for names, acronyms, open questions and small wins; it becomes the raw material for your first review.",
        ],
      },
      {
        heading: "Days 1-30: Learn",
        bullets: [
          "Meet your manager to agree on expectations, priorities and how they like to communicate.",
          "Hold short one-on-one meetings with each teammate and key partners; ask what they need from your role.",
          "Learn the business: customers, products, revenue model, competitors and this year's goals.",
          "Learn the tools and vocabulary; keep a glossary just as you did for government acronyms.",
          "Observe how decisions are actually made, which may differ from the org chart.",
        ],
      },
      {
        heading: "Days 31-60: Contribute",
        paragraphs: [
          "Identify one or two problems you can solve in weeks, not months, that matter to your manager. Deliver them visibly and share results briefly. Early wins do not have to be large; they have to be useful and finished. This is also the time to start offering the perspective your government background gives you, such as regulatory insight or customer empathy, in a constructive way.",
        ],
      },
      {
        heading: "Days 61-90: Build",
        bullets: [
          "Agree on your longer-term goals and how they will be measured at your first review.",
          "Propose one improvement based on what you have learned, with a clear business case.",
          "Strengthen relationships beyond your team, especially with people whose work depends on yours.",
          "Ask your manager for feedback: what should I do more of, and less of?",
          "Write a one-page summary of what you learned and achieved, and use it to agree on the next quarter's priorities.",
        ],
      },
      {
        heading: "Common Career-Changer Pitfalls",
        bullets: [
          "Waiting for formal instructions or approval for routine decisions; ask what you are empowered to decide.",
          "Over-documenting; match the level of formality to the company's habits.",
          "Comparing everything to 'how we did it in government' in meetings.",
          "Underestimating the pace; communicate early if a deadline is at risk instead of at the end.",
          "Staying quiet in meetings out of caution; your perspective is why you were hired.",
          "Treating an introductory period as probation to survive quietly; asking questions early is expected, and asking them in month six is harder.",
        ],
      },
      {
        heading: "Questions to Ask Your Manager in Week One",
        bullets: [
          "'What would make you say, at my 90-day mark, that hiring me was a great decision?'",
          "'Which two or three results matter most to you this quarter?'",
          "'How do you prefer updates: a weekly written note, a standing meeting or a quick message when something changes?'",
          "'Which decisions can I make on my own, and which would you like to hear about first?'",
          "'Who should I get to know outside our team, and why?'",
        ],
        paragraphs: [
          "Write down the answers and send a short recap the same day: 'Here is what I heard; please tell me if I missed anything.' That recap becomes the backbone of your 30-60-90 plan, and it shows from the first week that you listen and follow through.",
        ],
      },
      {
        heading: "Worked Example: A County Budget Analyst Joins a Software Company",
        paragraphs: [
          "Consider Dana, an illustrative example: a senior budget analyst for a county government who joins a mid-sized software company as a financial planning and analysis (FP&A) analyst. At the county, she built the annual budget book, tracked spending against appropriations and briefed the board of supervisors. Her plan might read like this.",
        ],
        bullets: [
          "Days 1-30: Meet the finance director, the controller and the three department heads whose budgets she will support. Learn the chart of accounts, the monthly close calendar and the planning software. Ask each department head: 'What do you wish finance did better for you?'",
          "Days 31-60: Take over the monthly spending report for one department. Her early win: the report took two days to assemble by hand, so she rebuilds it as a linked spreadsheet that refreshes from the accounting export, and it now goes out a day earlier.",
          "Days 61-90: Draft one department's forecast for next year and propose a simple rolling quarterly forecast, an idea she adapts from the mid-year budget reviews she ran at the county.",
        ],
      },
      {
        heading: "What Dana Avoids",
        paragraphs: [
          "Notice what Dana does not do. She does not try to redesign the whole planning process in her first month, and she does not open meetings with 'at the county we always...'. She treats her government experience as a source of ideas and presents those ideas in the company's vocabulary, with a clear benefit attached. The same pattern works for a contract specialist joining a vendor's proposal team, a caseworker joining a health plan's care management unit or an engineer joining a private design firm: learn first, deliver something small and useful, then propose bigger changes.",
        ],
      },
      {
        heading: "Measure Your Progress at Day 90",
        paragraphs: [
          "Many companies hold a check-in near the end of the first three months, and if yours does not, ask for one. Bring a one-page summary with four parts: what I learned about the business (three sentences), what I delivered (two or three results with numbers), what I will focus on next quarter and what support I need.",
          "Write results the way you would on a strong resume. Before: 'Supported the sales department's monthly reporting.' After: 'Rebuilt the sales department's monthly spending report, cutting preparation from two days to half a day and delivering it a day earlier each month.' A specific, modest result stated plainly is more convincing than a long list of activities.",
        ],
      },
    ],
  },
  {
    name: "Understanding Profit, Revenue and the Business Model",
    description: "Learn the basic financial language of business so you can connect your work to what your company values.",
    category,
    sections: [
      {
        heading: "From Appropriations to Revenue",
        paragraphs: [
          "In government, your budget came from appropriations and your success was measured by mission outcomes. In business, money comes from customers, and every team is ultimately judged by how it helps the company earn more, spend less or reduce risk. Understanding that logic helps you prioritize, speak credibly with leaders and make the case for your ideas.",
        ],
      },
      {
        heading: "Key Terms",
        bullets: [
          "Revenue: money the company earns from customers before any costs.",
          "Cost of goods sold: the direct costs of delivering the product or service.",
          "Gross margin: revenue minus direct costs, as a percentage of revenue.",
          "Operating expenses: salaries, rent, marketing and other costs of running the business.",
          "Operating income or EBITDA: a measure of profit from the core business.",
          "Cash flow: money actually coming in and going out; a profitable company can still run short of cash.",
          "Customer acquisition cost and lifetime value: what it costs to win a customer and what that customer is worth over time.",
          "Annual recurring revenue: subscription income expected each year, common in software companies.",
        ],
      },
      {
        heading: "Worked Example: Reading a Simple Profit and Loss Statement",
        paragraphs: [
          "The figures below are an illustration, not a real company. Suppose a small software company has annual revenue of $10 million. Its direct costs, such as hosting and customer support, are $2.5 million, so gross profit is $7.5 million and gross margin is 75 percent. Operating expenses for salaries, rent, marketing and sales total $6.5 million, which leaves operating income of $1 million, an operating margin of 10 percent.",
          "Now read it the way a manager would. If your team cuts hosting costs by $250,000 a year, operating income rises from $1 million to $1.25 million, a 25 percent increase. If the sales team instead brings in $250,000 of new revenue, and serving those customers costs 25 percent of that revenue, only $187,500 reaches gross profit, before counting any sales commissions or marketing spent to win them. That is why finance teams often value a dollar of savings as highly as a dollar of new sales, and why it pays to learn which lever your company is pulling this year.",
        ],
      },
      {
        heading: "Understand Your Company's Model",
        paragraphs: [
          "Find out how your company makes money: selling products, subscriptions, services billed by the hour, transaction fees or government contracts. Public companies explain this in annual reports and earnings calls; private companies often explain it in all-hands meetings and onboarding materials. Ask your manager which numbers leadership watches most closely, and how your team affects them.",
        ],
      },
      {
        heading: "Connect Your Work to Value",
        paragraphs: [
          "Every role supports one of a few outcomes: growing revenue, reducing costs, improving customer retention or reducing risk. When you propose a project, state its expected effect in those terms: 'Automating this report saves 15 hours a week of analyst time' or 'Fixing this onboarding step could reduce first-month cancellations'. This is the business equivalent of tying a program to the agency's strategic goals.",
        ],
      },
      {
        heading: "Worked Example: Restating a Government Result in Business Terms",
        paragraphs: [
          "Practice with one of your own results. Suppose you were an IT specialist at a state agency who automated a manual data-entry step in an eligibility system.",
        ],
        bullets: [
          "Government framing: 'Automated the weekly eligibility data upload, improving timeliness and reducing errors.'",
          "Business framing: 'Automated a weekly data upload, saving about 6 staff hours a week (roughly 300 hours a year) and cutting rework from keying errors; at an illustrative fully loaded cost of $60 an hour, that is about $18,000 a year of staff time redirected to higher-value work.'",
        ],
      },
      {
        heading: "Where the Dollar Figures Come From",
        paragraphs: [
          "A 'fully loaded' cost is salary plus benefits, payroll taxes and overhead. Your finance team can tell you the figure your company uses; never invent one in a real proposal, and say how you calculated any estimate. The point is the habit: time saved, errors avoided and risks reduced are all more persuasive when expressed in money, with the method shown. A program analyst who once wrote 'improved processing times' can now write 'reduced cycle time by three days, so customers are invoiced sooner and cash arrives earlier'.",
        ],
      },
      {
        heading: "If You Join a Government Contractor",
        paragraphs: [
          "Many former public employees join companies that sell to government, where the business model looks familiar from the other side of the table. Revenue comes from contracts, and the contract type, described in Part 16 of the Federal Acquisition Regulation (FAR), shapes how the company earns its profit.",
        ],
        bullets: [
          "Firm-fixed-price: the company is paid a set price and keeps any savings or absorbs any overrun, so accurate estimating and delivery discipline drive profit.",
          "Time-and-materials and labor-hour: the company bills an hourly rate for each labor category, so profit depends on keeping people billable and rates competitive.",
          "Cost-reimbursement: the company recovers allowable costs plus a fee, so cost accounting and compliance with the FAR's cost principles in Part 31 matter a great deal.",
          "Vocabulary to learn: utilization (the share of hours that are billable), backlog (contracted work not yet delivered), pipeline (opportunities being pursued) and indirect rates (fringe, overhead and general and administrative costs spread across billable labor).",
        ],
      },
      {
        heading: "Common Misreadings for Former Public Employees",
        bullets: [
          "Treating revenue as profit: a $5 million contract is not $5 million of income for the company once labor and overhead are paid.",
          "Expecting a year-end spending rush: companies rarely have a 'use it or lose it' deadline, and finishing under budget is usually welcome.",
          "Ignoring timing: a sale signed in December and paid in March shows up in revenue and in cash at different times.",
          "Overlooking margin: a large customer that is expensive to serve can be worth less than a smaller, simpler one.",
        ],
      },
      {
        heading: "Learn More Quickly",
        bullets: [
          "Read your company's financial statements or investor presentations with a glossary beside you.",
          "Take a short online course in finance for non-financial managers.",
          "Ask a colleague in finance to walk you through the budget process for your department.",
          "Listen to an earnings call for your company or a competitor and note what analysts ask about.",
          "For a public company, read the annual report on Form 10-K, free on the Securities and Exchange Commission's EDGAR database; the 'Business' and 'Management's Discussion and Analysis' sections explain the model in plain words.",
          "For a government contractor, look up its awards on USAspending.gov to see which agencies it serves and how large its contracts are.",
        ],
      },
    ],
  },
  {
    name: "Adapting to a Faster Decision Culture",
    description: "Adjust to private-sector decision-making: less process, more ownership and comfort with imperfect information.",
    category,
    sections: [
      {
        heading: "What Changes",
        paragraphs: [
          "Government decision-making is designed for accountability and fairness: clearances, reviews, documented justifications and multiple approvals. Many private companies, especially smaller and growing ones, optimize for speed instead. Decisions are made by the person closest to the problem, often with incomplete information, and corrected later if needed. For former public employees, this is one of the biggest adjustments, and one of the most rewarding.",
        ],
      },
      {
        heading: "Know Your Decision Rights",
        paragraphs: [
          "Ask your manager early which decisions you can make yourself, which need a quick check-in and which need formal approval. Many companies use frameworks like RACI or 'one-way and two-way doors': irreversible decisions deserve care, but reversible ones should be made fast. Knowing the boundaries lets you act confidently without overstepping.",
          "RACI stands for Responsible (does the work), Accountable (owns the outcome and makes the call), Consulted (gives input before the decision) and Informed (hears about it afterward). The door image comes from Jeff Bezos' 2015 letter to Amazon shareholders, which contrasted rare, hard-to-reverse 'Type 1' decisions with the much more common reversible 'Type 2' ones that should be made quickly by individuals or small groups. Ask which vocabulary your company uses and adopt it.",
        ],
      },
      {
        heading: "Decide with Incomplete Information",
        bullets: [
          "Define what you need to know, not everything you could know.",
          "Set a time box for analysis, such as a day or a week, proportional to the decision's impact.",
          "Write down your assumptions so you can revisit them when new information arrives.",
          "Make a recommendation with a confidence level rather than waiting for certainty.",
          "Plan a checkpoint to review the decision and adjust.",
        ],
      },
      {
        heading: "Calibrate Your Time Box",
        bullets: [
          "Reversible and small, such as a meeting format or a report layout: decide today and tell people afterward.",
          "Reversible but larger, such as a new vendor on a monthly subscription or a process change for one team: spend a day or two on analysis, check quickly with your manager, then decide.",
          "Hard to reverse and large, such as a multi-year contract, a hire or anything touching legal, safety or regulated data: take the time, involve the right approvers and write it down carefully.",
        ],
        paragraphs: [
          "When you are unsure which category you are in, ask: 'If this goes wrong, what would it cost to undo, and who would be hurt?' That single question does much of the work a formal review did in government, in minutes rather than weeks.",
        ],
      },
      {
        heading: "Worked Example: A Decision Memo Rewritten",
        paragraphs: [
          "Suppose you are a former federal IT specialist, now at a mid-sized company, choosing a tool for tracking help-desk tickets. In government, this might have produced a multi-page memo with a market survey, an analysis of alternatives and several signatures. Here is the private-sector version, posted in the team channel.",
        ],
        bullets: [
          "Decision: We will move help-desk tickets to Tool B starting on the first of next month.",
          "Why: It connects to our chat app and costs less than our current tool at our team size; two of the three agents who tested it for a week preferred it.",
          "Risk: Losing ticket history in the move, so we will keep the old tool in read-only mode for 60 days.",
          "What would change my mind: if the test migration takes more than a week.",
          "Review: I will report on ticket resolution times at the end of the first month.",
        ],
      },
      {
        heading: "Why the Short Version Still Has Rigor",
        paragraphs: [
          "Five lines, readable in a minute, and still disciplined: the update names the reason, the main risk, the fallback plan and the date of the review. That discipline is exactly what a government background contributes. What changes is the length and the number of signatures, not the quality of the thinking. A contract specialist choosing between two subcontractors, a program analyst picking a survey tool or an engineer selecting a test approach can all use the same five lines.",
        ],
      },
      {
        heading: "Disagree and Commit",
        paragraphs: [
          "In many companies, once a decision is made, everyone is expected to support it fully, even people who argued against it. The phrase 'disagree and commit', used at Intel and made widely known by Jeff Bezos' letters to Amazon shareholders, describes this norm. If you are used to raising concerns again at each level of review, the adjustment is to make your case clearly and with evidence before the decision, then put your energy into making the chosen path work. If new facts emerge later, bring them forward as new information rather than reopening the original debate.",
        ],
      },
      {
        heading: "Communicate Decisions Lightly",
        paragraphs: [
          "Replace formal memos with short written updates: the decision, the reason, the expected effect and what would change your mind. A few lines in a team channel or email is often enough. Keep documentation proportional: critical decisions, contracts and anything regulated still deserve careful records, and your government habits are valuable there.",
        ],
      },
      {
        heading: "Mistakes Are Expected",
        paragraphs: [
          "In a fast culture, a reasonable decision that turns out wrong is usually treated as learning, provided you spot it quickly, own it and fix it. Share bad news early; surprises are what damage trust. Over time, your combination of speed and the discipline you learned in government, such as thinking through risks and stakeholders, can become your signature strength.",
        ],
        bullets: [
          "Notice when you are waiting for permission you do not need.",
          "Ask 'what is the smallest version we could try first?'.",
          "Celebrate decisions made, not only decisions proven right.",
          "Keep a short decision log so you can see your judgment improving over time.",
        ],
      },
      {
        heading: "Keep the Safeguards That Still Matter",
        bullets: [
          "Legal and regulatory obligations do not speed up because the company does: privacy, safety, export control and financial reporting decisions still need the right reviewers.",
          "Run a quick pre-mortem, a technique psychologist Gary Klein described in Harvard Business Review: imagine the decision has failed a year from now and list the likely reasons. It takes fifteen minutes and catches many avoidable problems.",
          "Give decisions that affect customers' money, health or personal data a second pair of eyes, even in the fastest company.",
          "Write down who decided what and why for anything you might need to explain to an auditor, a regulator or a court later.",
        ],
      },
    ],
  },
  {
    name: "Performance Reviews and Goal Setting in Business",
    description: "Understand how private-sector performance management works and how to use it to grow your pay and career.",
    category,
    sections: [
      {
        heading: "How It Differs from Government",
        paragraphs: [
          "Government pay often rises with steps and time in grade, and appraisals may have limited effect on salary. In most private companies, raises, bonuses and promotions depend heavily on performance ratings and on how visible your impact is. Reviews usually happen once or twice a year, with goals set at the start of each cycle and calibration meetings where managers compare employees.",
          "For contrast, under OPM's rules for the General Schedule, a within-grade step increase depends mainly on time in step and an acceptable level of performance: waiting periods of 52 weeks for steps 2 to 4, 104 weeks for steps 5 to 7 and 156 weeks for steps 8 to 10. In a company there is usually no automatic step. Two people in the same role can receive very different raises in the same year, and the difference is decided largely by the review process described below.",
        ],
      },
      {
        heading: "Set Goals You Can Win",
        bullets: [
          "Agree on three to five goals with your manager, tied to team and company priorities.",
          "Make them measurable: 'reduce onboarding time from 10 days to 6' rather than 'improve onboarding'.",
          "Include at least one goal that stretches your skills and one that builds visibility beyond your team.",
          "Learn your company's framework, such as OKRs (objectives and key results) or SMART goals, and use its format.",
        ],
      },
      {
        heading: "Worked Example: A Government Element Becomes a Business Goal",
        paragraphs: [
          "Suppose you were an HR specialist at a federal agency whose performance plan element read: 'Processes personnel actions accurately and timely in accordance with OPM guidance.' In a company's HR operations team, the same work becomes a measurable goal.",
        ],
        bullets: [
          "Before: 'Process new-hire paperwork accurately and on time.'",
          "After: 'By the end of the second quarter, cut the time from signed offer to completed onboarding paperwork from 8 business days to 4, with no payroll errors in any new hire's first paycheck, measured from the HR system's reports.'",
        ],
      },
      {
        heading: "What Makes the Second Version Work",
        paragraphs: [
          "The second version names an outcome, a baseline, a target, a deadline and a data source, so at review time there is nothing to argue about. Written as an OKR, it might have the objective 'Give every new hire a smooth first week' and two or three key results, such as the paperwork time and a new-hire satisfaction score. The numbers here are illustrations; set your own baselines from real data, and if no data exists yet, make 'measure the baseline' your first milestone.",
        ],
      },
      {
        heading: "A Typical Private-Sector Review Cycle",
        bullets: [
          "Goal setting at the start of the year or half-year, usually recorded in a performance management system.",
          "A mid-year check-in: a lighter conversation about progress and any change in priorities.",
          "A self-assessment and, at some companies, peer feedback, collected a few weeks before the end of the cycle.",
          "Calibration: managers meet to compare ratings across teams so standards are consistent, and your manager speaks for you in that room.",
          "Ratings, merit increases, bonuses and promotions announced, often together, a few weeks after calibration.",
        ],
        paragraphs: [
          "Ask HR or your manager for this calendar in your first month. Knowing when calibration happens tells you when your evidence needs to be ready, which is usually well before your formal review meeting.",
        ],
      },
      {
        heading: "Keep a Brag Document",
        paragraphs: [
          "Throughout the year, keep a running document of your accomplishments, results, positive feedback and projects. Update it every week or two; it takes five minutes. At review time, you will have specific evidence instead of trying to remember what you did in February, and your manager will have material to argue for you in calibration meetings.",
        ],
      },
      {
        heading: "Writing Your Self-Assessment",
        paragraphs: [
          "Lead with results against your goals, using numbers. Add significant contributions outside your goals. Name what you learned and one or two areas where you want to grow, framed as plans rather than confessions. Be confident: modesty that works in some government cultures can be read as low impact in business. Your self-assessment is often quoted directly in calibration discussions.",
        ],
      },
      {
        heading: "Worked Example: A Self-Assessment Paragraph",
        bullets: [
          "Weak: 'I worked hard this year and supported many projects. I was a team player and learned a lot about the company.'",
          "Strong: 'I met three of my four goals. I cut onboarding paperwork time from 8 days to 5, short of my target of 4 because our background-check vendor changed in the middle of the year; I have proposed a fix for the first quarter. I also led the move of 400 employees to the new benefits portal during open enrollment, with 12 help-desk tickets in total. Next year I want to build skills in compensation analysis.'",
        ],
        paragraphs: [
          "The strong version is candid about a missed target and still reads as high impact, because it explains the cause and the plan. An honest shortfall with a fix attached usually reads as more credible than a list of unqualified successes, and it gives your manager an easy answer if someone in calibration asks about it.",
        ],
      },
      {
        heading: "Talking About Pay",
        paragraphs: [
          "Pay conversations are normal in business and are not seen as disloyal. A simple script for a one-on-one: 'I would like to understand how my pay is set. What is the salary range for my role and level, and where am I in it? What would I need to show this year to move up in the range or be considered for promotion?'",
          "Several states and cities, including Colorado, California, Washington and New York, have pay transparency laws that require employers to disclose salary ranges in job postings, and some require disclosure to current employees on request; check the rules where you work. To judge whether your range is competitive, compare it with the Bureau of Labor Statistics' Occupational Employment and Wage Statistics for your occupation and area, and with recent postings for similar roles.",
        ],
      },
      {
        heading: "Use Reviews to Move Forward",
        bullets: [
          "Ask your manager what the next level looks like and what evidence would show you are ready.",
          "Hold brief mid-cycle check-ins so there are no surprises at the formal review.",
          "Discuss pay directly: ask how raises are decided and what range your role has.",
          "If your rating does not match your evidence, ask calmly for the specific reasons and a plan to address them.",
        ],
        paragraphs: [
          "Feedback in business is also more continuous than an annual cycle suggests. Many managers give informal feedback in weekly one-on-ones, and some companies collect peer feedback as part of reviews. Ask for it regularly, respond without defensiveness and show that you acted on it: being seen to learn quickly is one of the strongest signals you can send in your first year.",
        ],
      },
    ],
  },
  {
    name: "Certifications Worth Earning After Government",
    description: "Choose certifications that signal your skills to private employers and deliver the best return on your time.",
    category,
    sections: [
      {
        heading: "Why Certifications Help Career Changers",
        paragraphs: [
          "A recognized certification gives recruiters a familiar label for skills they might otherwise struggle to interpret from a government resume. It can also satisfy keyword filters in applicant tracking systems and show commitment to your new field. Choose certifications that are frequently requested in your target postings, rather than collecting credentials for their own sake.",
        ],
      },
      {
        heading: "Widely Valued Options by Field",
        bullets: [
          "Project management: Project Management Professional (PMP), Certified Associate in Project Management (CAPM), PMI Agile Certified Practitioner (PMI-ACP).",
          "Agile and product: Certified ScrumMaster (CSM), Professional Scrum Master (PSM), product owner certifications.",
          "Process improvement: Lean Six Sigma Green Belt or Black Belt.",
          "Cybersecurity: CompTIA Security+, Certified Information Systems Security Professional (CISSP), Certified Information Security Manager (CISM). Security+ has long been used to meet the Department of Defense's cyber workforce requirements (formerly DoD 8570, now the DoD 8140 framework), which is one reason defense contractors ask for it so often.",
          "Cloud and IT: AWS, Microsoft Azure or Google Cloud certifications; ITIL for IT service management.",
          "Human resources: SHRM-CP or SHRM-SCP, PHR or SPHR.",
          "Finance, audit and compliance: Certified Internal Auditor (CIA), Certified Fraud Examiner (CFE), Certified Regulatory Compliance Manager and similar.",
          "Contracts: Certified Federal Contracts Manager (CFCM) or Certified Commercial Contracts Manager (CCCM).",
        ],
      },
      {
        heading: "Options for Specific Public-Sector Backgrounds",
        bullets: [
          "Police officers and investigators moving into corporate security: ASIS International's Certified Protection Professional (CPP) and Physical Security Professional (PSP), or the Certified Fraud Examiner credential for investigations roles.",
          "Nurses moving into health plans, quality or health technology: the Certified Case Manager (CCM) or the Certified Professional in Healthcare Quality (CPHQ), alongside your nursing license.",
          "Engineers: the Professional Engineer (PE) license, issued by state licensing boards using exams from NCEES, matters most for firms that sign and seal designs.",
          "Budget analysts and government accountants joining consulting firms that serve government: the Certified Government Financial Manager (CGFM) from AGA, or the CPA through your state board of accountancy if you qualify.",
          "Data-minded program analysts: a vendor credential in the analytics tool your targets use, such as Microsoft's Power BI Data Analyst certification, plus a small portfolio of dashboards built from public data.",
          "Park rangers and interpreters moving into outdoor recreation and education: the National Association for Interpretation's Certified Interpretive Guide and current wilderness first aid training.",
        ],
      },
      {
        heading: "How to Choose",
        paragraphs: [
          "Collect twenty postings for your target role and count which certifications appear. Pick the one that appears most often and that you can realistically earn in a few months. Check prerequisites: the PMP and CISSP require documented experience, which many government employees already have, so gather your project history and supervisor contacts early.",
          "Know the requirements before you commit. According to PMI, the PMP requires 35 hours of project management education plus 36 months of experience leading projects if you hold a four-year degree, or 60 months without one. According to ISC2, the CISSP requires five years of paid work in at least two of its eight security domains, with one year waived for a relevant degree or approved credential; candidates who pass without the experience can become an Associate of ISC2 while they earn it. Check the certifying body's website for current rules and fees, because they change.",
        ],
      },
      {
        heading: "Worked Example: Is the PMP Worth It for You?",
        paragraphs: [
          "Consider an illustrative GS-12 program analyst who has coordinated IT modernization projects for six years and is targeting project manager roles at consulting firms. She collects 20 postings: suppose 13 mention the PMP, 4 mention an Agile certification and 3 mention nothing. The PMP is the clear choice. Her plan looks like this.",
        ],
        bullets: [
          "Week 1: List every project with start and end dates, her role, the project's goal and the tasks she led, and confirm a supervisor or colleague who can verify each one, since PMI audits a share of applications.",
          "Week 2: Check whether agency project management courses count toward the 35 education hours; if not, choose a prep course that provides them.",
          "Weeks 3 to 12: Study for a set number of hours each week with practice exams, and book the exam date early so the deadline is real.",
          "After passing: Add 'Project Management Professional (PMP)' to her summary and headline, and plan the continuing education PMI requires to keep it.",
        ],
      },
      {
        heading: "Use Government Resources First",
        paragraphs: [
          "If you are still employed, your agency may pay for training or exam fees, especially when the skill relates to your current job. Some agencies provide free access to online learning platforms. Veterans may be able to use GI Bill benefits to pay for approved licensing and certification tests; the Department of Veterans Affairs lists which tests qualify. Check the rules carefully: some training agreements require continued service after the training, and outside training must not conflict with ethics rules.",
        ],
      },
      {
        heading: "Show It Off",
        bullets: [
          "Add the certification to your resume summary, LinkedIn headline and certifications section.",
          "Use both the full name and abbreviation for keyword searches.",
          "List 'in progress' certifications with an expected date only when you have a booked exam.",
          "Keep credentials current: many require continuing education credits every few years.",
        ],
        paragraphs: [
          "Place the credential where the reader needs it. Before: 'PMP' alone on the last line of the resume. After, in the summary: 'Project Management Professional (PMP) with eight years leading federal IT modernization projects of up to 40 people.' Recruiters often scan only the top third of a resume, so a credential that is a key requirement of the posting belongs there.",
        ],
      },
      {
        heading: "Common Mistakes",
        bullets: [
          "Earning an entry-level credential when your experience qualifies you for the senior one: a PMP says more than a CAPM for someone who has led projects for years.",
          "Paying for a credential that none of your target postings mention, or that only one employer in your area values.",
          "Letting a certification lapse: PMI requires 60 professional development units every three years to keep the PMP, and CompTIA certifications such as Security+ renew on a three-year cycle.",
          "Listing government-only credentials without explanation: write out the full name, such as Federal Acquisition Certification in Contracting (FAC-C), and add a few words on what it required, because private recruiters may not know it. Contractors that sell to government, however, often value it highly.",
          "Signing a continued service agreement for agency-funded training without reading it: under 5 U.S.C. 4108, leaving before the agreed period ends can require you to repay the training costs.",
        ],
      },
    ],
  },
  {
    name: "Building Your Professional Brand",
    description: "Become known in your new industry for a clear set of strengths through content, speaking and reputation.",
    category,
    sections: [
      {
        heading: "What a Professional Brand Is",
        paragraphs: [
          "Your professional brand is what people say about you when you are not in the room: what you are good at, what you care about and whether you can be trusted to deliver. In government, your agency's reputation often did this work for you. In the private sector, your personal reputation travels with you from company to company and strongly influences future opportunities.",
        ],
      },
      {
        heading: "Define Your Positioning",
        paragraphs: [
          "Write one sentence that describes the value you offer and to whom: 'I help health technology companies navigate Medicaid programs and build products that state agencies can actually adopt.' Your public-sector background is often a distinctive part of that sentence. Use it consistently across your LinkedIn headline, introductions and bio.",
        ],
      },
      {
        heading: "Worked Example: Headlines Before and After",
        paragraphs: [
          "A headline built from your official title tells readers where you worked; a positioning headline tells them what you can do for them. The examples below are illustrations; use your own facts and numbers.",
        ],
        bullets: [
          "Police sergeant. Before: 'Sergeant at City Police Department'. After: 'Corporate security and investigations | 14 years in law enforcement, including supervising investigations | Threat assessment, incident response and training'.",
          "VA nurse. Before: 'RN at VA Medical Center'. After: 'Registered nurse and care coordinator | Bringing clinical workflow expertise to health technology | Patient safety, EHR adoption, quality improvement'.",
          "Park ranger. Before: 'Park Ranger, National Park Service'. After: 'Visitor experience and outdoor education | Designed public programs and trained seasonal staff | Moving into outdoor recreation and travel'.",
          "Contract specialist. Before: 'Contract Specialist, GS-1102-12'. After: 'Contracts and proposal compliance | Federal acquisition insider helping companies win and manage government work'.",
        ],
      },
      {
        heading: "Your 30-Second Introduction",
        paragraphs: [
          "You will introduce yourself dozens of times at events and on calls, so prepare a version in three parts: whom you help, how you help and your proof. An example for a former state Medicaid program analyst: 'I help health technology companies work with state Medicaid programs. I spent nine years at a state Medicaid agency running provider enrollment projects, so I know how agencies evaluate vendors and what slows adoption. Right now I lead state partnerships at a care-coordination startup.'",
          "Then stop and ask about the other person. A brand is built as much by listening as by talking, and the question 'What are you working on that is hardest right now?' often leads to the most useful conversations.",
        ],
      },
      {
        heading: "Share What You Know",
        bullets: [
          "Write short LinkedIn posts explaining how government works in your area: procurement cycles, regulatory changes or what agencies value.",
          "Comment thoughtfully on industry news, adding your experienced perspective.",
          "Speak at meetups, webinars or conferences; industry associations often need speakers with government insight.",
          "Contribute to trade publications or company blogs.",
          "Never share nonpublic information from your government work; public knowledge and your own lessons are plenty.",
        ],
      },
      {
        heading: "A Simple Content Plan",
        paragraphs: [
          "Consistency matters more than volume. A sustainable plan for a busy professional is one short post every two weeks and one thoughtful comment a week on someone else's post. Rotate three kinds of posts, keep each under about 200 words, write in the first person and end with a question that invites people with expertise to respond.",
        ],
        bullets: [
          "Explain: for example, 'Three things vendors misunderstand about how a county buys software', drawing on public procurement rules and your own experience.",
          "Share a lesson: a short story about a project and what you learned, with no confidential details and no criticism of named former colleagues.",
          "Point to good work: highlight a useful public source, such as a Government Accountability Office (GAO) report in your field, with one sentence on why it matters to your industry.",
        ],
      },
      {
        heading: "Ethics Rules While You Are Still Employed",
        paragraphs: [
          "If you start building your brand before you leave, keep the rules in view. Federal employees are covered by the Standards of Ethical Conduct in 5 CFR 2635: section 2635.702 bars using your public office for private gain, so never imply that your agency endorses you; section 2635.703 bars using nonpublic information; and section 2635.807 limits accepting pay for teaching, speaking or writing that relates to your official duties. The Hatch Act restricts political activity by federal employees, including some social media activity, as the Office of Special Counsel explains in its guidance, and many states apply similar rules to state and local workers.",
          "If you hold or held a security clearance, your nondisclosure agreement, such as the SF-312, continues after you leave, and some agencies require prepublication review of writing about your former work. When in doubt, ask your ethics official or security office before you publish; a short delay is far better than a lasting problem.",
        ],
      },
      {
        heading: "Common Brand Mistakes",
        bullets: [
          "Leading with a grade or series number, which means little to private-sector readers.",
          "Posting only about your job search; people remember those who teach, not only those who ask.",
          "Criticizing your former agency in public; future employers and clients may include government buyers who will read it.",
          "Changing your positioning every few months; choose a direction and give it at least a year.",
        ],
      },
      {
        heading: "Build Reputation Inside Your Company",
        paragraphs: [
          "Your internal brand matters as much as your public one. Deliver reliably, share credit generously and help colleagues understand topics you know well, such as running internal briefings on how government customers buy. Volunteer for cross-functional projects and employee groups, which introduce you to leaders outside your team.",
        ],
      },
      {
        heading: "Maintain It Over Time",
        bullets: [
          "Keep a simple portfolio: a bio, a headshot, a list of talks and articles, and a few accomplishments.",
          "Review your online presence each quarter and remove anything outdated or inconsistent.",
          "Stay in touch with former government colleagues; your network on both sides is a rare asset.",
          "Ask for recommendations after successful projects while details are fresh.",
          "Be patient: brands compound over years, and consistency matters more than volume.",
        ],
        paragraphs: [
          "Finally, remember that your brand is built more by what you deliver than by what you post. A reputation for clear thinking, reliability and generosity with knowledge spreads through every project and reference, and no amount of content can replace it.",
        ],
      },
    ],
  },
  {
    name: "Managing Retirement and Benefits Through the Transition",
    description: "Key questions about pensions, savings plans, health coverage and leave to settle before you leave public service.",
    category,
    sections: [
      {
        heading: "Decide with Full Information",
        paragraphs: [
          "Leaving government affects benefits that are worth a great deal over your lifetime. The right choices depend on your age, years of service, plan rules and family situation, so this guide lists the questions to ask rather than answers for everyone. Ask your HR or retirement office for written estimates, and consider a fee-only financial planner who understands public pensions.",
        ],
      },
      {
        heading: "Your Pension",
        paragraphs: [
          "If you are covered by a defined-benefit plan such as FERS or a state or municipal pension, find out what happens if you leave now. Federal employees under FERS with at least five years of creditable service can usually leave their contributions in the system and receive a deferred annuity later, with the start age depending on age and service. Taking a refund of contributions typically gives up that service credit.",
          "OPM's pages on FERS deferred and postponed retirement set out the main options. With at least 5 years of creditable service, a deferred annuity can begin at age 62. With at least 10 years, it can begin as early as your minimum retirement age (MRA), which is between 55 and 57 depending on your year of birth, but it is reduced by 5 percent for each year you are under 62, unless you have at least 20 years of service and start the annuity at 60 or later. With 30 years, it can begin at your MRA without that reduction. State, county and city plans vary widely: vesting can take several years, and some plans let you leave contributions in to keep a future pension while others offer only a refund. Your plan's member handbook and annual statement are the authoritative sources.",
        ],
        bullets: [
          "What is my estimated annuity if I leave now, and when can it start?",
          "How close am I to a milestone, such as a minimum retirement age or a service threshold, that would change the benefit?",
          "Could I return to public service later and restore or add to my service credit?",
        ],
      },
      {
        heading: "Worked Example: Leaving Just Before a Milestone",
        paragraphs: [
          "The figures below are illustrations; your own annuity depends on your high-3 average salary, your exact service and current rules, so ask your retirement office for a written estimate. Suppose a federal program analyst with 19 years and 6 months of FERS service, whose MRA is 57, receives a private-sector offer at age 54. OPM describes the FERS basic annuity for people retiring before 62 as generally 1 percent of the high-3 average salary for each year of service. With an illustrative high-3 of $100,000:",
        ],
        bullets: [
          "Leave now and take a deferred annuity at 62: about 1 percent x $100,000 x 19.5 years, or $19,500 a year.",
          "Leave now and start the annuity at the MRA of 57: the same $19,500 reduced by 5 percent for each of the 5 years under 62, a 25 percent reduction, or about $14,625 a year.",
          "Stay six more months to reach 20 years, then leave and start the annuity at 60: about $20,000 a year with no age reduction, beginning two years sooner than option one.",
        ],
      },
      {
        heading: "What the Example Shows",
        paragraphs: [
          "In this illustration, six more months of work changes both the amount and the start date of a pension that could be paid for decades. Health coverage is a separate question: because he leaves before his MRA, all three options are deferred retirements, and under OPM's rules deferred retirees cannot carry FEHB into retirement. Someone who stays until the MRA with at least 10 years and retires from service, even while postponing the annuity, can generally resume FEHB when it begins if the five-year enrollment rule was met. That is why the first question to ask before resigning is 'How close am I to a milestone?' A new employer that wants you will often agree to a later start date, or a sign-on bonus that offsets what you would give up, once you explain the reason.",
        ],
      },
      {
        heading: "Savings Plans",
        paragraphs: [
          "Thrift Savings Plan balances and state 457 or 403(b) accounts stay yours when you leave. You can usually leave the money where it is, roll it into your new employer's 401(k) or into an IRA. Compare fees, investment choices and withdrawal rules before moving anything; the TSP's fees are among the lowest available. Check whether employer contributions in your current plan are fully vested.",
          "According to the TSP, your own contributions and agency matching contributions are always yours, but the Agency Automatic (1%) Contributions generally vest only after three years of service, or two years for some positions. Two tax rules are worth knowing before you move money. The TSP notes that if you separate in or after the calendar year you turn 55 (50 for certain public safety employees), withdrawals are not subject to the 10 percent early-withdrawal penalty. And according to the IRS, distributions from a governmental 457(b) plan are generally not subject to that additional tax at any age after separation, but money rolled into an IRA or a 401(k) takes on that account's rules. If you might need savings before 59 and a half, leaving them where they are can be the better choice.",
        ],
      },
      {
        heading: "Health and Life Insurance",
        paragraphs: [
          "Carrying government health coverage into retirement usually requires meeting specific conditions, such as an immediate annuity and years of continuous enrollment, and leaving early can forfeit it. Confirm the rules for your plan before resigning. For federal employees, OPM's rule is that you must retire on an immediate annuity and have been enrolled in FEHB for the five years of service immediately before retirement, or since your first opportunity to enroll. To bridge a gap before new coverage starts, ask about continuation options: federal employees can elect Temporary Continuation of Coverage for up to 18 months, paying the full premium plus a 2 percent administrative charge, and state and local plans usually offer COBRA continuation.",
          "Federal Employees' Group Life Insurance (FEGLI) continues for 31 days after you separate, and OPM allows you to convert it to an individual policy without a medical exam during that period. Compare the conversion price with your new employer's group life insurance and with a term policy before you decide. FEDVIP dental and vision coverage generally ends at separation unless you retire on an immediate annuity.",
        ],
      },
      {
        heading: "Timing Your Exit",
        bullets: [
          "Check leave payout rules: many employers pay unused annual leave as a lump sum, but not sick leave.",
          "Consider the timing relative to pay periods, the end of a month, a bonus or award cycle, and your pension milestones.",
          "Confirm your new employer's benefit start dates and 401(k) vesting schedule.",
          "Keep copies of your personnel file, SF-50s or equivalent, and retirement statements; you will need them later.",
          "Remember that federal sick leave is not paid out, but OPM's rules allow it to be recredited if you return to federal service, and it adds to your service credit only if you retire on an immediate annuity.",
        ],
      },
      {
        heading: "Social Security and Other Checks",
        bullets: [
          "Download your Social Security statement at ssa.gov and check your earnings record. If your state or local job did not pay into Social Security, private-sector work will add covered earnings.",
          "The Social Security Fairness Act, signed in January 2025, repealed the Windfall Elimination Provision and the Government Pension Offset, which used to reduce Social Security benefits for many people with pensions from jobs that did not pay into Social Security. Older estimates may not reflect the change, so ask the Social Security Administration for a current one.",
          "Use or claim your flexible spending account balance before your last day, or read the plan's rules for expenses after separation.",
        ],
      },
      {
        heading: "Questions to Ask Your New Employer",
        bullets: [
          "When does health coverage start: on day one, on the first of the month after hire or after a waiting period?",
          "What is the 401(k) match, and on what vesting schedule do employer contributions become mine?",
          "How does paid time off work, and is unused time paid out when I leave?",
          "Are there waiting periods for disability or life insurance, and is there an employee assistance program?",
        ],
      },
    ],
  },
  {
    name: "Finding a Mentor in Your New Industry",
    description: "Find and work with mentors who can speed up your learning curve and open doors in the private sector.",
    category,
    sections: [
      {
        heading: "Why a Mentor Shortens the Learning Curve",
        paragraphs: [
          "A mentor who knows your new industry can explain unwritten rules, help you interpret feedback, warn you about traps and advocate for you in rooms you are not in. Career changers gain more from mentoring than most, because so much of what they need to learn is not written down anywhere.",
        ],
      },
      {
        heading: "Kinds of Mentors",
        bullets: [
          "A peer mentor a year or two ahead of you, who remembers the newcomer experience.",
          "A senior mentor in your company who understands its politics and promotion process.",
          "An industry mentor outside your company, for candid career advice.",
          "A former public employee who made the same transition and can share what worked.",
          "A sponsor: a leader who actively advocates for your advancement, usually earned through strong work.",
        ],
        paragraphs: [
          "You do not need one perfect mentor. A small 'personal board' of three or four people, each helping with a different question such as industry knowledge, company navigation or leadership, gives you broader advice and spreads the time you ask of each person.",
        ],
      },
      {
        heading: "How to Find One",
        paragraphs: [
          "Check whether your company has a formal mentoring program; many pair new hires with experienced colleagues. Professional associations, alumni networks and veterans' organizations often run mentoring programs too. Informally, mentoring relationships usually grow out of good conversations: an informational interview, a helpful colleague or a speaker you followed up with.",
          "Rather than asking a stranger 'will you be my mentor?', ask for advice on a specific question. If the conversation goes well, ask whether you could check in again in a month. Relationships built this way tend to last.",
        ],
      },
      {
        heading: "Where Former Public Employees Find Mentors",
        bullets: [
          "Professional associations with local chapters, such as PMI for project managers, ISACA and ISC2 for audit and security, SHRM for HR, NCMA for contracts and AGA for financial managers.",
          "American Corporate Partners, a nonprofit that pairs veterans and some military spouses with corporate mentors for a year-long program.",
          "Your college or university alumni association, which may run a mentoring platform or a regional chapter.",
          "Employee resource groups at your new company, including veterans' groups, which often welcome former public servants.",
          "Colleagues who left your agency before you; your former team's alumni are often the most willing to help, because they remember the transition.",
        ],
      },
      {
        heading: "Worked Example: An Outreach Message",
        paragraphs: [
          "Here is a short message from an illustrative HR specialist who moved from a city government to a software company, written to a senior HR leader she heard speak at a local SHRM chapter meeting:",
          "'Hi Maria, thank you for your talk on building HR programs at growing companies at last week's chapter meeting. I moved from city government HR to a 300-person software company three months ago, and your point about writing policies only after patterns appear has stuck with me. I am working through one question: how to design a first performance review cycle for a company that has never had one. Would you be open to a 20-minute call in the next few weeks? If it is ever useful, I would be glad to share what I learned running reviews for 1,200 city employees.'",
          "Why it works: it says where you met and shows you listened, asks one clear question, requests a small and defined amount of time and offers something in return. It never uses the word 'mentor'; the relationship can grow from there if it is a good fit.",
        ],
      },
      {
        heading: "Your First Conversation",
        bullets: [
          "Two minutes: your background in two sentences and why you reached out to this person in particular.",
          "Fifteen minutes: your specific question, the context they need and their advice; take notes.",
          "Two minutes: ask 'Is there anyone else you think I should talk to about this?'",
          "One minute: thank them and ask whether you could follow up once you have acted on their advice.",
        ],
        paragraphs: [
          "Within a day, send a two-line thank-you that names one piece of advice you will act on. A few weeks later, report what happened. That follow-up is what turns one helpful call into a mentoring relationship, because it shows the mentor that their time made a difference.",
        ],
      },
      {
        heading: "Be a Good Mentee",
        bullets: [
          "Come to each meeting with a specific question or decision to discuss.",
          "Respect their time: keep meetings short and schedule them at their convenience.",
          "Act on advice and report back on what happened.",
          "Share your own knowledge in return, such as how government customers think.",
          "Thank them, and mention their help to others when appropriate.",
        ],
      },
      {
        heading: "An Ethics Note If You Are Still in Government",
        paragraphs: [
          "Advice conversations are fine while you are still a public employee, but if one turns into a discussion about a job at the mentor's company, you may be 'seeking employment' under 5 CFR 2635 Subpart F. If that company has matters before you, you must step back from them, and federal employees who file public financial disclosure reports must also notify their ethics official within three business days of starting negotiations, as the STOCK Act requires. State and local ethics codes often have similar rules. Keep mentoring conversations about advice, and tell your ethics office promptly if one becomes a job discussion.",
        ],
      },
      {
        heading: "When a Mentoring Relationship Is Not Working",
        bullets: [
          "Meetings drift into small talk: send a one-line agenda the day before.",
          "The advice does not fit your situation: thank them, and seek a second view from someone closer to your role or industry.",
          "They are too busy: move to a quarterly check-in or occasional email questions rather than ending the relationship.",
          "You have outgrown it: say thank you, tell them what difference they made and stay in touch.",
        ],
      },
      {
        heading: "Pay It Forward",
        paragraphs: [
          "Once you are settled, mentor someone else leaving government. You understand their challenges better than anyone, and teaching reinforces your own learning. It also strengthens a network of former public employees in the private sector, which helps everyone in it find opportunities and talent.",
        ],
      },
    ],
  },
  {
    name: "Leading Teams in a Private-Sector Setting",
    description: "Adapt your supervisory experience to private-sector management: hiring, performance, pay and accountability.",
    category,
    sections: [
      {
        heading: "What Carries Over",
        paragraphs: [
          "If you supervised in government, you already know how to set priorities, develop people, handle conflict and deliver through others. Those skills transfer fully. What changes is the toolkit: private-sector managers usually have more discretion over hiring, pay and performance, and they are held more directly accountable for results.",
        ],
      },
      {
        heading: "Your First Month as a Private-Sector Manager",
        bullets: [
          "Meet each direct report one-on-one and ask four questions: What are you proud of here? What frustrates you? Where do you want to be in two years? How do you like to receive feedback?",
          "Read each person's last review and ask HR about any open performance, pay or leave matters before you act on anything.",
          "Ask your own manager for the team's targets for the year and how your performance as a manager will be judged.",
          "Make no large structural changes until you understand why things are the way they are; the first month is for learning, as it is for any new hire.",
        ],
      },
      {
        heading: "Hiring",
        paragraphs: [
          "Private hiring is faster and less formal. You may write the job description, screen candidates, design interviews and make the final decision within weeks. Learn your company's interview process and legal guidelines, use structured interviews with consistent questions to keep decisions fair, and move quickly: strong candidates accept other offers while slow processes drag on.",
        ],
      },
      {
        heading: "Performance and Pay",
        bullets: [
          "You may recommend raises, bonuses and promotions, so your ratings have real financial effects; keep evidence throughout the year.",
          "Address underperformance early with clear expectations, specific feedback and a documented plan.",
          "Understand your company's performance improvement process and involve HR before problems escalate.",
          "Many employees are at-will, but fair and well-documented management still matters legally and for team trust.",
        ],
        paragraphs: [
          "This is a real change from government. Under OPM's rules for the General Schedule, step increases follow time in step and acceptable performance, so a federal supervisor rarely decides an individual's raise. In most companies, you will.",
        ],
      },
      {
        heading: "Worked Example: Dividing a Merit Budget",
        paragraphs: [
          "All figures here are illustrations; your HR partner will give you the real budget and ranges. Suppose your company gives you a merit budget of 4 percent of your team's salaries, and your five reports earn a combined $500,000, so you have $20,000 to distribute. Giving everyone 4 percent is easy, but it rewards your strongest and weakest performers equally.",
        ],
        bullets: [
          "Your strongest performer, paid low in the salary range for her role: 7 percent, or $7,700 on a $110,000 salary.",
          "Two solid performers in the middle of their ranges: 4 percent each, or $4,000 each on $100,000 salaries.",
          "A solid performer already near the top of his range: 3.5 percent, or $3,325 on $95,000, with a conversation about what promotion would require.",
          "A team member on a performance plan: no increase this cycle, explained privately and in advance, with a clear path to eligibility next time.",
        ],
      },
      {
        heading: "Checking Your Decisions",
        paragraphs: [
          "That plan uses $19,025 and leaves a little room for adjustments HR may recommend, for example to correct a pay-equity gap. Many companies also look at each person's compa-ratio, which is their salary divided by the midpoint of the range for their role, so that pay reflects both performance and position in the range. Before you finalize, ask HR to review the whole team for patterns by gender, race and age; that review protects your employees and the company.",
        ],
      },
      {
        heading: "Employment Law Basics to Learn Early",
        bullets: [
          "At-will employment: in most states, either side can end employment at any time for any lawful reason, with Montana's Wrongful Discharge from Employment Act as the notable exception. At-will never permits firing for discriminatory or retaliatory reasons.",
          "Anti-discrimination laws enforced by the Equal Employment Opportunity Commission, such as Title VII of the Civil Rights Act, the Age Discrimination in Employment Act and the Americans with Disabilities Act, apply to private employers above certain sizes, and many states add further protections.",
          "The Fair Labor Standards Act, enforced by the Department of Labor, determines which employees are eligible for overtime. Know which of your reports are non-exempt, and never encourage work off the clock.",
          "The Family and Medical Leave Act applies at covered employers: involve HR as soon as an employee mentions a serious health condition or a new child.",
          "Private employees usually have no appeal body like the Merit Systems Protection Board, which makes your own fairness and documentation more important, not less.",
        ],
      },
      {
        heading: "Accountability for Results",
        paragraphs: [
          "Expect to own targets such as revenue, costs, delivery dates or customer satisfaction, and to report on them frequently. Build a simple dashboard for your team's key measures and review it weekly. Share it with your team so everyone understands how their work connects to results. When numbers slip, report early with a recovery plan; leaders value candor over optimism.",
        ],
      },
      {
        heading: "Worked Example: Feedback That Lands",
        paragraphs: [
          "The Situation-Behavior-Impact model, taught by the Center for Creative Leadership, is a simple way to make feedback specific. Suppose you are a former police sergeant now managing a corporate security operations team, and one analyst's incident reports keep arriving late.",
        ],
        bullets: [
          "Vague: 'You need to be more on top of your reports.'",
          "Specific: 'In Tuesday's badge-access incident, your report came in two days after the event. Legal needed it the next morning to answer the client, and they had to ask for an extension. What got in the way, and what would help you file within 24 hours?'",
        ],
      },
      {
        heading: "After the Conversation",
        paragraphs: [
          "Agree on one next step, write it down in a two-line note to the employee and follow up within a week. Praise the improvement as specifically as you named the problem. If the issue continues, the same specifics become the basis of a written plan with HR, which is fairer to the employee and far stronger than a file of general complaints.",
        ],
      },
      {
        heading: "Leading Through Change",
        bullets: [
          "Expect reorganizations, shifting priorities and new tools more often than in government.",
          "Explain the reason for each change to your team, not only the change itself.",
          "Protect focus: push back on priorities that would overload the team, using data.",
          "Invest in one-on-ones: regular, short, and focused on the employee's goals as well as the work.",
          "Recognize good work quickly and specifically; small recognition matters more when formal awards are rare.",
        ],
        paragraphs: [
          "Change also reaches your own role. Private-sector managers are often expected to keep doing some individual work alongside leading, to present to executives and to manage a budget line by line. Ask early how your manager splits their own time, because that is usually the pattern expected of you.",
        ],
      },
    ],
  },
  {
    name: "Consulting and Freelancing After Government",
    description: "Evaluate independent consulting as a path after public service, and set up the basics if you choose it.",
    category,
    sections: [
      {
        heading: "Is Independent Work Right for You?",
        paragraphs: [
          "Many former public employees have expertise that companies, nonprofits and other governments will pay for by the project: grants management, procurement, regulatory compliance, program evaluation or public-sector technology. Independent consulting offers flexibility and can pay well, but income is irregular, you must find your own clients and you give up employer benefits. It suits people with deep expertise, a strong network and a financial cushion.",
        ],
      },
      {
        heading: "Check the Ethics Rules First",
        paragraphs: [
          "Post-employment restrictions apply to consultants just as they do to employees, and often more visibly, because consultants frequently work on matters involving government. Get written ethics advice about your former agency and programs before marketing your services. If you plan to consult while still employed, you will usually need approval for outside activities, and you must not use government time, resources or nonpublic information.",
          "For federal employees, the main rules are in 18 U.S.C. 207, explained in 5 CFR 2641. In summary: a lifetime bar on representing anyone back to the government on a particular matter involving specific parties in which you participated personally and substantially; a two-year bar on such matters that were under your official responsibility in your last year of service; and a one-year 'cooling-off' period for senior employees. The Procurement Integrity Act (41 U.S.C. 2104) can also bar certain acquisition officials from accepting pay from a contractor for a year. These rules mostly restrict communicating with or appearing before the government on someone's behalf, not behind-the-scenes advice, but the line is technical. Former employees can ask their former agency's ethics official for advice, and state and local employees should check their own jurisdiction's ethics code.",
        ],
      },
      {
        heading: "Set Up the Basics",
        bullets: [
          "Choose a business structure, such as a sole proprietorship or an LLC, with advice from an accountant or attorney.",
          "Get an employer identification number, a business bank account and simple bookkeeping software.",
          "Plan for self-employment tax and quarterly estimated tax payments.",
          "Arrange health insurance, retirement savings such as a SEP-IRA or solo 401(k), and professional liability insurance.",
          "Use written contracts for every engagement: scope, deliverables, fees, payment terms and confidentiality.",
          "Build a cash cushion of several months of living and business expenses: clients commonly pay 30 days or more after an invoice, and a subcontractor is often paid only after the prime contractor is paid.",
        ],
      },
      {
        heading: "Define Your Offer",
        paragraphs: [
          "Clients buy solutions to specific problems, not general expertise. Write one sentence that names the client and the problem, then turn it into two or three packaged services with clear deliverables. An illustrative example from a former state contract specialist: 'I help mid-sized technology companies prepare compliant, competitive responses to state and local government requests for proposals.'",
        ],
        bullets: [
          "Proposal compliance review: a fixed price per proposal, delivering a marked-up compliance matrix within five business days.",
          "Procurement readiness workshop: a half-day session for a sales team on how public agencies buy, with a short written playbook.",
          "Monthly advisory retainer: a set number of hours for questions, document reviews and bid decisions.",
        ],
      },
      {
        heading: "What Every Statement of Work Should Cover",
        bullets: [
          "Scope and deliverables, stated specifically enough that both sides would agree on whether they were delivered.",
          "Timeline, milestones and what the client must provide, such as access to documents and people.",
          "Fees, invoicing schedule and payment terms, such as net 30, plus how expenses are handled.",
          "A change process for work outside the scope, with how it will be priced.",
          "Confidentiality, ownership of work products and a statement that the work raises no conflict with your post-employment obligations.",
          "How either side can end the engagement, and what is owed if they do.",
        ],
      },
      {
        heading: "Finding Clients",
        paragraphs: [
          "Your first clients will almost certainly come from your network: former colleagues at contractors, nonprofits, other jurisdictions or companies you met through work, within ethics limits. Tell people clearly what problem you solve. Subcontracting to established firms is a common route into government-related work, and registering in SAM.gov is required for direct federal contracts. Publish useful content about your specialty to attract inbound inquiries.",
          "If you plan to pursue federal work as a small business, learn the Small Business Administration's size standards, which are tied to the NAICS code for each contract, and whether you qualify for SBA programs such as 8(a) Business Development, HUBZone, the Women-Owned Small Business program or Veteran Small Business Certification. A contract specialist's knowledge of how set-asides work is a real advantage here.",
        ],
      },
      {
        heading: "Pricing Your Work",
        paragraphs: [
          "New consultants often charge too little. A common starting point is to take the salary you want, add the cost of benefits and overhead, and divide by realistic billable hours, which for most independents are far fewer than the 2,080 hours of a full-time year. Consider fixed-price projects for well-defined work, which reward your efficiency. Revisit your rates each year and raise them as your reputation grows.",
        ],
      },
      {
        heading: "Worked Example: From Salary to Hourly Rate",
        paragraphs: [
          "All figures here are illustrations; start from your own numbers, including your current pay from OPM's General Schedule tables with your locality adjustment, or your state or city pay scale.",
        ],
        bullets: [
          "Target income: suppose you want the equivalent of a $140,000 salary.",
          "Add what an employer used to cover plus business costs: health insurance, retirement contributions, the employer's share of Social Security and Medicare taxes, paid leave, liability insurance, software, equipment, accounting and marketing. Suppose that totals $50,000, for $190,000 in all.",
          "Divide by realistic billable hours: if you plan on 1,200 a year, because marketing, proposals and administration take the rest, your break-even rate is about $158 an hour.",
          "Round up: $165 an hour, or about $1,300 for an eight-hour day.",
        ],
      },
      {
        heading: "Check Your Rate Against the Market",
        paragraphs: [
          "Compare your result with real data before you quote it. GSA's CALC+ tool (Contract-Awarded Labor Category) shows hourly ceiling rates awarded for labor categories on GSA schedule contracts, which helps if you will sell to government or subcontract. The Bureau of Labor Statistics' Occupational Employment and Wage Statistics show what employers pay salaried staff in your occupation, which is a useful floor. Peers in your professional association are often the best source of what independent consultants actually charge.",
          "Finally, watch how clients treat you. If a client sets your hours, supplies your equipment and directs how you do the work, the IRS's common-law rules on behavioral control, financial control and the relationship of the parties may make you an employee rather than an independent contractor. That matters for taxes and benefits, so raise it with an accountant before you accept a long engagement that looks like a job.",
        ],
      },
    ],
  },
];
