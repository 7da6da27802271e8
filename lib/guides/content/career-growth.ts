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
          "Write a one-page summary of what you learned and achieved, and use it to agree the next quarter's priorities.",
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
          "In government, your budget came from appropriations and your success was measured by mission outcomes. In business, money comes from customers, and every team is ultimately judged by how it helps the company earn more, spend less or reduce risk. Understanding that logic helps you prioritise, speak credibly with leaders and make the case for your ideas.",
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
        heading: "Learn More Quickly",
        bullets: [
          "Read your company's financial statements or investor presentations with a glossary beside you.",
          "Take a short online course in finance for non-financial managers.",
          "Ask a colleague in finance to walk you through the budget process for your department.",
          "Listen to an earnings call for your company or a competitor and note what analysts ask about.",
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
          "Government decision-making is designed for accountability and fairness: clearances, reviews, documented justifications and multiple approvals. Many private companies, especially smaller and growing ones, optimise for speed instead. Decisions are made by the person closest to the problem, often with incomplete information, and corrected later if needed. For former public employees, this is one of the biggest adjustments, and one of the most rewarding.",
        ],
      },
      {
        heading: "Know Your Decision Rights",
        paragraphs: [
          "Ask your manager early which decisions you can make yourself, which need a quick check-in and which need formal approval. Many companies use frameworks like RACI or 'one-way and two-way doors': irreversible decisions deserve care, but reversible ones should be made fast. Knowing the boundaries lets you act confidently without overstepping.",
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
          "A recognised certification gives recruiters a familiar label for skills they might otherwise struggle to interpret from a government resume. It can also satisfy keyword filters in applicant tracking systems and show commitment to your new field. Choose certifications that are frequently requested in your target postings, rather than collecting credentials for their own sake.",
        ],
      },
      {
        heading: "Widely Valued Options by Field",
        bullets: [
          "Project management: Project Management Professional (PMP), Certified Associate in Project Management (CAPM), PMI Agile Certified Practitioner (PMI-ACP).",
          "Agile and product: Certified ScrumMaster (CSM), Professional Scrum Master (PSM), product owner certifications.",
          "Process improvement: Lean Six Sigma Green Belt or Black Belt.",
          "Cybersecurity: CompTIA Security+, Certified Information Systems Security Professional (CISSP), Certified Information Security Manager (CISM).",
          "Cloud and IT: AWS, Microsoft Azure or Google Cloud certifications; ITIL for IT service management.",
          "Human resources: SHRM-CP or SHRM-SCP, PHR or SPHR.",
          "Finance, audit and compliance: Certified Internal Auditor (CIA), Certified Fraud Examiner (CFE), Certified Regulatory Compliance Manager and similar.",
          "Contracts: Certified Federal Contracts Manager (CFCM) or Certified Commercial Contracts Manager (CCCM).",
        ],
      },
      {
        heading: "How to Choose",
        paragraphs: [
          "Collect twenty postings for your target role and count which certifications appear. Pick the one that appears most often and that you can realistically earn in a few months. Check prerequisites: the PMP and CISSP require documented experience, which many government employees already have, so gather your project history and supervisor contacts early.",
        ],
      },
      {
        heading: "Use Government Resources First",
        paragraphs: [
          "If you are still employed, your agency may pay for training or exam fees, especially when the skill relates to your current job. Some agencies provide free access to online learning platforms. Veterans may be able to use education benefits for certain certifications. Check the rules carefully: some training agreements require continued service after the training, and outside training must not conflict with ethics rules.",
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
        ],
        bullets: [
          "What is my estimated annuity if I leave now, and when can it start?",
          "How close am I to a milestone, such as a minimum retirement age or a service threshold, that would change the benefit?",
          "Could I return to public service later and restore or add to my service credit?",
        ],
      },
      {
        heading: "Savings Plans",
        paragraphs: [
          "Thrift Savings Plan balances and state 457 or 403(b) accounts stay yours when you leave. You can usually leave the money where it is, roll it into your new employer's 401(k) or into an IRA. Compare fees, investment choices and withdrawal rules before moving anything; the TSP's fees are among the lowest available. Check whether employer contributions in your current plan are fully vested.",
        ],
      },
      {
        heading: "Health and Life Insurance",
        paragraphs: [
          "Carrying government health coverage into retirement usually requires meeting specific conditions, such as an immediate annuity and years of continuous enrolment, and leaving early can forfeit it. Confirm the rules for your plan before resigning. To bridge a gap before new coverage starts, ask about continuation options, such as Temporary Continuation of Coverage for federal employees or COBRA-style coverage for other plans.",
        ],
      },
      {
        heading: "Timing Your Exit",
        bullets: [
          "Check leave payout rules: many employers pay unused annual leave as a lump sum, but not sick leave.",
          "Consider the timing relative to pay periods, the end of a month, a bonus or award cycle, and your pension milestones.",
          "Confirm your new employer's benefit start dates and 401(k) vesting schedule.",
          "Keep copies of your personnel file, SF-50s or equivalent, and retirement statements; you will need them later.",
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
          "Check whether your company has a formal mentoring program; many pair new hires with experienced colleagues. Professional associations, alumni networks and veterans' organisations often run mentoring programs too. Informally, mentoring relationships usually grow out of good conversations: an informational interview, a helpful colleague or a speaker you followed up with.",
          "Rather than asking a stranger 'will you be my mentor?', ask for advice on a specific question. If the conversation goes well, ask whether you could check in again in a month. Relationships built this way tend to last.",
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
      },
      {
        heading: "Accountability for Results",
        paragraphs: [
          "Expect to own targets such as revenue, costs, delivery dates or customer satisfaction, and to report on them frequently. Build a simple dashboard for your team's key measures and review it weekly. Share it with your team so everyone understands how their work connects to results. When numbers slip, report early with a recovery plan; leaders value candour over optimism.",
        ],
      },
      {
        heading: "Leading Through Change",
        bullets: [
          "Expect reorganisations, shifting priorities and new tools more often than in government.",
          "Explain the reason for each change to your team, not only the change itself.",
          "Protect focus: push back on priorities that would overload the team, using data.",
          "Invest in one-on-ones: regular, short, and focused on the employee's goals as well as the work.",
          "Recognise good work quickly and specifically; small recognition matters more when formal awards are rare.",
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
        ],
      },
      {
        heading: "Finding Clients",
        paragraphs: [
          "Your first clients will almost certainly come from your network: former colleagues at contractors, nonprofits, other jurisdictions or companies you met through work, within ethics limits. Tell people clearly what problem you solve. Subcontracting to established firms is a common route into government-related work, and registering in SAM.gov is required for direct federal contracts. Publish useful content about your specialty to attract inbound inquiries.",
        ],
      },
      {
        heading: "Pricing Your Work",
        paragraphs: [
          "New consultants often charge too little. A common starting point is to take the salary you want, add the cost of benefits and overhead, and divide by realistic billable hours, often 1,000 to 1,400 a year rather than 2,080. Consider fixed-price projects for well-defined work, which reward your efficiency. Revisit your rates each year and raise them as your reputation grows.",
        ],
      },
    ],
  },
];
