import type { ArticleSeed } from "./types";

export const gsGradeToPrivateSalary: ArticleSeed = {
  slug: "translate-gs-grade-to-private-sector-salary",
  title: "How to Translate Your GS Grade into a Private-Sector Salary",
  excerpt:
    "Your GS grade and step are only half the number. Here is how to add locality pay, value your benefits and arrive at a private-sector salary target you can defend.",
  category: "Salary & Compensation",
  tags: ["salary", "GS grades", "federal employees", "benefits", "negotiation"],
  keywords: ["GS to private sector salary", "GS-12 salary equivalent", "locality pay", "federal benefits value", "total compensation"],
  metaDescription:
    "Convert a GS grade and step into a private-sector salary target: locality pay, the value of federal benefits and a worked GS-12 example.",
  featured: true,
  publishedOn: "2025-06-02",
  content: `## Why your grade is not your market value

Ask a federal employee what they earn and you will usually hear a grade and step: "I'm a 12, step 4." Ask a private-sector recruiter the same question and they expect a single number, usually base salary, sometimes "total compensation". Neither answer is wrong, but they do not line up, and the gap costs people money in both directions. Some career changers anchor too low because they quote the General Schedule base table. Others anchor too high because they forget that a private employer will not match a pension.

This article walks through a conversion you can do in fifteen minutes with public data: start from your real federal pay, add what your benefits are worth, then compare that with what the market pays for the job you are targeting, not the job you have.

## Step 1: Start from your adjusted pay, not the base table

The GS base table published by the Office of Personnel Management (OPM) is not what anyone is paid. Every GS employee also receives a **locality payment** for their duty station, and it is large. For 2025, OPM's tables put the Washington-Baltimore locality at 33.26% above base and the "Rest of U.S." locality at 17.06%.

**Worked example.** A GS-12, step 1 has a 2025 base salary of $74,441. In the Washington-Baltimore locality the adjusted salary is about $99,200 (74,441 x 1.3326). The same grade and step in a Rest of U.S. location is about $87,150. Same job, same grade, a difference of more than $12,000. When you compare yourself with the market, use the adjusted figure printed on your SF-50 or your leave and earnings statement, and use the locality where you plan to work next.

If you are moving to a different city, rerun the numbers with that city's market data rather than your current locality. A GS-12 in San Francisco is paid a very different amount from a GS-12 in Oklahoma City, and private employers price the same way.

## Step 2: Put a number on your benefits

Federal benefits are generous in ways that are easy to overlook, and a private offer has to be compared against all of them, not against base pay alone.

**Retirement.** Under FERS, the basic annuity is generally 1% of your high-3 average salary for each year of service (1.1% if you retire at 62 or later with 20 years). On top of that, your agency contributes 1% of salary to your Thrift Savings Plan automatically and matches up to another 4% when you contribute 5%. Most private employers offer a 401(k) match of 3% to 6% and no pension at all. If you are early in your career the pension is worth less than it sounds; if you have 15 years in, leaving may mean giving up a deferred annuity you will want to model carefully.

**Health insurance.** Under FEHB the government pays roughly 72% of the average premium, up to 75% of a given plan's premium. Private employers vary widely: some pay 80% or more, some far less, and deductibles differ. Ask for the actual employee premium for your coverage tier before you compare.

**Leave.** Full-time federal employees earn 13 days of annual leave a year in their first three years, 20 days from three to fifteen years, and 26 days after fifteen, plus 13 days of sick leave and 11 paid federal holidays. Many private employers offer 15 to 20 days of combined paid time off. If you are used to 26 days of annual leave, that difference is worth roughly two weeks of pay, or about 4% of salary.

A common rule of thumb is that benefits add 30% to 40% on top of federal base pay. Rather than rely on the rule, write down the three or four items above with your actual numbers. You will use them when you evaluate an offer.

## Step 3: Price the target role, not your title

Private employers pay for the role they are filling. Look up what that role pays where you will work, using at least two sources:

**The Bureau of Labor Statistics** Occupational Employment and Wage Statistics (OEWS) publishes median and percentile wages by occupation and metro area. It is free, large and slow-moving: good for a sanity check.

**Salary ranges in job postings.** Colorado, California, Washington, New York and a growing list of other states and cities require employers to publish a pay range in job postings. Collect ten postings for your target title in your target city and write down the ranges. This is the most current market data you can get.

**Self-reported data** from sites that collect salaries is useful for large employers, with the caveat that it skews toward people who choose to report.

## Step 4: Put the pieces together

Let us finish the GS-12 example. Our analyst is a GS-12, step 4 program analyst in the Washington-Baltimore locality with an adjusted salary of about $109,100 (a 2025 base of $81,884 plus 33.26% locality). She targets "business operations analyst" roles in Northern Virginia. Ten postings show ranges from about $100,000 to $130,000, and BLS data for management analysts in the metro area puts the median a little above $110,000.

Her benefits inventory: a FERS pension she would keep as a deferred annuity (she has six years of service), a 5% TSP match, FEHB at about $250 a month for self-plus-one, and 20 days of annual leave. A typical offer in her target set includes a 4% 401(k) match, health coverage at about $300 a month and 18 days of PTO.

Her conclusion: to break even on total compensation she needs roughly $114,000 in base salary, and given her experience managing a $4 million contract portfolio, she can reasonably target the upper half of the range: **$118,000 to $125,000**. That is a defensible number backed by public data, not a guess.

## Common mistakes to avoid

**Quoting your grade.** Most private recruiters do not know what a GS-13 earns, and the ones who do will read the base table. Translate it into a number before the first call.

**Forgetting the job changes.** A senior program analyst may become a mid-level project manager in a company. Price the role you are being hired into, and negotiate the level if you think the role is scoped too low.

**Ignoring equity and bonus.** Many private roles pay an annual bonus of 5% to 15%, and some pay equity. Count them at a discount, because they are not guaranteed, but count them.

**Leaving before a milestone.** Check your service computation date. Leaving a few months before a pension or TSP vesting milestone (three years for the automatic 1% contribution under FERS) can cost more than a modest raise is worth.

## The short version

Use your adjusted salary, not the base table. Put a dollar value on the pension, the TSP match, health premiums and leave. Price the role you are targeting with posted ranges and BLS data in the city where you will work. Then pick a target range, and be ready to explain it in one sentence.`,
};
