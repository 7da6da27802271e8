/**
 * The info pages rendered to HTML: the spec's texts, policy points, a table of contents whose links
 * all land on a section, headings in order, and a label for every field.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import CompanyPage from "@/app/(marketing)/company/page";
import ContactPage from "@/app/(marketing)/contact/page";
import PartnersPage from "@/app/(marketing)/partners/page";
import PrivacyPolicyPage from "@/app/(marketing)/privacy-policy/page";
import TermsOfServicePage from "@/app/(marketing)/terms-of-service/page";
import * as companyModule from "@/app/(marketing)/company/page";
import * as contactModule from "@/app/(marketing)/contact/page";
import * as partnersModule from "@/app/(marketing)/partners/page";
import * as privacyModule from "@/app/(marketing)/privacy-policy/page";
import * as termsModule from "@/app/(marketing)/terms-of-service/page";
import { publicConfig } from "@/lib/config/public";
import { privacySections } from "./privacy-policy-sections";
import { termsSections } from "./terms-of-service-sections";

const html = {
  company: renderToStaticMarkup(<CompanyPage />),
  contact: renderToStaticMarkup(<ContactPage />),
  partners: renderToStaticMarkup(<PartnersPage />),
  privacy: renderToStaticMarkup(<PrivacyPolicyPage />),
  terms: renderToStaticMarkup(<TermsOfServicePage />),
};

/** Visible text, tags dropped and entities decoded, whitespace collapsed. */
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const headings = (markup: string) => [...markup.matchAll(/<h([1-6])\b[^>]*>(.*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), text: text(m[2]!).trim() }));

