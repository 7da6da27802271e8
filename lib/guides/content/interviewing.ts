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
        heading: "Sample Answers",
        paragraphs: [
          "'I spent nine years at the state Department of Revenue, and I am proud of the modernization work I led there. What I enjoyed most was improving how customers experience a service, and I want to do that with more speed and direct feedback than government budgets and cycles allow. Your customer operations team is growing fast, and I would love to bring what I learned serving two million taxpayers to your customers.'",
          "'My federal career taught me to manage large contracts and complex stakeholders. I have realised I want to be on the side that builds the solution, not only the side that buys it. Joining a company that serves agencies lets me use my understanding of the customer while learning how a business delivers and grows.'",
        ],
      },
      {
        heading: "What to Avoid",
        bullets: [
          "Criticising your agency, leadership, politics or colleagues, even when invited to.",
          "Making it about pay alone; it is fine to want more, but it should not be your headline.",
          "Mentioning shutdowns, hiring freezes or budget fights as your main reason; it sounds like you are fleeing.",
          "Long answers; keep it to about sixty seconds and let them ask follow-ups.",
        ],
      },
      {
        heading: "Prepare for the Follow-Ups",
        paragraphs: [
          "Expect probing questions: 'How will you adjust to a faster pace?', 'How do you feel about profit as a goal?', 'Will you miss the stability?'. Answer with evidence: a time you delivered under a tight deadline, a project where you had to justify costs against results, or a change you drove despite uncertainty. Practise your answer aloud until it sounds natural rather than rehearsed, and make sure it matches your cover letter and LinkedIn story.",
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
          "Most private-sector interviews rely on behavioral questions, based on the idea that past behaviour predicts future performance. Questions begin with 'Tell me about a time when...' or 'Give me an example of...'. Interviewers often score answers against a rubric, so a structured, specific story beats a general description of how you usually work.",
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
        heading: "Common Mistakes from Government Candidates",
        paragraphs: [
          "Saying 'we' throughout: interviewers need to know what you did. Use 'I' for your actions while crediting the team for theirs. Spending too long on the situation: regulations and organisational history lose listeners; summarise. Ending without a result: if the project outcome is unknown, share intermediate results and what you learned. Choosing stories where the process was the hero: private employers want to hear judgment, initiative and speed.",
        ],
      },
      {
        heading: "Practise Out Loud",
        paragraphs: [
          "Record yourself answering three random behavioral questions and listen back. Check that each answer has all four STAR parts, stays under about two and a half minutes and includes at least one concrete number or outcome. Then practise with a friend who asks follow-up questions, such as 'What would you do differently?' and 'How did you measure success?', because real interviewers dig deeper.",
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
        heading: "Translate Public Value into Business Value",
        paragraphs: [
          "Many government results are about public outcomes: fewer errors, faster benefits, safer facilities. Connect them to business measures the interviewer cares about. Faster processing is throughput and customer satisfaction. Fewer audit findings is reduced compliance risk. Reduced overtime is cost savings. Higher adoption of an online service is digital transformation and lower cost per transaction.",
          "Where you can, convert time into money: 'We saved about 2,000 staff hours a year, roughly the work of one full-time employee.'",
        ],
      },
      {
        heading: "Deliver Numbers Naturally",
        paragraphs: [
          "Place the key number in your result, not in a long list during the situation. One or two numbers per story are enough; more becomes hard to follow. Pair each number with meaning: 'We cut the backlog from 6,000 to 1,500 cases, which meant families received benefits within a month instead of a quarter.' The number proves it; the meaning makes it stick.",
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
    ],
  },
  {
    name: "Overcoming the Bureaucrat Stereotype",
    description: "Recognise the doubts some private-sector interviewers have about government candidates and address them with evidence.",
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
          "Adaptability: a reorganisation, new system or leadership change you navigated well.",
          "Customer focus: how you served the public, a demanding and diverse customer base.",
        ],
      },
      {
        heading: "Reframe Government Strengths",
        paragraphs: [
          "Several government habits are assets in business when framed correctly. Careful documentation is audit readiness. Stakeholder coordination is the ability to align large organisations. Comfort with regulation is compliance expertise that protects revenue. Serving the public is customer service at scale, often under scrutiny. Make these connections explicit; do not expect the interviewer to make them for you.",
        ],
      },
      {
        heading: "Show You Understand Business",
        paragraphs: [
          "Before each interview, learn the company's business model: who pays them, how they make money, who competes with them and what their priorities are this year. Use that knowledge in your answers and questions. A candidate who asks how a team's work affects customer retention or margin sounds like someone who already thinks commercially.",
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
          "Consulting firms, strategy teams and many analyst and operations roles use case interviews or practical exercises. You receive a business problem, such as 'a client's call centre costs are rising; what would you do?', and talk through your approach. The interviewer is judging how you structure an ambiguous problem, use numbers, communicate and reach a recommendation, not whether you know the right answer.",
        ],
      },
      {
        heading: "A Reliable Approach",
        bullets: [
          "Clarify: restate the problem, ask about the goal, constraints and what success looks like.",
          "Structure: break the problem into three or four logical parts before diving in, for example volume, cost per contact and mix of channels.",
          "Hypothesise: say where you would look first and why.",
          "Analyse: ask for data, do quick maths aloud and interpret what numbers mean.",
          "Recommend: give a clear answer, the main risks and next steps, even if your analysis is incomplete.",
        ],
      },
      {
        heading: "Your Government Experience Helps",
        paragraphs: [
          "Many case problems resemble work you have done: improving a process, deciding where to invest limited resources, evaluating a program, assessing risk. Drawing on that experience is fine if you keep it brief and relevant: 'In a similar situation at my agency, the cause turned out to be repeat contacts, so I would check that first.' It shows judgment grounded in reality.",
        ],
      },
      {
        heading: "Practical Exercises and Take-Home Tasks",
        paragraphs: [
          "Some employers give you a spreadsheet, a written prompt or a presentation task. Clarify the time expected and stick to it; employers want to see prioritisation, not perfection. Lead your deliverable with the answer, show key evidence simply and state assumptions clearly. If you present, practise to fit the time and prepare for questions that challenge your assumptions.",
        ],
      },
      {
        heading: "How to Practise",
        bullets: [
          "Work through published practice cases from consulting firms' career pages and case books.",
          "Practise mental maths: percentages, growth rates and simple market sizing.",
          "Do live practice with a partner at least three times before a case interview.",
          "After each practice, note where you lost structure and fix that next time.",
          "Think aloud: silence hides your reasoning, which is what you are being evaluated on.",
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
        heading: "Recorded Video Interviews",
        paragraphs: [
          "Some employers use one-way recorded interviews where questions appear on screen and you record answers within a time limit. Use any practice questions offered, keep answers structured with STAR, and watch the timer. Treat each answer as if a person were listening, because one will be later. If a technical problem occurs, contact the recruiter immediately and calmly; most will reset the session.",
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
        heading: "Questions That Help a Government Candidate",
        bullets: [
          "Have people joined this team from government before, and how did they adapt?",
          "Which parts of my public-sector experience would be most useful here?",
          "What should I learn in my first ninety days to be effective quickly?",
          "Is there anything in my background that makes you hesitate? I would be glad to address it.",
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
        heading: "Following Up on Timelines",
        paragraphs: [
          "If the employer gave a decision date and it passes, wait two business days, then send a polite note to the recruiter asking for an update and restating your interest. If you hear nothing, follow up once more a week later. Hiring often slows because of approvals, budget changes or travel, and silence is not always a rejection. Keep searching and interviewing elsewhere until you have a signed offer.",
        ],
      },
      {
        heading: "If You Have Another Offer",
        paragraphs: [
          "Tell other companies you are interested in if you receive an offer with a deadline. Be honest and respectful: 'I have received an offer and need to respond by Friday. You are my first choice, so I wanted to ask whether your timeline could allow a decision before then.' Companies that want you will often speed up. Never invent a competing offer.",
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
        heading: "After You Accept",
        paragraphs: [
          "Once you have signed an offer, withdraw politely from other processes, thank the people who helped you, including referrals and informational contacts, and update your network when you start. Then turn to your exit from government: notice, ethics counselling, benefits and leaving your files in good order.",
        ],
      },
    ],
  },
];
