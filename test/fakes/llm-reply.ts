/**
 * Replies the fake OpenAI and Gemini servers can give, in terms of what the model "said", and a
 * well-formed model answer for any resume input.
 */
import type { TranslationInput } from "@/lib/resume/translate/types";

export type TokenUsage = { prompt: number; completion: number };

export type LlmReply =
  /** A well-formed API response whose text is `JSON.stringify(answer)`. */
  | { answer: unknown; tokens?: TokenUsage; finish?: string }
  /** A well-formed API response with this exact text (e.g. malformed JSON). */
  | { text: string; tokens?: TokenUsage; finish?: string }
  /** An API error with this HTTP status, in the provider's error format. */
  | { status: number; message?: string }
  /** No answer at all (the client's timeout must end the wait). */
  | { hang: true };

export const DEFAULT_USAGE: TokenUsage = { prompt: 1200, completion: 800 };

/** The text the model "wrote" for a reply that has one. */
export function replyText(reply: LlmReply): string | undefined {
  if ("answer" in reply) return JSON.stringify(reply.answer);
  if ("text" in reply) return reply.text;
  return undefined;
}

/**
 * A plausible, rule-abiding model answer: one entry per position with the input's dates,
 * employer and location, verb-first bullets and no numbers beyond those given.
 */
export function goodAnswer(input: TranslationInput) {
  return {
    summary:
      "Information security and compliance professional with public-sector experience protecting systems, leading risk assessments and training staff. Known for clear reporting to leadership and steady incident response.",
    skills: ["Risk Management", "Incident Response", "Security Compliance", "Vulnerability Management", "Stakeholder Communication", "Security Awareness Training"],
    experience: input.positions.map((p) => ({
      title: "Information Security Analyst",
      originalTitle: p.jobTitle,
      employer: p.agency ?? null,
      location: p.location,
      startDate: p.startDate,
      endDate: p.endDate,
      bullets: [
        "Lead security authorization work for assigned systems, preparing documentation for executive sign-off",
        "Coordinate remediation of vulnerabilities with system administrators and track findings to closure",
        "Advise program managers on security requirements for new systems and cloud services",
        "Deliver security awareness training to employees across the organization",
      ],
    })),
    achievements: ["Earned security authorizations for every assigned system"],
    privateSectorRoles: ["Information Security Analyst", "Security Compliance Analyst", "IT Risk Analyst", "Cybersecurity Consultant", "Information Security Officer"],
    systemsAndTools: ["Splunk", "ServiceNow"],
    certifications: [],
  };
}
