import { readdirSync } from "node:fs";
import path from "node:path";
import { render } from "@react-email/render";
import { createElement, type FunctionComponent } from "react";
import { describe, expect, it } from "vitest";
import { renderEmail, type EmailTemplate } from "./template";

const EMAILS = path.resolve(__dirname, "../../emails");
const files = readdirSync(EMAILS).filter((f) => f.endsWith("-email.tsx"));
/** React's stream markers ("<!--$-->", "<!-- -->", "<!--html-->"), not the templates' own Outlook conditional comments. */
const stripMarkers = (html: string) => html.replace(/<!--(?:[$/!?]*|\s+|html|head|body)-->/g, "");

describe("renderEmail", () => {
  it("finds the templates", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  // The fast path (one render, React Email's fast text converter) must give exactly what React
  // Email's own render gives: the same text (html-to-text, headings in their own case) and the
  // same HTML but for the stream's comment markers. A library upgrade that changes either fails here.
  it.each(files)("%s: the same HTML and text as React Email's render", async (file) => {
    const template = (await import(path.join(EMAILS, file))) as EmailTemplate<object>;
    const element = createElement(template.default as FunctionComponent<object>, template.PreviewProps);
    const [html, text] = await Promise.all([
      render(element),
      render(element, { plainText: true, htmlToTextOptions: { selectors: ["h1", "h2", "h3"].map((selector) => ({ selector, options: { uppercase: false } })) } }),
    ]);
    const email = await renderEmail(template, template.PreviewProps);
    expect(email.text).toBe(text);
    expect(email.html).toBe(stripMarkers(html));
    expect(email.html.startsWith("<!DOCTYPE html")).toBe(true);
  });
});
