import type { ArticleSeed } from "./types";

export const clearanceHolders: ArticleSeed = {
  slug: "security-clearance-holders-private-sector-options",
  title: "Security Clearance Holders: Your Private-Sector Options",
  excerpt:
    "An active clearance is one of the most valuable assets a departing public servant can carry. Where it pays, how long it stays current and the ethics rules to check first.",
  category: "Job Search",
  tags: ["security clearance", "defense contractors", "job search", "ethics rules", "federal employees"],
  keywords: ["security clearance jobs private sector", "cleared jobs after government", "clearance reinstatement two years", "revolving door rules"],
  metaDescription:
    "Where a security clearance pays in the private sector, how long it stays current after you leave, and the post-employment ethics rules to check first.",
  featured: false,
  publishedOn: "2025-06-30",
  content: `## Why your clearance has market value

A security clearance takes months to obtain and costs the government thousands of dollars per investigation. Contractors who support classified programs cannot staff them without cleared people, and they cannot simply sponsor a new hire and wait. That makes an active clearance a genuine premium in the labor market. Salary surveys of cleared professionals have consistently found that cleared workers earn more than uncleared peers in similar roles, with the largest premiums at Top Secret and TS/SCI levels, especially with a polygraph.

If you hold a clearance, it belongs near the top of your resume, stated plainly: level, type of investigation if relevant, and the date of your last investigation or enrollment in continuous vetting.

## How long it stays current after you leave

A clearance is tied to a position, not to you personally. When you leave a cleared job, your access is debriefed. However, your eligibility can generally be reinstated without a new investigation if you move into another cleared position within **24 months** of separation, provided your investigation is still within scope. Under the Trusted Workforce 2.0 reforms, most cleared personnel are now enrolled in continuous vetting, which replaces fixed periodic reinvestigations for those enrolled.

The practical message: the clock starts when you leave. If you want to use your clearance, plan your search so that you start a cleared role within two years, and ideally much sooner, since employers prefer candidates whose access is recent.

## Where cleared people work

**Defense and intelligence contractors.** The large prime contractors and thousands of small and mid-sized firms staff programs for the Department of Defense, the intelligence community, the Department of Homeland Security and the Department of Energy. Roles include program management, systems engineering, cybersecurity, intelligence analysis, logistics, finance and contracts.

**Federally funded research and development centers** and national laboratories, which often combine research work with classified programs.

**Technology companies with government divisions.** Cloud providers and software firms that sell to national security customers need cleared engineers, solution architects and account managers.

**Consulting firms** with public-sector practices, which value both the clearance and your knowledge of how agencies operate.

**Corporate security and risk roles** in critical infrastructure, finance and energy, where a clearance signals trustworthiness even when the job itself is unclassified.

## Check the ethics rules before you job hunt

Federal employees face post-employment restrictions, and some apply before you leave. Read them early and talk to your agency's designated ethics official, who gives free, confidential advice.

**Seeking employment.** If you are negotiating with a company while working on a matter that affects it, you generally must recuse yourself from that matter. Senior officials who file public financial disclosure reports must notify their ethics office within three business days of starting negotiations, under the STOCK Act.

**Procurement integrity.** If you are personally and substantially involved in a procurement above the simplified acquisition threshold and are contacted by a bidder about employment, the Procurement Integrity Act requires you to report the contact and either reject it or recuse yourself. Some contracting roles also carry a one-year ban on accepting compensation from certain contractors.

**Representation bans.** Under 18 U.S.C. 207, you may never represent anyone back to the government on a particular matter you worked on personally and substantially, and for two years on matters that were under your official responsibility. Senior employees have an additional one-year cooling-off period. These rules limit what you do for a new employer, not whether you can work there.

Get your ethics advice in writing and keep it. Employers in this market ask about it, and a clean written opinion makes you easier to hire.

## How to search

Specialized job boards for cleared professionals let you filter by clearance level, and recruiters on them look for specific levels and polygraph types. Large contractors post their cleared roles on their own career sites. Networking matters more here than in most markets, because many roles are filled through referrals from people already on a program. Reconnect with former colleagues who moved to industry; ask what their programs need.

On your resume, describe classified work at the unclassified level only. Say what kind of work you did and what skills it required, without program names, locations or anything your agency's prepublication review would object to. "Led a 12-person analytic team producing daily assessments for senior decision makers" is fine. If in doubt, leave it out or ask your security office.

## If you want to leave the cleared world

Not everyone wants another cleared job. If you are moving to an uncleared role, your clearance still tells an employer that you were judged trustworthy after a thorough background investigation, and that is worth a line on the resume. The skills behind it, such as analysis under pressure, handling sensitive information and working inside strict compliance rules, translate directly to risk, compliance, trust and safety, and security roles across industries.`,
};
