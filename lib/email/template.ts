/**
 * What an email template module in emails/ looks like, and how one is rendered.
 *
 * A template module exports:
 *   default        the React Email component,
 *   subject(props) the subject line (a caller may override it),
 *   PreviewProps   sample props, so preview pages and tests can render it without data,
 *   templateName   a stable name stored with each outbox message.
 * Callers pass the module itself: `import * as verifyResumeEmail from "@/emails/verify-resume-email"`,
 * then `sendEmail({ template: verifyResumeEmail, props: { ... } })` — the props are type-checked
 * against the component.
 */
import "server-only";
import { render } from "@react-email/render";
import { createElement, type FunctionComponent, type ReactElement } from "react";

export type EmailTemplate<P> = {
  default: (props: P) => ReactElement;
  subject: (props: P) => string;
  PreviewProps: P;
  templateName: string;
};

const HEADINGS = ["h1", "h2", "h3"];

export type RenderedEmail = { subject: string; html: string; text: string };

/** Renders a template to HTML and plain text (React Email's renderer is async). */
export async function renderEmail<P>(template: EmailTemplate<P>, props: P, subject?: string): Promise<RenderedEmail> {
  const element = createElement(template.default as FunctionComponent<P & object>, props as P & object);
  const [html, text] = await Promise.all([
    render(element),
    // Headings stay in sentence case in the text part (html-to-text upper-cases them by default).
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: HEADINGS.map((selector) => ({ selector, options: { uppercase: false } })) },
    }),
  ]);
  return { subject: (subject ?? template.subject(props)).trim(), html, text };
}
