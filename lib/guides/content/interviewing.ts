import type { GuideContent } from "../types";

const category = "Interviewing";

export const INTERVIEWING: GuideContent[] = [
  {
    name: "Answering 'Why Are You Leaving Government?'",
    description: "Prepare a confident, positive answer to the question every former public employee is asked.",
    category,
    sections: [
      {
        heading: "What the Interviewer Really Wants to Know",
        paragraphs: [
          "This question is rarely hostile. Interviewers want to understand three things: that you are moving toward something rather than just escaping, that you will stay and be happy in a private-sector environment, and that you understand how their world differs from the one you are leaving. A clear answer removes doubts; a vague one creates them.",
        ],
      },
      {
        heading: "A Three-Part Answer",
        bullets: [
          "Appreciation: a brief, genuine note about what government gave you: mission, skills, responsibility.",
          "Motivation: what you want next and why it is easier to find in the private sector: faster delivery, building products, growth, a specific industry.",
          "Connection: why this company and this role are where you want to do that.",
        ],
      },
      {
        heading: "Build Your Answer in Five Steps",
        bullets: [
          "List every honest reason you are leaving, including the unflattering ones; you need to see them all to choose well.",
          "Circle the reasons that point toward something: a kind of work, a pace, an industry, a skill you want to build.",
          "Pick the one reason that matches this employer best, and find one fact from your experience that proves you are ready for it.",
          "Write three sentences, one for each part of the answer: appreciation, motivation and connection.",
          "Say it aloud with a timer, cut anything over about sixty seconds, and check it against your cover letter so the story is the same.",
        ],
      },
      {
        heading: "Sample Answers",
        paragraphs: [
          "'I spent nine years at the state Department of Revenue, and I am proud of the modernization work I led there. What I enjoyed most was improving how customers experience a service, and I want to do that with more speed and direct feedback than government budgets and cycles allow. Your customer operations team is growing fast, and I would love to bring what I learned serving two million taxpayers to your customers.'",
          "'My federal career taught me to manage large contracts and complex stakeholders. I have realized I want to be on the side that builds the solution, not only the side that buys it. Joining a company that serves agencies lets me use my understanding of the customer while learning how a business delivers and grows.'",
        ],
      },
      {
        heading: "Worked Example: From First Draft to Final Answer",
        paragraphs: [
          "Here is an honest first draft from an illustrative IT specialist in a city government: 'Honestly, the city's procurement process takes forever, my manager does not want to try anything new, and we have not had a real raise in years.' Every word may be true, but the interviewer hears frustration and wonders whether the same complaints will follow you to their company.",
          "The revised version keeps the truth and changes the direction: 'Seven years in the city's IT department taught me to keep critical systems running for four thousand employees on a tight budget, and I am proud of that. What I want next is to build products that ship every few weeks and get direct feedback from users. Your platform team works exactly that way, and my experience supporting people who are not technical would help with the internal tools you mentioned in the posting.' Slow procurement becomes a wish for faster delivery; a cautious manager becomes a wish for direct feedback; pay is left for the offer stage.",
        ],
      },
      {
        heading: "Variations for Your Situation",
        bullets: [
          "Retiring or eligible to retire: 'I have completed a full federal career and I am starting a second one, with plenty of energy for it.' Then talk about what you want to build next, so no one assumes you are winding down.",
          "Reduction in force or end of a term appointment: say it plainly and without drama. 'My term appointment ended with the program's funding' is a fact, not a failure, and interviewers accept it.",
          "Political appointee: 'My appointment ended with the administration, as these appointments do.' Keep your views on policy and politics out of the interview.",
          "Relocation or family reasons: give the reason in one sentence and move quickly to why this role fits your goals.",
          "Joining a contractor that serves your former agency: show that you understand the post-employment rules in 18 U.S.C. 207 and 5 CFR 2641, and that you have already asked your ethics office for written advice. Employers in that market see this as a sign of good judgment.",
        ],
      },
      {
        heading: "What to Avoid",
        bullets: [
          "Criticizing your agency, leadership, politics or colleagues, even when invited to.",
          "Making it about pay alone; it is fine to want more, but it should not be your headline.",
          "Mentioning shutdowns, hiring freezes or budget fights as your main reason; it sounds like you are fleeing.",
          "Long answers; keep it to about sixty seconds and let them ask follow-ups.",
        ],
      },
      {
        heading: "Prepare for the Follow-Ups",
        paragraphs: [
          "Expect probing questions: 'How will you adjust to a faster pace?', 'How do you feel about profit as a goal?', 'Will you miss the stability?'. Answer with evidence: a time you delivered under a tight deadline, a project where you had to justify costs against results, or a change you drove despite uncertainty. Practice your answer aloud until it sounds natural rather than rehearsed, and make sure it matches your cover letter and LinkedIn story.",
        ],
      },
      {
        heading: "If They Ask About Pay, Politics or Shutdowns",
        paragraphs: [
          "Sometimes the interviewer raises the topics you were avoiding: 'Was it the shutdowns?' or 'I bet the pay is better here.' Acknowledge the point briefly, then return to your main reason: 'Budget uncertainty was part of life there, and I learned to plan for it. The bigger reason is that I want to work closer to customers and see the results of my work sooner.' You have neither denied the question nor let it define you.",
          "If asked about pay directly, it is fine to say that compensation matters to you, as it does to everyone, and that you are looking at the whole opportunity. Save specific numbers for the recruiter or the offer stage, where the conversation belongs.",
        ],
      },
    ],
  },
  {
    name: "Behavioral Interviews and the STAR Method",
    description: "Structure your answers to 'Tell me about a time...' questions so they are clear, specific and memorable.",
    category,
    sections: [
      {
        heading: "Why Behavioral Questions Dominate",
        paragraphs: [
          "Most private-sector interviews rely on behavioral questions, based on the idea that past behavior predicts future performance. Questions begin with 'Tell me about a time when...' or 'Give me an example of...'. Interviewers often score answers against a rubric, so a structured, specific story beats a general description of how you usually work.",
        ],
      },
      {
        heading: "The STAR Structure",
        bullets: [
          "Situation: the context in one or two sentences; enough for an outsider to follow, no acronyms.",
          "Task: your specific responsibility or the goal you faced.",
          "Action: what you personally did, step by step; this should be the longest part.",
          "Result: the outcome, with numbers where possible, and what you learned.",
        ],
      },
      {
        heading: "Worked Example: A Caseworker's STAR Answer",
        paragraphs: [
          "Question: 'Tell me about a time you dealt with an upset customer.' Here is an illustrative answer from a county child support caseworker applying for a customer success role. The numbers are examples, but notice how each part of STAR does its job.",
        ],
        bullets: [
          "Situation: A father called in tears because his wages were being withheld twice, once by our office and once by another state, and he could not pay his rent.",
          "Task: My job was to stop the duplicate withholding quickly and correctly, without ignoring the other state's legitimate order.",
          "Action: I calmed him first by repeating back what he had told me and promising a call-back by 3 p.m. the same day. I pulled both orders, confirmed the duplicate with the other state's caseworker by phone, and sent a corrected notice to his employer that afternoon. Then I wrote a one-page checklist for spotting duplicate interstate orders and shared it with my unit.",
          "Result: The extra withholding stopped the next pay period, and the double payment was refunded to him within three weeks. Our unit used the checklist to find and fix eleven similar cases that quarter. I learned that a fast, specific promise does more to calm someone than any amount of sympathy.",
        ],
      },
      {
        heading: "One Story, Several Questions",
        paragraphs: [
          "The same caseworker story can answer 'Tell me about a time you solved a problem across organizations' if you spend more of the Action on working with the other state, or 'Tell me about a process you improved' if you shift the emphasis to the checklist and the eleven cases it found. Before each interview, read the job posting, list the five qualities it stresses most, and decide which story you will use for each. Changing emphasis is honest; changing facts is not.",
        ],
      },
      {
        heading: "Build a Story Bank",
        paragraphs: [
          "Prepare eight to ten stories that together cover the themes most interviews test. One good story can answer several questions if you shift the emphasis. Write each one in bullet form, not as a script, and time it: two minutes is a good target.",
        ],
        bullets: [
          "Leading a team or project through a difficult change.",
          "Resolving a conflict with a colleague, stakeholder or customer.",
          "Solving a problem with incomplete information.",
          "Making a mistake, owning it and fixing it.",
          "Improving a process or saving money or time.",
          "Influencing people you had no authority over.",
          "Delivering under a tight deadline or with limited resources.",
          "Serving a difficult customer.",
        ],
      },
      {
        heading: "Short STAR Examples from Other Occupations",
        paragraphs: [
          "Here are outlines from other jobs, with illustrative details. Build your own from real events, and use only figures you can explain if the interviewer asks how you know them.",
        ],
        bullets: [
          "Contract specialist, 'a time you negotiated': a vendor proposed a 12 percent price increase on a renewal; you gathered published price lists and past invoices, offered a longer term in exchange, and settled at a 3 percent increase with better response times.",
          "Park ranger, 'a time you led without authority': during an unplanned road closure you organized volunteers, concession staff and county deputies to reroute hundreds of visitors in one afternoon, with no injuries and a written plan the park still uses.",
          "Nurse, 'a time you made a mistake': you noticed a medication timing error on your own shift, reported it at once under hospital policy, took part in the review and helped introduce a double-check that reduced similar errors on the unit.",
          "IT specialist, 'a time you had to learn something quickly': given two weeks to move a case system to the cloud, you took a vendor course at night, ran the cutover on a weekend and had users back up by Monday morning.",
        ],
      },
      {
        heading: "Know What the Company Tests",
        paragraphs: [
          "Many employers publish the values their behavioral questions are built on. Amazon, for example, lists its Leadership Principles on its careers site, and many other companies post their values or competencies in the careers section. Read them and match a story to each. If you have served on a federal hiring panel, the format will feel familiar: OPM encourages structured interviews with behavioral questions scored against a rating scale, so you already know what a strong answer looks like from the other side of the table.",
        ],
      },
      {
        heading: "Common Mistakes from Government Candidates",
        paragraphs: [
          "Saying 'we' throughout: interviewers need to know what you did. Use 'I' for your actions while crediting the team for theirs. Spending too long on the situation: regulations and organizational history lose listeners; summarize. Ending without a result: if the project outcome is unknown, share intermediate results and what you learned. Choosing stories where the process was the hero: private employers want to hear judgment, initiative and speed.",
        ],
      },
      {
        heading: "Practice Out Loud",
        paragraphs: [
          "Record yourself answering three random behavioral questions and listen back. Check that each answer has all four STAR parts, stays under about two and a half minutes and includes at least one concrete number or outcome. Then practice with a friend who asks follow-up questions, such as 'What would you do differently?' and 'How did you measure success?', because real interviewers dig deeper.",
        ],
      },
      {
        heading: "Handling Follow-Up Questions",
        bullets: [
          "'What would you do differently?': name one real change and why, without undoing the success of the story.",
          "'What was your specific role?': restate your actions in the first person and name who did the rest.",
          "'What did your manager think?': quote feedback from an appraisal or award if you have it.",
          "'Tell me about another time': have a second story ready for your three most important themes.",
        ],
      },
    ],
  },
  {
    name: "Telling Your Story with Metrics",
    description: "Use numbers in interviews to prove your impact and help interviewers compare you with industry candidates.",
    category,
    sections: [
      {
        heading: "Numbers Travel Across Sectors",
        paragraphs: [
          "Interviewers from industry may not understand your agency, but they understand '40% faster', '$3 million saved' and '12-person team'. Metrics translate your work instantly and make your stories memorable. Candidates who quantify results sound more senior and more business-minded, which directly counters the stereotype that government work is unmeasured.",
        ],
      },
      {
        heading: "Prepare Your Numbers in Advance",
        bullets: [
          "For each story in your story bank, write down the before and after figures.",
          "Know the scale of your work: budgets, team size, customers served, volume processed.",
          "Know how each number was measured, so you can explain it confidently if asked.",
          "Round sensibly and be consistent with your resume.",
        ],
      },
      {
        heading: "Where to Find Your Numbers",
        paragraphs: [
          "Government work is measured more than people think; the figures are just scattered. Start with your own records, then look at what your organization has already published, because published figures are safe to repeat.",
        ],
        bullets: [
          "Performance appraisals, award nominations and promotion packages, which often quote results.",
          "Your agency's Annual Performance Plan and Report, which the GPRA Modernization Act requires federal agencies to publish, and the goals posted on Performance.gov.",
          "Budget justifications, inspector general reports, GAO reports and, for state and local work, state auditor reports and county or city budget books.",
          "Dashboards and reports from the systems you used, and your own sent email, where status updates often record counts and dates.",
        ],
      },
      {
        heading: "Check What You May Share",
        paragraphs: [
          "Federal employees may not use nonpublic information for private gain, including to win a job (5 CFR 2635.703), and many state ethics codes have similar rules. Before you use a figure, ask whether it has been published or whether it describes your own work in a way your agency would not object to. Budget totals in a public budget book are fine; an unreleased audit finding is not.",
        ],
      },
      {
        heading: "Translate Public Value into Business Value",
        paragraphs: [
          "Many government results are about public outcomes: fewer errors, faster benefits, safer facilities. Connect them to business measures the interviewer cares about. Faster processing is throughput and customer satisfaction. Fewer audit findings is reduced compliance risk. Reduced overtime is cost savings. Higher adoption of an online service is digital transformation and lower cost per transaction.",
          "Where you can, convert time into money: 'We saved about 2,000 staff hours a year, roughly the work of one full-time employee.'",
        ],
      },
      {
        heading: "Worked Example: Turning Hours into Dollars",
        paragraphs: [
          "Suppose an HR specialist streamlined a hiring process so that managers and HR staff together spent about 2,000 fewer hours a year on paperwork. To express that in dollars, multiply the hours by a loaded hourly cost, meaning pay plus benefits. The Bureau of Labor Statistics' Employer Costs for Employee Compensation release shows that benefits add a substantial amount on top of wages, so using salary alone understates the cost.",
          "As an illustration, if you assume a loaded cost of $60 an hour, 2,000 hours is about $120,000 a year of staff time freed for other work. Say it as an estimate and be ready to explain it: 'We estimated the time saved at about 2,000 hours a year, roughly $120,000 of staff time at a typical loaded rate, which we put back into recruiting for hard-to-fill nursing jobs.' Your hourly figure should come from your own organization's pay data or a published source, not from this example.",
        ],
      },
      {
        heading: "The Same Story With and Without Numbers",
        paragraphs: [
          "Compare two versions of the same story from an illustrative state civil engineer. The second is barely longer, but it proves the claim and gives the interviewer something to repeat to the hiring committee. The figures are examples; yours should come from records you can point to.",
        ],
        bullets: [
          "Without numbers: 'As a civil engineer for the state, I worked on improving our bridge inspection process, and it went much better afterwards.'",
          "With numbers: 'I moved our district's bridge inspection reports from paper to tablets. Reports that took about ten days to reach the central office arrived in two, and we cleared a backlog of 140 overdue repairs in one season.'",
        ],
      },
      {
        heading: "Deliver Numbers Naturally",
        paragraphs: [
          "Place the key number in your result, not in a long list during the situation. One or two numbers per story are enough; more becomes hard to follow. Pair each number with meaning: 'We cut the backlog from 6,000 to 1,500 cases, which meant families received benefits within a month instead of a quarter.' The number proves it; the meaning makes it stick.",
        ],
      },
      {
        heading: "A Drill: The 'So What?' Test",
        paragraphs: [
          "Take each number in your story bank and ask 'so what?' until the answer is something a business cares about. 'I processed 300 permits a month.' So what? 'That was 40 percent more than the office average.' So what? 'Builders got approvals a week sooner, which meant projects started earlier and the county collected fees sooner.' Stop when you reach time, money, risk or customers. Do this with a friend who keeps asking, and you will find the version of each number that lands best in an interview. As always, use figures you can support, and call estimates estimates.",
        ],
      },
      {
        heading: "When Numbers Are Sensitive or Unavailable",
        bullets: [
          "Use percentages or ranges instead of exact figures that might be nonpublic.",
          "Describe scope when you lack outcomes: how many sites, people or transactions.",
          "Use comparisons: 'the fastest of our eight regions' or 'the first team to go paperless'.",
          "Be honest about estimates: 'roughly' or 'about' is fine; invented precision is not.",
        ],
        paragraphs: [
          "If an interviewer presses for a figure you cannot share, say so plainly: 'The exact number is not public, but it was the largest program in our region.' Respecting confidentiality is itself a signal employers value, because they want to know you will protect their information too.",
        ],
      },
      {
        heading: "Metrics That Suit Common Government Jobs",
        bullets: [
          "Budget analyst: size of budget managed, forecast accuracy, variance caught early, time to close the books.",
          "Contract specialist: value of contracts awarded, award cycle time, savings negotiated, protests avoided.",
          "Caseworker: caseload size, processing time, accuracy on quality-control review, backlog reduced.",
          "Police officer: calls handled per shift, community programs started, cases prepared for court, training delivered.",
          "Nurse: patients per shift, audit or compliance scores, errors prevented, staff trained on new procedures.",
          "IT specialist: users supported, system uptime, tickets resolved, systems migrated, security findings closed.",
          "Park ranger: visitors served, programs delivered, volunteer hours coordinated, incidents managed.",
        ],
      },
    ],
  },
  {
    name: "Overcoming the Bureaucrat Stereotype",
    description: "Recognize the doubts some private-sector interviewers have about government candidates and address them with evidence.",
    category,
    sections: [
      {
        heading: "Name the Concerns",
        paragraphs: [
          "Some interviewers carry assumptions about government employees: slow, rule-bound, risk-averse, unaccustomed to accountability for results or unfamiliar with profit. These assumptions are often unfair, but ignoring them does not make them go away. The best approach is to anticipate them and answer them with stories before they become unspoken reasons to reject you.",
        ],
      },
      {
        heading: "Counter with Evidence",
        bullets: [
          "Speed: a time you delivered quickly, cut a cycle time or met an urgent deadline, such as an emergency response or a legislative mandate.",
          "Initiative: a process you improved or a problem you fixed without being asked.",
          "Results orientation: metrics you owned and how you moved them.",
          "Cost awareness: a budget you managed, savings you found or a trade-off you made to get more value.",
          "Adaptability: a reorganization, new system or leadership change you navigated well.",
          "Customer focus: how you served the public, a demanding and diverse customer base.",
        ],
      },
      {
        heading: "Worked Example: 'Government Moves Slowly. How Will You Handle Our Pace?'",
        paragraphs: [
          "This question, or a polite version of it, is the stereotype spoken aloud. A weak answer argues with the premise: 'Actually, government is not that slow.' A strong answer agrees with what is fair and then offers evidence. Here is an illustrative answer from a contract specialist:",
          "'Some parts of government are slow, and I have felt that too. But my job was often to make things move inside those rules. When a hurricane damaged two of our field offices, I awarded emergency repair contracts in four days instead of the usual three months, using the emergency procedures the rules allow. I am at my best when the deadline is real and the goal is clear, and from what you have described, that is what this role has every week.'",
          "The answer works because it concedes a little, gives one specific and vivid example, and ends by linking the example to the job.",
        ],
      },
      {
        heading: "Rewrite Process Language as Judgment",
        bullets: [
          "Before: 'I followed procedure to award the contract.' After: 'I chose the fastest compliant way to buy what we needed and cut award time from five months to seven weeks.'",
          "Before: 'I escalated the issue to my supervisor.' After: 'I recommended two options to my supervisor with a preferred choice, and we went with mine.'",
          "Before: 'I was responsible for ensuring compliance.' After: 'I found and fixed the gaps before the audit, so we had no findings that year.'",
          "Before: 'We had to wait for approval.' After: 'While approval was pending, I prepared the rollout so we launched the day it came through.'",
        ],
      },
      {
        heading: "Reframe Government Strengths",
        paragraphs: [
          "Several government habits are assets in business when framed correctly. Careful documentation is audit readiness. Stakeholder coordination is the ability to align large organizations. Comfort with regulation is compliance expertise that protects revenue. Serving the public is customer service at scale, often under scrutiny. Make these connections explicit; do not expect the interviewer to make them for you.",
        ],
      },
      {
        heading: "Show You Understand Business",
        paragraphs: [
          "Before each interview, learn the company's business model: who pays them, how they make money, who competes with them and what their priorities are this year. Use that knowledge in your answers and questions. A candidate who asks how a team's work affects customer retention or margin sounds like someone who already thinks commercially.",
        ],
      },
      {
        heading: "Use Your High-Pressure Moments",
        paragraphs: [
          "Many public servants have stories that show exactly the speed and ownership that private employers want, but do not think of them as business stories. A park ranger who organized a wildfire evacuation, a nurse who reorganized a unit during a patient surge, an IT specialist who restored systems after a ransomware attack, an HR specialist who hired hundreds of temporary staff for a disaster response program: each one shows fast decisions, uncertainty handled calmly and results under scrutiny. Pick one such story, tell it in STAR form and keep it ready for any question about pace, pressure or accountability.",
        ],
      },
      {
        heading: "Questions That Signal Commercial Thinking",
        bullets: [
          "Which customer segments are growing fastest for you, and what is this team doing about it?",
          "What would make this team's results show up in revenue or margin this year?",
          "Where do you lose deals or customers today, and why?",
          "Which competitor worries you most right now?",
        ],
      },
      {
        heading: "Show You Have Already Started Adapting",
        paragraphs: [
          "The strongest answer to a stereotype is evidence that you are already changing. Mention the course you took in financial modeling, the Project Management Professional (PMP) certification from the Project Management Institute, the Lean Six Sigma training you completed, or the side project where you built something for customers. Say what you read to understand the industry, such as the company's annual report or the earnings call transcripts of public companies. None of this replaces your government experience; it shows you can learn a new environment quickly, which is the real question behind the stereotype.",
        ],
      },
      {
        heading: "Missteps That Confirm the Stereotype",
        bullets: [
          "Asking about telework rules, leave accrual or hours before showing interest in the work itself.",
          "Describing every result as a team effort that needed several layers of sign-off.",
          "Answering a simple question with the history of the regulation behind it.",
          "Apologizing for your background instead of explaining why it is useful to them.",
          "Saying you want a private job because it will be 'less stressful'; most hiring managers hear that as a warning.",
        ],
      },
      {
        heading: "Mind Your Language and Energy",
        bullets: [
          "Drop acronyms, citations and process names; describe outcomes instead.",
          "Avoid phrases like 'that was not in my job description' or 'we had to wait for approval' as explanations.",
          "Speak about decisions you made, not only those you escalated.",
          "Show enthusiasm for the company's product or customers; energy counters the stereotype as much as content does.",
        ],
        paragraphs: [
          "If you sense a concern that has not been voiced, raise it yourself near the end: 'Some people wonder how someone from government will handle the pace here. Let me give you an example of how I work under pressure.' Naming the doubt and answering it with evidence shows confidence and self-awareness, which are exactly the qualities the stereotype says you lack.",
        ],
      },
    ],
  },
  {
    name: "Case and Problem-Solving Interviews",
    description: "Prepare for case interviews and practical exercises used by consulting firms and analytical teams.",
    category,
    sections: [
      {
        heading: "What a Case Interview Tests",
        paragraphs: [
          "Consulting firms, strategy teams and many analyst and operations roles use case interviews or practical exercises. You receive a business problem, such as 'a client's call center costs are rising; what would you do?', and talk through your approach. The interviewer is judging how you structure an ambiguous problem, use numbers, communicate and reach a recommendation, not whether you know the right answer.",
        ],
      },
      {
        heading: "A Reliable Approach",
        bullets: [
          "Clarify: restate the problem, ask about the goal, constraints and what success looks like.",
          "Structure: break the problem into three or four logical parts before diving in, for example volume, cost per contact and mix of channels.",
          "Hypothesize: say where you would look first and why.",
          "Analyze: ask for data, do quick math aloud and interpret what numbers mean.",
          "Recommend: give a clear answer, the main risks and next steps, even if your analysis is incomplete.",
        ],
      },
      {
        heading: "Worked Example: A Short Case from Start to Finish",
        paragraphs: [
          "Prompt: 'Our client runs a customer service center for a utility. Costs rose 20 percent last year. What would you look at?' All the figures in this example are invented case data, the kind an interviewer gives you when you ask.",
          "Clarify: 'Is the goal to bring costs back down, or to understand the rise first? Has service quality changed? Are there limits, such as not laying anyone off?' Suppose the interviewer says the goal is to cut costs without hurting customer satisfaction.",
          "Structure: 'Total cost is the number of contacts times the cost per contact. So I would look at three things: whether contact volume went up, whether each contact got more expensive, and whether the mix shifted toward expensive channels such as phone instead of web chat.' Saying the structure aloud, before any analysis, is what interviewers score first.",
          "Analyze: you ask for data and learn that calls rose from 1 million to 1.15 million while the cost per call rose about 5 percent. Do the arithmetic aloud: 1.15 times 1.05 is about 1.21, so volume and cost per call together explain the whole rise. Then ask why volume rose. Suppose a new billing system launched last year and a third of the extra calls are about confusing bills.",
          "Recommend: 'I would start with the bills. Fixing the confusing section of the bill and adding a clear explanation online could remove many of the extra calls. Second, I would look at why cost per call rose, perhaps overtime during the launch. The risk is that a redesign takes months, so in the meantime I would add a short recorded message about the new bill. Next step: test the redesigned bill with a sample of customers.'",
        ],
      },
      {
        heading: "Your Government Experience Helps",
        paragraphs: [
          "Many case problems resemble work you have done: improving a process, deciding where to invest limited resources, evaluating a program, assessing risk. Drawing on that experience is fine if you keep it brief and relevant: 'In a similar situation at my agency, the cause turned out to be repeat contacts, so I would check that first.' It shows judgment grounded in reality.",
        ],
      },
      {
        heading: "Market Sizing in Three Steps",
        paragraphs: [
          "Some cases ask you to estimate a number you cannot know, such as 'How many electric vehicle chargers might a mid-size city need?'. The interviewer is testing your logic, not your memory. First, state a simple chain: number of households, times the share likely to own an electric vehicle, times the share without a home charger, divided by the number of cars one public charger can serve. Second, put a round, clearly labeled assumption on each link and say why you chose it. Third, sanity-check the result against something you know and say which assumption you would test first with real data. If you have built a workload model for staffing or a cost estimate for a budget request, you have already done this kind of reasoning.",
        ],
      },
      {
        heading: "Tools Worth Knowing",
        bullets: [
          "Profit equals revenue minus costs; revenue is price times volume; cost splits into fixed and variable.",
          "An issue tree breaks a question into parts that do not overlap and together cover everything, which consultants call MECE: mutually exclusive, collectively exhaustive.",
          "A simple two-by-two grid, such as cost against impact, helps you rank options quickly.",
          "Break-even: how many units or months until an investment pays for itself.",
        ],
      },
      {
        heading: "Practical Exercises and Take-Home Tasks",
        paragraphs: [
          "Some employers give you a spreadsheet, a written prompt or a presentation task. Clarify the time expected and stick to it; employers want to see prioritization, not perfection. Lead your deliverable with the answer, show key evidence simply and state assumptions clearly. If you present, practice to fit the time and prepare for questions that challenge your assumptions.",
        ],
      },
      {
        heading: "Worked Example: A Take-Home Spreadsheet Task",
        paragraphs: [
          "Suppose a company sends an illustrative program analyst a spreadsheet of twelve months of orders by region and asks for three slides on 'what is happening and what we should do'. A government habit would be a thorough briefing that walks through every region in order. A stronger submission opens with the answer: 'Orders are flat overall, but the West is down 15 percent since March while every other region grew; we should find out why before the peak season.' Slide two shows the one chart that proves it. Slide three lists two likely causes, what data would confirm each, and a recommendation. State your assumptions in a short note, mention anything odd you noticed in the data, and keep to the time the employer suggested, telling them roughly how long you spent.",
        ],
      },
      {
        heading: "How to Practice",
        bullets: [
          "Work through published practice cases from consulting firms' career pages and case books.",
          "Practice mental math: percentages, growth rates and simple market sizing.",
          "Do live practice with a partner at least three times before a case interview.",
          "After each practice, note where you lost structure and fix that next time.",
          "Think aloud: silence hides your reasoning, which is what you are being evaluated on.",
        ],
      },
      {
        heading: "Habits Government Candidates Should Unlearn for Cases",
        bullets: [
          "Waiting for complete data: state an assumption and move on; you can revisit it.",
          "Recommending a study, a working group or a pilot as the whole answer: give a decision first, then the test that would confirm it.",
          "Hedging every statement: one clear recommendation with stated risks sounds more senior than five options.",
          "Ignoring revenue: public programs rarely earn money, but in business the best answer often grows revenue rather than cutting cost.",
          "Getting lost in rules: mention a legal or regulatory limit in one sentence if it matters, then keep solving.",
        ],
      },
    ],
  },
  {
    name: "Video and Phone Interview Essentials",
    description: "Prepare your setup, presence and technique for remote screening and interview rounds.",
    category,
    sections: [
      {
        heading: "Most Processes Start Remotely",
        paragraphs: [
          "Recruiter screens are usually phone or video calls, and many companies run entire interview processes by video. Remote interviews feel informal, but they are assessed just as strictly, and small technical or presence problems can distract from strong answers. Preparation removes those risks.",
        ],
      },
      {
        heading: "Keep Your Search Off the Government Clock",
        paragraphs: [
          "For federal employees, the Standards of Ethical Conduct limit the use of government property (5 CFR 2635.704) and official time (5 CFR 2635.705), which rules out interviewing from a government laptop or during duty hours. State and local governments have similar acceptable-use policies. Schedule interviews before or after work or take annual leave, and if you are teleworking, use your own device and your own internet connection, not a government virtual private network.",
        ],
      },
      {
        heading: "Set Up Your Space",
        bullets: [
          "Test the platform the company uses (Zoom, Teams, Google Meet, Webex) a day before on the device you will use.",
          "Use a personal device and network, never government equipment, and close other applications.",
          "Put the camera at eye level and light your face from the front, such as a window or lamp behind the camera.",
          "Choose a quiet room with a simple background; use a neutral virtual background only if it does not flicker.",
          "Use headphones with a microphone for clearer sound, and keep a phone number ready in case video fails.",
        ],
      },
      {
        heading: "Presence on Camera",
        paragraphs: [
          "Look at the camera when making key points; it reads as eye contact. Sit upright, keep your hands visible occasionally and smile when greeting. Speak a little slower than usual and pause slightly longer at the end of answers, because audio delays cause people to talk over each other. Dress as you would for an in-person interview, at least from the waist up.",
        ],
      },
      {
        heading: "Phone Screen Tips",
        bullets: [
          "Stand up or sit upright; your voice sounds more energetic.",
          "Keep your resume, the job posting and your notes in front of you, but do not read from a script.",
          "Have a short answer ready for 'tell me about yourself' and your salary range.",
          "Ask the recruiter about the next steps, the timeline and the interview format before hanging up.",
          "Take the call somewhere private and quiet, never from your government office or a shared workspace.",
        ],
      },
      {
        heading: "Worked Example: 'What Are Your Salary Expectations?'",
        paragraphs: [
          "Recruiters often ask this on the first call. Prepare before the call, not during it. Check the range in the posting: several states, including Colorado, California, Washington and New York, require many employers to publish pay ranges, and many companies now do so everywhere. Look up typical pay for the occupation in the Bureau of Labor Statistics' Occupational Outlook Handbook, and compare with what people in the role tell you in networking conversations. Many states and cities also bar employers from asking about your salary history; but remember that General Schedule pay tables are public, so a recruiter who knows your grade can estimate your pay anyway.",
          "Suppose, as an illustration, that you are a GS-13 program analyst whose base plus locality pay is about $120,000 in the current OPM table for your area, and the posted range is $115,000 to $140,000. A good answer: 'Based on the posted range and my research for similar roles, I am targeting the upper half of that range, depending on the full benefits package. Is that in line with what you have budgeted?' You give a researched range, you link it to total compensation, and you invite the recruiter to respond, without locking yourself to one number.",
        ],
      },
      {
        heading: "Worked Example: 'Tell Me About Yourself' in Ninety Seconds",
        paragraphs: [
          "Use a present, past, future structure. An illustrative HR specialist: 'I am an HR specialist with the Department of Veterans Affairs, where I run recruiting for three medical centers, about 400 hires a year, mostly nurses and technicians. Before that I spent four years in classification, so I know how to build job structures that hold up. I have cut our time to hire by a third by moving interviews online and coaching managers. Now I want to bring that to a growing healthcare company, which is why your talent acquisition role caught my eye.' The figures are an example; the structure is what to copy.",
        ],
      },
      {
        heading: "Panel Interviews on Video",
        bullets: [
          "Write down each panelist's name and role as they are introduced, and use names when you answer.",
          "Look at the camera rather than at whichever face is speaking; everyone sees you looking at them.",
          "When a question comes from one person, answer them, then briefly connect it to another panelist's area if it fits.",
          "Wait a beat before answering, since someone else may add to the question after a delay.",
          "Ask at the end whether each panelist has anything they would like you to expand on.",
        ],
      },
      {
        heading: "Recorded Video Interviews",
        paragraphs: [
          "Some employers use one-way recorded interviews where questions appear on screen and you record answers within a time limit. Use any practice questions offered, keep answers structured with STAR, and watch the timer. Treat each answer as if a person were listening, because one will be later. If a technical problem occurs, contact the recruiter immediately and calmly; most will reset the session.",
        ],
      },
      {
        heading: "The Thirty Minutes Before the Call",
        bullets: [
          "Restart your computer, close every other program and silence notifications on your phone and screen.",
          "Open the job posting, your resume, your story list and your questions in one window you can glance at.",
          "Put water within reach and a note on the door so nobody walks in.",
          "Join the call two or three minutes early, with your name displayed correctly, and check audio once more.",
        ],
      },
      {
        heading: "When the Technology Fails",
        paragraphs: [
          "Problems happen to everyone; how you handle them is what the interviewer remembers. If video freezes, say so calmly and offer an alternative: 'I think my connection dropped. Shall I call you on the phone at the number in the invitation, and we can continue from the last question?' Keep the recruiter's phone number and email address on paper before you start, and send a short note afterwards if the call was cut short, restating your interest.",
        ],
      },
    ],
  },
  {
    name: "Questions to Ask Your Interviewer",
    description: "Ask questions that show business sense and help you decide whether the job and company are right for you.",
    category,
    sections: [
      {
        heading: "Your Questions Are Part of the Evaluation",
        paragraphs: [
          "Almost every interview ends with 'What questions do you have for us?'. Saying 'none' suggests low interest. Good questions show you understand the business, help you stand out and give you information to evaluate the offer. For career changers, they are also a chance to learn what the private-sector role really involves.",
        ],
      },
      {
        heading: "About the Role",
        bullets: [
          "What would success look like in this role after six months and after a year?",
          "What are the biggest challenges the person in this role will face?",
          "How is performance measured, and how often is it reviewed?",
          "What does a typical week look like, and how is time split between tasks?",
        ],
      },
      {
        heading: "About the Team and Company",
        bullets: [
          "How does this team contribute to the company's goals this year?",
          "How are decisions made here, and how quickly do they usually happen?",
          "What do people who succeed here have in common?",
          "How has the team changed in the last year, and where is it heading?",
          "Who are your main customers, and what do they value most about your product or service?",
        ],
      },
      {
        heading: "Worked Example: Turning Research into Questions",
        paragraphs: [
          "Generic questions are fine; specific ones are memorable. Suppose an illustrative state Medicaid program analyst is interviewing for an operations analyst role at a health insurer. Her research turns up three facts: the posting mentions 'claims turnaround', the company's latest annual report says it is expanding into two new states, and a news story describes a new customer portal.",
          "Each fact becomes a question. 'The posting mentions claims turnaround. Where is it today compared with where you want it, and what is getting in the way?' 'With the expansion into two new states, how will this team's work change over the next year?' 'I read about the new member portal. How is the team measuring whether it reduces calls?' Each question shows preparation, invites a real answer and gives her an opening to mention relevant experience, such as the claims backlog she helped clear in state government.",
        ],
      },
      {
        heading: "Listen, Then Follow Up",
        paragraphs: [
          "The best question is often the second one. When an interviewer answers, pick up a detail and go one level deeper: 'You mentioned the team is stretched since two people left. Is this role replacing one of them, or is it new?' or 'You said decisions are fast here. Can you give me an example of a recent one?' Follow-ups show you were listening and turn an interview into a conversation, which is what interviewers remember. Take brief notes so you can refer back to their words, and use those notes in your thank-you message.",
        ],
      },
      {
        heading: "Questions That Help a Government Candidate",
        bullets: [
          "Have people joined this team from government before, and how did they adapt?",
          "Which parts of my public-sector experience would be most useful here?",
          "What should I learn in my first ninety days to be effective quickly?",
          "Is there anything in my background that makes you hesitate? I would be glad to address it.",
        ],
      },
      {
        heading: "Pay and Benefits Questions, at the Right Stage",
        paragraphs: [
          "When you reach the recruiter stage or an offer, ask the questions that let you compare the package with your government pay and benefits. Public servants often forget items that were automatic in government, such as retirement contributions and predictable raises.",
        ],
        bullets: [
          "What is the salary range for this role, and how is the final figure decided?",
          "Is there a bonus, and how much of the target was actually paid out in the past two years?",
          "How does the 401(k) match work, and how long until it vests?",
          "What do employees pay for health coverage at my coverage level, and what are the deductible and out-of-pocket maximum?",
          "How much paid time off and how many holidays are there, and can unused time carry over?",
          "How are raises and promotions decided, and when is the annual review?",
        ],
      },
      {
        heading: "What the Answers Tell You",
        bullets: [
          "Vague answers about success in the role can mean the job itself is not yet defined.",
          "Several people recently leaving the team is worth a gentle follow-up question about why.",
          "An interviewer who cannot describe how decisions are made may be describing a slow culture.",
          "Clear, specific answers with examples usually signal a well-run team.",
        ],
      },
      {
        heading: "If the Company Sells to Government",
        paragraphs: [
          "Contractors and companies with public-sector customers are natural first stops, and your questions can show you understand their business from the inside.",
        ],
        bullets: [
          "How much of this team's work depends on one contract, and when does it come up for recompetition?",
          "How did the last continuing resolution or funding delay affect the team's plans?",
          "Does the company sponsor security clearances for new hires, and how long does that usually take?",
          "How does the company handle former government employees' post-employment restrictions on specific matters?",
        ],
      },
      {
        heading: "Questions to Avoid",
        bullets: [
          "Anything answered on the company's website or in the posting; it suggests you did not prepare.",
          "Questions about how soon you could transfer or be promoted, before you have even started.",
          "Yes-or-no questions that end the conversation instead of opening it.",
        ],
      },
      {
        heading: "Timing and Etiquette",
        paragraphs: [
          "Prepare five or six questions and ask two or three, choosing ones not already answered. Tailor them to each interviewer: a hiring manager can speak to goals and challenges, a peer to daily work and culture, a senior leader to strategy. Save questions about salary, benefits and leave for the recruiter or the offer stage unless the interviewer raises them. Always close by asking about next steps and the timeline, so you know when to follow up.",
        ],
      },
      {
        heading: "A Short Question Plan for One Interview Day",
        paragraphs: [
          "For a day with three interviews, write a small table the night before. For the hiring manager: success at six months, the biggest challenge, how performance is measured. For a future peer: a typical week, how the team works together, what they wish they had known when they started. For a senior leader: the year's priorities and how this team contributes. Add one research-based question for each, and keep the pay questions for the recruiter. Tick off questions as they are answered during the day, so you never ask something that was covered an hour earlier.",
        ],
      },
    ],
  },
  {
    name: "Following Up After the Interview",
    description: "Send effective thank-you notes, follow up at the right times and handle offers, delays and rejections professionally.",
    category,
    sections: [
      {
        heading: "The Thank-You Note",
        paragraphs: [
          "Send a short thank-you email to each interviewer within twenty-four hours. It is a courtesy, a reminder of who you are and a last chance to strengthen your case. Keep it to four or five sentences and make it specific to the conversation, so it cannot be mistaken for a template.",
        ],
        bullets: [
          "Thank them for their time and mention something specific you discussed.",
          "Reinforce one way you would help with a challenge they raised.",
          "Add anything important you forgot to say, briefly.",
          "Close with enthusiasm for the role and the next steps.",
        ],
      },
      {
        heading: "A Thank-You Note You Can Adapt",
        paragraphs: [
          "Here is an illustrative note from a former county police sergeant after interviewing for a corporate security manager role. Subject: 'Thank you, security manager interview'. Body: 'Dear Ms. Chen, thank you for taking the time to talk with me today. I especially enjoyed our conversation about coordinating with local police during incidents at your distribution centers. As I mentioned, I set up a similar liaison arrangement between our department and two large employers in the county, and I would be glad to do the same for your sites. I forgot to mention that I hold current certification as a firearms instructor, in case that is useful for your training plans. I am very interested in the role and look forward to hearing about next steps. Best regards, Daniel Reyes.'",
          "Notice what it does: a specific memory from the interview, one link to their needs, one brief addition and a warm close. Send a different version to each interviewer, since they often compare notes.",
        ],
      },
      {
        heading: "Following Up on Timelines",
        paragraphs: [
          "If the employer gave a decision date and it passes, wait two business days, then send a polite note to the recruiter asking for an update and restating your interest. If you hear nothing, follow up once more a week later. Hiring often slows because of approvals, budget changes or travel, and silence is not always a rejection. Keep searching and interviewing elsewhere until you have a signed offer.",
        ],
      },
      {
        heading: "Check-In Messages That Work",
        paragraphs: [
          "First check-in, two business days after the promised date: 'Hi Sam, I hope your week is going well. I wanted to check in on the operations analyst role, since you mentioned a decision around the 15th. I remain very interested and am happy to provide anything else you need.' Second check-in, a week later: 'Hi Sam, following up once more on the operations analyst role. If the timeline has changed, I would be grateful for an update when you have one.' Keep both short and friendly, and do not mention your frustration even if you feel it.",
        ],
      },
      {
        heading: "If You Have Another Offer",
        paragraphs: [
          "Tell other companies you are interested in if you receive an offer with a deadline. Be honest and respectful: 'I have received an offer and need to respond by Friday. You are my first choice, so I wanted to ask whether your timeline could allow a decision before then.' Companies that want you will often speed up. Never invent a competing offer.",
        ],
      },
      {
        heading: "Negotiating the Offer",
        paragraphs: [
          "Many government employees have never negotiated pay, because GS grades and steps or a union contract set it. In the private sector, a respectful counteroffer is normal. Ask for the offer in writing, thank them, and ask for a day or two to review it. Then compare total compensation with your current package, using your pay stub, OPM's General Schedule pay tables or your state or city pay plan, and the employer's benefits summary.",
          "An illustrative script, for an offer of $95,000 to a contract specialist whose research supports more: 'Thank you again; I am excited about this role. Having compared the full package with my current one, including the retirement contributions I would give up, I was hoping for a base salary closer to $103,000. If that is difficult, I would also welcome a discussion of a signing bonus or an earlier salary review.' Give a specific figure you can justify, then stop talking and listen. If the base salary cannot move, ask about a signing bonus, extra paid time off, a remote work arrangement or a professional development budget.",
        ],
      },
      {
        heading: "Before You Give Notice",
        bullets: [
          "Wait until the offer is final: background checks, drug tests, reference checks and any other conditions should be cleared in writing.",
          "Confirm your start date with enough time to settle benefits, and ask HR for a retirement and leave estimate based on your last day.",
          "Check your notice obligations; two weeks is customary in most workplaces, but read your personnel rules or union contract.",
          "Ask your ethics office for post-employment advice under 18 U.S.C. 207 and 5 CFR 2641 if you are federal, or under your state or city ethics code.",
          "Tell your supervisor in person before anyone else, and offer a written handover plan for your open work.",
        ],
      },
      {
        heading: "Handling Rejection Gracefully",
        bullets: [
          "Reply to thank them and say you would welcome future opportunities.",
          "Ask if they can share any feedback that would help you in future interviews.",
          "Connect with interviewers on LinkedIn if the conversation went well; second-choice candidates are often called for the next opening.",
          "Record what you learned in your tracker and adjust your preparation.",
        ],
      },
      {
        heading: "Follow-Up Mistakes to Avoid",
        bullets: [
          "Sending one identical thank-you note to every interviewer with only the name changed.",
          "Following up every day or two; twice, a week apart, is enough before you let it rest.",
          "Using your government email address or signature block for any message to the employer.",
          "Going silent after a rejection, when a gracious reply keeps you in mind for the next opening.",
          "Announcing the new job on LinkedIn before you have told your supervisor.",
        ],
      },
      {
        heading: "After You Accept",
        paragraphs: [
          "Once you have signed an offer, withdraw politely from other processes, thank the people who helped you, including referrals and informational contacts, and update your network when you start. Then turn to your exit from government: notice, ethics counseling, benefits and leaving your files in good order.",
        ],
      },
    ],
  },
];
