import type { ArticleSeed } from "./types";

export const negotiatingSalary: ArticleSeed = {
  slug: "negotiating-your-first-private-sector-salary",
  title: "Negotiating Your First Private-Sector Salary",
  excerpt:
    "In government your pay was set by a table. In the private sector it is set by a conversation. How to handle the salary question, evaluate an offer and negotiate without risking it.",
  category: "Salary & Compensation",
  tags: ["negotiation", "salary", "job offers", "benefits", "career change"],
  keywords: ["negotiate salary after government", "first private sector job offer", "salary expectations question", "counter offer script"],
  metaDescription:
    "How former public servants can answer the salary question, evaluate a private-sector offer and negotiate confidently, with scripts you can adapt.",
  featured: false,
  publishedOn: "2025-07-14",
  content: `## A new kind of conversation

For most of your government career, your pay was not something you negotiated. Your grade determined the range, your step determined where you sat in it, and increases arrived on a schedule. Some agencies allow a higher starting step for superior qualifications, but many public servants have never negotiated pay at all.

Private employers expect you to negotiate. Offers are usually made with some room in them, and hiring managers rarely withdraw an offer because a candidate asked, politely and with reasons, for more. Not negotiating is the most expensive mistake career changers make, because your starting salary is the base for every future raise.

## Know your number before anyone asks

Do the homework before your first recruiter call. Convert your federal pay and benefits into a total-compensation figure. Then research the market for the target role in your target city: posted salary ranges, Bureau of Labor Statistics wage data and conversations with people in similar roles. From those, set three numbers: your **walk-away** (below this you stay where you are), your **target** (what the evidence says the role is worth for you) and your **opening ask**, slightly above target.

## Handling "What are your salary expectations?"

The question usually comes early, often in the first screening call. You have three reasonable options.

**Ask for their range first.** "I'd like to learn more about the scope of the role first. Could you share the range budgeted for it?" In many states, employers must publish a range anyway, and recruiters often answer.

**Give a researched range.** "Based on my research for this role in this market, I'm targeting the low-to-mid 120s, depending on the full package." Put your target near the bottom of the range you state.

**Redirect to fit.** "I'm flexible for the right role. If we both feel it's a fit, I'm confident we'll agree on the number."

What to avoid: volunteering your current GS salary as the anchor. A growing number of states and cities, including California, New York, Colorado and Massachusetts, prohibit employers from asking about salary history. Even where it is legal to ask, you can say: "I'd rather focus on the value of this role. My current pay is set by the federal General Schedule and doesn't reflect the market for this position."

## Evaluate the whole offer

When the offer arrives, thank them, express enthusiasm and ask for it in writing with time to review: "Thank you, I'm excited about this. Could you send the details so I can review the full package? I'll get back to you by Thursday." Then compare it with your federal package item by item.

**Base salary.** The largest and most negotiable element. **Bonus.** Ask what the target percentage is and what percentage of target was actually paid over the last few years. **Equity.** Ask the number of shares or units, the vesting schedule and, for private companies, the latest valuation. Treat it as uncertain. **Retirement.** 401(k) match percentage and vesting schedule, compared with your 5% TSP match and any pension you give up. **Health insurance.** Your monthly premium, deductible and out-of-pocket maximum for your coverage tier. **Paid time off.** If you had 26 days of annual leave, a standard 15-day PTO policy is a real cut; PTO is often negotiable for experienced hires. **Flexibility.** Remote or hybrid schedules, start date and professional development budgets.

## Make the counter

Counter once, clearly, with reasons tied to value and the market, not to personal need. By phone or email:

"Thank you again for the offer. I'm excited about the role and the team. Based on my research into comparable roles in this area, and the experience I bring managing a $4M vendor portfolio and leading the audit remediation we discussed, I was hoping for a base salary of $128,000. If we can get there, I'm ready to accept."

Then stop and let them respond. If the base salary cannot move, negotiate other elements: a signing bonus (useful if you are leaving before a federal milestone), more PTO, an earlier performance review with a defined raise, a title that reflects your seniority or a training budget for a certification.

## Things that are easy to forget

**Timing your departure.** Leaving at the end of a leave year or just before a within-grade increase can change what you forfeit. Your unused annual leave is paid out in a lump sum when you separate; sick leave is not, though under FERS it counts toward service for your annuity computation if you retire from federal service.

**Health coverage gaps.** Ask when the new employer's coverage starts. FEHB continues for 31 days after separation at no cost, and temporary continuation of coverage is available for up to 18 months at full premium plus a 2% fee.

**Non-compete and intellectual property agreements.** Read what you sign. Ask questions about anything that would restrict future work.

## Stay gracious

Negotiation in the private sector is normal and expected, and a respectful counter is viewed as professional, not greedy. Keep your tone warm, base every request on evidence, and decide in advance what you will accept. Once you have agreed, commit fully and move on. The relationship with your new manager starts during this conversation.`,
};