describe("info pages", () => {
  for (const [name, markup] of Object.entries(html)) {
    it(`${name}: one h1, and no heading skips a level`, () => {
      const list = headings(markup);
      expect(list.filter((h) => h.level === 1)).toHaveLength(1);
      expect(list[0]!.level).toBe(1);
      list.forEach((h, i) => {
        if (i > 0) expect(h.level, `${h.text} after ${list[i - 1]!.text}`).toBeLessThanOrEqual(list[i - 1]!.level + 1);
      });
    });

    it(`${name}: every form field has a label`, () => {
      for (const [, tag, id] of markup.matchAll(/<(input|textarea|select)\b[^>]*\bid="([^"]+)"/g)) {
        expect(markup, `${tag}#${id}`).toContain(`for="${id}"`);
      }
      expect(markup).not.toMatch(/<(input|textarea)(?![^>]*\bid=)[^>]*>/);
    });
  }

  it("each page has a title, description, canonical address and Open Graph card", () => {
    for (const [path, mod] of [
      ["/company", companyModule],
      ["/contact", contactModule],
      ["/partners", partnersModule],
      ["/privacy-policy", privacyModule],
      ["/terms-of-service", termsModule],
    ] as const) {
      const { metadata } = mod;
      expect(metadata.title, path).toBeTruthy();
      expect(String(metadata.description).length, path).toBeGreaterThan(50);
      expect(metadata.alternates?.canonical, path).toBe(path);
      expect(metadata.openGraph, path).toMatchObject({ url: path, siteName: publicConfig.productName, description: metadata.description });
    }
  });

  it("policy pages give their effective dates as machine-readable dates too", () => {
    expect(html.privacy).toContain('<time dateTime="2025-06-01">June 1, 2025</time>');
    expect(html.terms).toContain('<time dateTime="2025-06-15">June 15, 2025</time>');
  });

  it("company: mission, story, the three values, expertise, a Create a Free Resume link and the O*NET attribution", () => {
    const names = headings(html.company).map((h) => h.text);
    expect(names).toEqual(
      expect.arrayContaining([`About ${publicConfig.productName}`, "Our Mission", "Our Story", "Our Values", "Respect for Service", "Trust & Transparency", "Excellence in Service", "Our Expertise", "Data sources"]),
    );
    expect(html.company).toMatch(/<a[^>]*href="\/create-resume"[^>]*>Create a Free Resume/);
    expect(text(html.company)).toContain("O*NET");
  });

  it("contact: support email, 24 hours, hours, common questions, the form and a Create a Free Resume link", () => {
    const t = text(html.contact);
    expect(html.contact).toContain(`href="mailto:${publicConfig.supportEmail}"`);
    expect(t).toContain("within 24 hours");
    expect(t).toContain("Monday-Friday 9 AM-6 PM EST");
    expect(t).toContain("Common Questions");
    for (const label of ["Name", "Email", "Subject", "Message"]) expect(html.contact).toMatch(new RegExp(`<label[^>]*>${label}</label>`));
    expect(t).toContain("Send Message");
    expect(html.contact).toMatch(/<a[^>]*href="\/create-resume"[^>]*>Create a Free Resume/);
    // The honeypot is out of reach: hidden from assistive technology and out of the tab order.
    expect(html.contact).toMatch(/<div aria-hidden="true"[^>]*><label for="contact-website">[^<]*<\/label><input id="contact-website" type="text" tabindex="-1"/);
  });

  it("partners: hero, what it is, features, three ways, implementation support, three downloads and the inquiry form", () => {
    const names = headings(html.partners).map((h) => h.text);
    expect(names).toEqual(
      expect.arrayContaining([
        `Partner With ${publicConfig.productName}`,
        `What Is ${publicConfig.productName}?`,
        "Platform Features",
        "Three Ways to Partner",
        "Direct Referrals",
        "Tailored Resources",
        "Community Impact",
        "Implementation Support",
        "Partner Materials",
        "Program Overview",
        "Staff Information Flyer",
        "Email Templates",
        "Become a Partner",
      ]),
    );
    for (const slug of ["overview", "flyer", "email-templates"]) expect(html.partners).toContain(`href="/api/download-partner-asset/${slug}"`);
    expect(html.partners).toContain('download="civicshift-program-overview.pdf"');
    expect(html.partners).toMatch(/<form[^>]*aria-label="Partnership inquiry"/);
    expect(html.partners).toMatch(/<input(?=[^>]*\bid="partner-email")(?=[^>]*\btype="email")/);
    // No required attributes: an empty field is ignored by the page, not refused by the browser.
    expect(html.partners).not.toMatch(/<(input|textarea)[^>]*\srequired/);
  });

  for (const [name, sections, markup] of [
    ["privacy", privacySections(), html.privacy],
    ["terms", termsSections(), html.terms],
  ] as const) {
    it(`${name}: a table of contents whose every link lands on a section`, () => {
      const links = [...markup.matchAll(/<nav aria-labelledby="toc-heading".*?<\/nav>/gs)][0]![0].match(/href="#([^"]+)"/g)!;
      expect(links.map((l) => l.slice(7, -1))).toEqual(sections.map((s) => s.id));
      for (const s of sections) expect(markup).toContain(`<section id="${s.id}"`);
      expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
    });
  }

  it("privacy policy: effective June 1, 2025 and every point the spec lists", () => {
    const t = text(html.privacy);
    expect(t).toContain("Effective date: June 1, 2025");
    for (const point of [
      "No one under 18 may use the site",
      "Download my data",
      "Delete my account",
      "Deleting your data requires deleting your account.",
      "California privacy rights",
      "Colorado, Connecticut, Virginia and Utah privacy rights",
      "Stripe",
      "Cookies",
      "Position descriptions and resume details.",
      "Usage and analytics.",
      "We do not sell your personal information",
    ]) {
      expect(t, point).toContain(point);
    }
    expect(html.privacy).toContain(`href="mailto:${publicConfig.supportEmail}"`);
  });

  it("terms of service: effective June 15, 2025 and every point the spec lists", () => {
    const t = text(html.terms);
    expect(t).toContain("Effective date: June 15, 2025");
    for (const point of [
      "be at least 21 years old",
      "be based in the United States",
      "be a citizen of the United States",
      "$25 per month",
      "charged monthly",
      "at least 30 days' notice",
      "Cancellation takes effect at your next renewal date",
      "Fees are not prorated",
      "30-day money-back guarantee",
      "Two-factor authentication is required.",
      "60 days",
      "binding individual arbitration",
      "small claims court",
      "laws of the State of Texas",
      "the greater of (a) the fees you paid us in the 12 months before the event giving rise to the claim, or (b) $100",
    ]) {
      expect(t, point).toContain(point);
    }
  });

  it("terms of service: the section numbers the text refers to are right", () => {
    const ids = termsSections().map((s) => s.id);
    expect(ids.indexOf("disputes") + 1).toBe(14);
    expect(ids.indexOf("subscription-and-billing") + 1).toBe(5);
    expect(ids.indexOf("money-back-guarantee") + 1).toBe(7);
    expect(text(html.terms)).toContain("Please read section 14");
    const privacyIds = privacySections().map((s) => s.id);
    expect(privacyIds.slice(0, 3)).toEqual(["information-we-collect", "how-we-use-information", "how-we-share-information"]);
  });
});
