import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { scriptSafeJson } from "@/components/pricing/json-ld";
import { publicConfig } from "@/lib/config/public";
import PricingPage from "./page";

const text = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

describe("/pricing", () => {
  const html = renderToStaticMarkup(<PricingPage />);

  it("shows the Free Trial ($0 for 7 days) and Premium Plan ($25/month) cards, both starting the free trial", () => {
    expect(text(html)).toMatch(/Free Trial \$0 for 7 days/);
    expect(text(html)).toMatch(/Premium Plan .*\$25 \/month/);
    const links = [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].filter((m) => m[2]!.includes("Start Free Trial"));
    expect(links.map((m) => m[1])).toEqual(["/create-resume", "/create-resume"]);
  });

  it("has the FAQ: billing, cancel any time with access until the period ends, 30-day money-back, human review by email", () => {
    const t = text(html);
    expect(t).toContain("Frequently Asked Questions");
    expect(t).toContain("How does billing work?");
    expect(t).toMatch(/Cancel .*any time.*keep Premium access until the end of the billing period/i);
    expect(t).toContain("30 days of your first payment");
    expect(t).toContain(`a human review is available through our support address, ${publicConfig.supportEmail}`);
  });

  it("describes the offer as JSON-LD: a Product with an Offer of 25.00 USD", () => {
    const match = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(match).not.toBeNull();
    const data = JSON.parse(match![1]!);
    expect(data).toMatchObject({ "@context": "https://schema.org", "@type": "Product", offers: { "@type": "Offer", price: "25.00", priceCurrency: "USD" } });
  });

  it("escapes the JSON so no text can close the script element", () => {
    const hostile = { name: "</script><script>alert(1)</script>", amp: "a & b", sep: "x\u2028y" };
    const out = scriptSafeJson(hostile);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(hostile);
  });
});
