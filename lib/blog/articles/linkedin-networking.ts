import type { ArticleSeed } from "./types";

export const linkedinNetworking: ArticleSeed = {
  slug: "linkedin-networking-for-public-servants",
  title: "Networking on LinkedIn as a Public Servant",
  excerpt:
    "Most private-sector jobs are filled through people. A practical plan for building a LinkedIn profile and network that opens doors, within the rules that apply to government employees.",
  category: "Networking",
  tags: ["LinkedIn", "networking", "informational interviews", "ethics rules", "job search"],
  keywords: ["LinkedIn for government employees", "networking career change", "informational interview", "LinkedIn profile federal employee"],
  metaDescription:
    "Build a LinkedIn profile and network that opens private-sector doors, with message templates and the ethics rules government employees should follow.",
  featured: false,
  publishedOn: "2025-07-07",
  content: `## Why networking matters more than applications

Applying online is necessary, but it is the least effective way to get hired. Employers consistently report that referred candidates are far more likely to be interviewed and hired than applicants from job boards. For career changers the effect is stronger, because a referral lets someone vouch for you before a recruiter has a chance to discard a resume that does not look like a standard private-sector background.

Public servants often feel awkward about networking. It can feel like asking for favors or, worse, like something the ethics rules forbid. In most cases, neither is true. Networking done well is an exchange of information between professionals, and you have plenty to offer.

## Stay inside the rules

A few rules apply while you are still employed. You may list your agency and official title on your profile. Do not use your agency's seal or logo, and do not imply that your agency endorses you, a product or an employer; the standards of conduct (5 CFR 2635.702) prohibit using your public office for private gain. Do not share nonpublic information in posts or messages. If you are discussing possible employment with a company whose interests you work on, follow your agency's recusal rules and talk to your ethics official. Hatch Act restrictions also apply to political content. None of this stops you from building a network and having career conversations.

## Fix your profile first

People will look at your profile before they answer your message, so make it work for the job you want.

**Headline.** Your headline is not just your title. Write it for the role you are pursuing: "Program manager | Federal acquisitions and vendor management | PMP" says far more than "Program Analyst at Department of X".

**About section.** Three short paragraphs: what you do and for whom, two or three concrete achievements with numbers, and what you are looking for next. Write in the first person and in plain language.

**Experience.** Use the same accomplishment bullets as your private-sector resume, translated out of government vocabulary.

**Skills.** Add the skills listed in your target job postings, in the same words, so recruiters searching for them find you.

**Open to work.** You can tell recruiters privately that you are open to opportunities without showing a public banner. Use the private setting while you are still employed if you prefer discretion.

## Build the network in widening circles

**Circle one: people you already know.** Former colleagues who have left government are your most valuable contacts: they made the same move and know where people like you fit. Search your agency's name and filter for people who used to work there. Connect with a personal note.

**Circle two: alumni.** Your university alumni network, military unit or professional association members in your target industry will usually answer a message from someone with a shared background.

**Circle three: people in the role you want.** Search for your target job title at companies you admire. Look for people with government backgrounds in their history; they are the most likely to reply.

## Messages that get answered

Keep connection requests short and specific. For example: "Hi Maria, I saw you moved from GSA to vendor management at a logistics company. I'm a contracting officer's representative exploring a similar move and would value 20 minutes of your perspective on how you made the switch. Thanks for considering it."

It works because it names the shared background, asks for something small and specific, and does not ask for a job. Send it with a connection request or, if you are already connected, as a message. If there is no reply after a week, one polite follow-up is fine.

## Run a good informational interview

Prepare five or six questions. How did you make the move? What surprised you? What does a typical week look like? Which skills from government matter most in your role, and which did you have to build? What would you do differently? Who else should I talk to? That last question is the one that grows your network.

Respect the time you asked for. Do not ask for a job directly; if the conversation goes well, people offer to refer you, or you can ask near the end whether they would be comfortable passing your resume to the hiring manager for a specific open role. Send a thank-you message the same day, and later tell them how things turned out. People like knowing they helped.

## Post and comment, a little

You do not need to become an influencer. Commenting thoughtfully on posts in your target field, or sharing an occasional short lesson from your work, keeps your name in front of the people you have met. Three comments a week is plenty. Keep it professional and non-political, and never discuss nonpublic agency matters.

## A weekly rhythm

Networking works through consistency, not bursts. A sustainable plan: five new personalized connection requests a week, two informational conversations a week, and one follow-up to someone you spoke with earlier. After two months you will have spoken with a dozen or more people in your target field, and you will understand that field far better than your applications alone could teach you.`,
};
