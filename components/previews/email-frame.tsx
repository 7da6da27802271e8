"use client";

/**
 * A sequence email exactly as it is sent: the template component of emails/ rendered to an HTML
 * document and shown in an iframe (srcdoc), so the email's own CSS stays isolated from the page.
 *
 * Rendered here, in a client component, because react-dom/server may not run in a React Server
 * Component; a client component is still rendered on the server first, so the frame arrives with
 * its document in the page's HTML and the same markup is produced again on hydration.
 */
import { createElement, useEffect, useRef, useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import JobAlertEmail, { type JobAlertEmailProps } from "@/emails/job-alert-email";
import ReferralEmail, { type ReferralEmailProps } from "@/emails/referral-email";
import WaitlistEmail, { type WaitlistEmailProps } from "@/emails/waitlist-email";

export type EmailFrameSource =
  | { template: "job-alert"; props: JobAlertEmailProps }
  | { template: "referral"; props: ReferralEmailProps }
  | { template: "waitlist"; props: WaitlistEmailProps };

/** The email document of `source`; links open in a new tab instead of inside the frame. */
export function emailDocument(source: EmailFrameSource): string {
  const element =
    source.template === "job-alert"
      ? createElement(JobAlertEmail, source.props)
      : source.template === "referral"
        ? createElement(ReferralEmail, source.props)
        : createElement(WaitlistEmail, source.props);
  const markup = renderToStaticMarkup(element).replace(/<head([^>]*)>/, '<head$1><base target="_blank"/>');
  return `<!DOCTYPE html>${markup}`;
}

/**
 * Renders the email with no hooks of its own: a nested render resets the hook state of the
 * component that calls it, so the document is made here and the frame, which has hooks, is a child.
 */
export function EmailFrame({ source, title }: { source: EmailFrameSource; title: string }) {
  return <FittedFrame html={emailDocument(source)} title={title} />;
}

function FittedFrame({ html, title }: { html: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>(900);

  // The document's own height (not scrollHeight, which is never less than the frame's), so the
  // frame shows the whole email without a second scrollbar.
  const fit = () => {
    const root = ref.current?.contentDocument?.documentElement;
    const h = root ? Math.ceil(root.getBoundingClientRect().height) : 0;
    if (h > 0) setHeight(h + 4);
  };
  // The frame may finish loading before hydration attaches onLoad: measure once mounted too.
  useEffect(() => {
    if (ref.current?.contentDocument?.readyState === "complete") fit();
  }, [html]);

  return (
    <iframe
      ref={ref}
      title={title}
      srcDoc={html}
      onLoad={fit}
      style={{ height }}
      className="w-full rounded-lg border bg-[#f3f4f6]"
    />
  );
}
