import type { PartnerContext, PartnerDocument } from "../types";

/** Six emails a workforce office can send as they are, once the [placeholders] are filled in. */
export function emailTemplates({ productName: P, supportEmail, siteUrl }: PartnerContext): PartnerDocument {
  const start = `${siteUrl}/create-resume`;
  return {
    productName: P,
    kicker: "Partner Program",
    title: "Email Templates",
    subtitle:
      "Six ready-to-send emails for workforce offices. Copy them into your email system, replace the [bracketed] placeholders and adjust the tone to your office.",
    footerLabel: "Partner Program",
    blocks: [
      { kind: "heading", text: "How to use these templates" },
      {
        kind: "bullets",
        items: [
          `Replace every [placeholder] before sending: search the text for "[" to find them all.`,
          "Send from a staff member's address or your office's shared mailbox, so that replies reach a person.",
          "Write only to people who have agreed to hear from your office, and follow your organization's outreach rules (and your rapid-response procedures after a layoff notice).",
          `Keep the link ${start} exactly as it is, so that clients land on the right page.`,
        ],
      },
      {
        kind: "email",
        title: "1. Announcing the partnership to clients",
        when: "once, to your client list or newsletter subscribers, when the partnership starts.",
        subject: "A free tool to turn your public-service experience into a private-sector resume",
        body: [
          "Dear [Client first name],",
          `[Office name] has partnered with ${P} to give public servants a free, fast way to translate their government experience into a resume that private employers understand.`,
          "You paste up to three of your position descriptions, or upload them as files, and in a few minutes you get a private-sector summary, skills, experience bullets and suggested job titles, along with private-sector jobs that match. The resume downloads as a Word document you can edit.",
          `It is free and needs no credit card. Start here: ${start}`,
          "If you would like help tailoring your new resume to a specific job, reply to this email or book an appointment with us at [booking link or phone number].",
          "Best regards,\n[Your name]\n[Title], [Office name]",
        ],
      },
      {
        kind: "email",
        title: "2. Referral after a counseling session",
        when: "after an appointment with a client who is looking for private-sector work.",
        subject: "Your next step: a private-sector version of your resume",
        body: [
          "Hi [Client first name],",
          "Thank you for meeting with me today. As we discussed, your experience at [agency or department] is valuable to private employers, and the first step is a resume that speaks their language.",
          `Please try ${P} before our next meeting: ${start}`,
          "Have your position descriptions ready (the official PD, a job announcement or your job specification all work). It takes about two minutes and is free. Once you have confirmed your email, download the Word version and send it to me, and we will tailor it together to the roles we talked about: [target roles].",
          "Our next appointment: [date and time].",
          "[Your name]\n[Title], [Office name]\n[Phone] | [Email]",
        ],
      },
      {
        kind: "email",
        title: "3. Follow-up one week later",
        when: "about a week after a referral, if the client has not yet sent you their resume.",
        subject: "Checking in: your private-sector resume",
        body: [
          "Hi [Client first name],",
          `I wanted to check in on your job search. Have you had a chance to create your private-sector resume at ${start}?`,
          `If you ran into trouble, these tips usually help: paste just the duties section if your position description is long; look in your spam folder if the confirmation email has not arrived; and write to ${supportEmail} if you are stuck, as they reply within 24 hours on weekdays.`,
          "When your resume is ready, send it to me and we will go through it together. [Optional: our next resume workshop is on [date] at [location or link].]",
          "[Your name]\n[Office name] | [Phone]",
        ],
      },
      {
        kind: "email",
        title: "4. Outreach after a layoff or reduction-in-force notice",
        when: "with your rapid-response information, when a public employer announces layoffs or a reduction in force.",
        subject: "Support for [agency or employer] employees: free resume help and next steps",
        body: [
          "To the employees of [agency or employer],",
          "We know the news of [the reduction in force / the layoffs] is hard, and that many of you are already thinking about what comes next. [Office name] is here to help, at no cost to you.",
          `Services available now include [unemployment insurance guidance, training funds, career counseling, job fairs]. As part of this support, you can create a private-sector version of your resume for free at ${start}. Paste your position descriptions and within minutes you will have a resume written for private employers, together with matching job openings.`,
          "Information session: [date, time and location or link]. To meet with a counselor, call [phone] or visit [address or booking link].",
          "[Name]\n[Title], [Office name]",
        ],
      },
      {
        kind: "email",
        title: "5. Internal announcement to staff",
        when: "to your counselors, case managers and front-desk staff, before the launch.",
        subject: `New resource for public-sector clients: ${P}`,
        body: [
          "Team,",
          `Starting [date], we are partnering with ${P}, a free online tool that translates government position descriptions into private-sector resumes. Please offer it to every client coming from federal, state, county or city government.`,
          "What to know: it is free for clients (no credit card); it takes about two minutes; clients need their position descriptions; the result is an editable Word document plus matching private-sector jobs. The full resume unlocks once the client confirms their email address.",
          `How to refer: send clients to ${start}. The attached Staff Information Flyer has talking points and answers to the questions clients ask.`,
          `Orientation: a 30-minute walkthrough with the ${P} team on [date and time] at [link]. Questions before then: [partnership lead] or ${supportEmail}.`,
          "[Your name]",
        ],
      },
      {
        kind: "email",
        title: "6. Newsletter, website or social media",
        when: "in your newsletter, on your website or on social media; the subject line doubles as the headline.",
        subject: "Public servant? Put your experience in the private sector's language",
        body: [
          `Leaving government work, or thinking about it? [Office name] now offers ${P}, a free tool that turns federal, state, county and city position descriptions into a private-sector resume in about two minutes, with matching job openings. No credit card needed. Start at ${start}, then bring your new resume to one of our counselors for a review: [booking link or phone].`,
          `**Short version for social media:** Public servant moving to the private sector? Turn your position descriptions into a private-sector resume in minutes, free: ${start} [hashtags]`,
        ],
      },
      {
        kind: "callout",
        tone: "warm",
        title: "Need a different template?",
        body: `Write to ${supportEmail} and describe the situation. We will draft one with you, usually within one business day.`,
      },
    ],
  };
}
