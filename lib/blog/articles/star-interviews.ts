import type { ArticleSeed } from "./types";

export const starInterviews: ArticleSeed = {
  slug: "star-interview-answers-from-public-service-stories",
  title: "Interviewing with STAR: Turning Public-Service Stories into Winning Answers",
  excerpt:
    "Behavioral interviews reward specific stories told in a clear structure. Your public-service career is full of them. How to build STAR answers, with a caseworker's story worked through.",
  category: "Interviewing",
  tags: ["interviewing", "STAR method", "behavioral interviews", "caseworkers", "career change"],
  keywords: ["STAR method examples government", "behavioral interview public sector", "interview questions career change", "caseworker interview answers"],
  metaDescription:
    "Use the STAR method to turn public-service experience into strong behavioral interview answers, with a caseworker example and the questions to prepare.",
  featured: false,
  publishedOn: "2025-06-23",
  content: `## Why behavioral interviews favor people with real stories

Most private employers now use behavioral interview questions: "Tell me about a time when you...". The idea is simple. How you handled a situation in the past is the best available predictor of how you will handle the next one. Interviewers are listening for specifics: a real situation, what you personally did, and what happened as a result.

Public servants often undersell themselves here. They describe what their office does rather than what they did, speak in "we" throughout, and stop before the result. Yet few careers supply better material. You have dealt with angry members of the public, impossible deadlines, shrinking budgets, complex rules and competing stakeholders. The task is to tell those stories in a shape an interviewer can score.

## The STAR structure

**Situation.** Set the scene in two or three sentences: where you were, what was at stake. Keep it short; this is context, not the story.

**Task.** What were you responsible for? What did success look like? One or two sentences.

**Action.** What did you do? This is the heart of the answer and should take about half your time. Use "I", not "we". Describe your reasoning as well as your steps: the interviewer wants to see how you think.

**Result.** What happened? Quantify if you can. Say what you learned or what changed afterwards. An answer without a result feels unfinished, and interviewers mark it down.

Aim for about two minutes per answer. Shorter answers usually lack the action detail; longer ones lose the listener.

## A worked example: a caseworker's story

Consider a county social services caseworker applying for a customer success manager role at a software company. The interviewer asks: "Tell me about a time you handled a difficult customer."

A weak answer: "In my job I deal with difficult clients all the time. We have procedures for escalations, and I always try to stay calm and professional."

That answer has no situation, no action and no result. Here is the same experience told with STAR.

**Situation:** "I managed a caseload of about 90 families for a county benefits program. One client had her food assistance stopped because a renewal form was marked as not received, even though she had mailed it. She came to the office furious; she had three children and no groceries for the week."

**Task:** "My job was to resolve her case, but I also needed to calm the situation down. She was raising her voice in a waiting room full of other families, and my supervisor was out."

**Action:** "I asked her to step into a private interview room and let her explain everything before I said anything, because people who feel heard calm down faster. Then I told her exactly what I could do that day and what I could not. I checked our scanning queue and found her form misfiled under a different case number. I corrected the record, requested an expedited reinstatement and, while it processed, referred her to a partner food bank with a same-day pickup. I called her two days later to confirm the benefits had posted. Afterwards I noticed misfiled renewals were a pattern, so I wrote up three similar cases and proposed a second check in the scanning step."

**Result:** "Her benefits were restored within 48 hours and she thanked me in a note to my supervisor. The scanning check was adopted office-wide, and misfiled renewals dropped by about two-thirds over the next quarter."

Notice how naturally this maps to customer success work: de-escalation, root-cause analysis, follow-up and a process fix that prevented repeat problems. You do not have to pretend your caseload was a customer list. Name the skill and let the interviewer draw the connection, or draw it for them in one closing sentence: "That's how I approach customer issues: fix the immediate problem, then fix the cause."

## Build a story bank before the interview

Prepare eight to ten stories that together cover the themes most interviews touch. Each story can often answer several questions.

**Handling conflict** with a colleague, a manager or a member of the public. **Leading without authority**, for example coordinating another office or a contractor. **A failure** and what you learned; choose a real one, with a genuine lesson. **A tight deadline** or competing priorities. **Improving a process** or saving money. **Influencing a decision** with data. **Adapting to a change** in policy, leadership or technology. **Going beyond the job** for a customer or stakeholder.

For each story, write short notes under the four STAR headings, with the numbers you will use. Practice telling them aloud; a story that reads well on paper can still run to five minutes when spoken.

## Translate the setting, not the truth

Government context needs a sentence of translation. "Congressional inquiry" becomes "a high-priority escalation from an elected official's office". "The OIG audit" becomes "an external audit". "A continuing resolution" becomes "a budget freeze that lasted five months". Do not hide that you worked in government; interviewers already know from your resume. Just make sure the listener understands the stakes without a glossary.

## Answering the question behind the question

Career changers often face a question that is not asked directly: "Can someone from government move at our pace?" Choose stories that answer it. Include at least one about speed, one about measurable results and one about working with ambiguity. When the interviewer asks why you are leaving public service, answer forwards, not backwards: talk about what you want to build next, not what frustrated you.

## After each answer

Watch the interviewer. If they ask a follow-up, that is good: it means the story interested them. Keep a short list of the stories you have used, so you do not repeat the same example across interview rounds with the same company. After the interview, write down which questions you were asked. Over a few interviews you will see the same themes recur, and your story bank will get stronger each time.`,
};
