import type { ArticleSeed } from "./types";

export const first90Days: ArticleSeed = {
  slug: "first-90-days-after-leaving-government",
  title: "Your First 90 Days in the Private Sector After Government",
  excerpt:
    "You got the job. The first three months decide how you are seen for years. A 30-60-90 plan for former public servants, and the culture shifts to expect.",
  category: "Career Growth",
  tags: ["first 90 days", "onboarding", "workplace culture", "career growth", "career change"],
  keywords: ["first 90 days new job", "30 60 90 day plan", "government to corporate culture", "new job after public service"],
  metaDescription:
    "A 30-60-90 day plan for former government employees starting a private-sector job: culture shifts, early wins and how to earn trust fast.",
  featured: false,
  publishedOn: "2025-07-21",
  content: `## The transition is not over on day one

Many career changers treat the job offer as the finish line. It is really the halfway point. The first three months in a new organization shape how your manager and colleagues see you, and first impressions are sticky. The good news is that the qualities that served you in public service, such as reliability, care with rules and people, and the ability to work in complex organizations, are exactly what new employers hoped they were hiring. Your job in the first 90 days is to show that quickly, while you learn a new environment.

## Culture shifts to expect

**Speed.** Decisions often happen faster and with less documentation. A proposal that would take three rounds of review in an agency may be approved in a hallway conversation or a chat message. Match the pace; you can still keep good records for yourself.

**Money as the common language.** Private organizations measure work in revenue, cost, margin and customers. Learn how your team's work connects to those numbers. Ask early: "How does this team's work show up in the company's results?"

**Ambiguity.** Roles are often less precisely defined than a position description. You may be expected to decide what your job includes. Treat that as permission, not as a gap.

**Process is lighter, and sometimes missing.** You may find there is no standard procedure for something important. Resist writing a 30-page policy in week two; a one-page checklist that solves a real problem will be welcomed.

**Feedback is more frequent and informal.** Instead of an annual appraisal, expect running feedback in one-on-ones. Ask for it.

## Days 1 to 30: learn

Your goal in the first month is to understand the business, the people and the expectations, not to change anything.

**Clarify success with your manager.** In your first week, ask: "What would make you say, at 90 days, that hiring me was a great decision?" Write down the answer and confirm it by email. Agree on how often you will meet and how they like to receive updates.

**Meet people.** Schedule short conversations with your teammates, key partners in other teams and, if relevant, a few customers. Ask each of them what is working, what is not, and what they wish the person in your role would do. Keep notes; patterns will appear.

**Learn the numbers and the tools.** Find the dashboards, reports and systems your team lives in. Learn the vocabulary, including the acronyms: every company has as many as an agency.

## Days 31 to 60: contribute

**Deliver an early win.** Pick something visible, useful and achievable in a few weeks, ideally from the list of problems people mentioned in your first-month conversations. Public servants are often excellent at fixing the unglamorous process problem everyone has stopped noticing. Fix it, and tell your manager what changed.

**Use your background deliberately.** You likely know more than anyone on your team about regulation, compliance, procurement, audits or how government customers think. Offer that knowledge when it is relevant. It is often the reason you were hired.

**Adopt the rhythm.** Send short, regular updates: what you did, what is next, where you need help. Managers in fast-moving organizations value not being surprised.

## Days 61 to 90: own

**Take ownership of something.** By the third month, you should own a process, a project, a set of accounts or a metric. Propose it if no one assigns it.

**Propose one improvement.** With two months of observation, you can now suggest a meaningful change with evidence behind it. Frame it in business terms: time saved, risk reduced, revenue protected.

**Hold a 90-day review.** Ask your manager for a conversation about how things are going, using the success criteria you agreed in week one. Ask what to do more of and less of. Set goals for the next six months.

## Pitfalls former public servants should avoid

**Over-explaining government.** Your colleagues do not need the history of the regulation, just what it means for the decision at hand.

**Waiting for permission.** In many companies, people who see a problem and propose a fix are welcome to go ahead. Ask "Is there any reason I shouldn't?" rather than "May I?".

**Comparing constantly.** "In my agency we did it this way" wears thin quickly. Share what worked when it helps, without the comparison.

**Working in isolation.** Relationships drive results in private organizations as much as in government, and perhaps more. Eat lunch with people; go to the optional events in your first months.

## Look after yourself

Changing sectors is a significant life change, even when it is exactly what you wanted. It is normal to feel like a beginner again for a while, and to miss the mission or the people you left. Stay in touch with former colleagues, and keep a private list of things you learned each week. By day 90, the list will show you how far you have come, and you will have a story to tell the next person who asks how to make the move.`,
};
