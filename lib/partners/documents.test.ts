import { extractText, getMeta } from "unpdf";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { publicConfig } from "@/lib/config/public";
import { FONT_FILES } from "@/lib/pdf/fonts";
import { findPartnerAsset, PARTNER_ASSETS, partnerAssetFileName, productSlug } from "./assets";
import { PARTNER_DOCUMENTS, partnerAssetPdf, partnerContext } from "./documents";
import { documentTexts, inline, renderPartnerDocument } from "./pdf/render";

const squash = (s: string) => s.replace(/\s+/g, " ").trim();

async function read(pdf: Buffer) {
  const { text, totalPages } = await extractText(new Uint8Array(pdf), { mergePages: false });
  return { pages: text.map(squash), all: squash(text.join(" ")), totalPages };
}

/** The headings each document must have (the partner page and the spec name them). */
const HEADINGS = {
  overview: [
    "Program Overview",
    "Who we serve",
    "The problem we solve",
    `What ${publicConfig.productName} does`,
    "What is free, and what is not",
    "Three ways to partner",
    "Direct Referrals",
    "Tailored Resources",
    "Community Impact",
    "Implementation support",
    "Client privacy",
    "Getting started",
  ],
  flyer: ["Staff Information Flyer", "Who to refer", "What to tell a client", "How to refer", "What clients get", "Questions clients ask"],
  "email-templates": [
    "Email Templates",
    "How to use these templates",
    "1. Announcing the partnership to clients",
    "2. Referral after a counseling session",
    "3. Follow-up one week later",
    "4. Outreach after a layoff or reduction-in-force notice",
    "5. Internal announcement to staff",
    "6. Newsletter, website or social media",
  ],
} as const;

describe("partner PDFs", () => {
  for (const asset of PARTNER_ASSETS) {
    it(`${asset.slug}: a PDF that parses back with its title, headings and every text, on the pages the page promises`, async () => {
      const pdf = partnerAssetPdf(asset.slug);
      expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
      const { all, pages, totalPages } = await read(pdf);
      for (const heading of HEADINGS[asset.slug]) expect(all, heading).toContain(heading);
      const doc = PARTNER_DOCUMENTS[asset.slug](partnerContext());
      for (const text of documentTexts(doc)) {
        for (const line of text.split("\n")) expect(all, line).toContain(squash(line));
      }
      expect(totalPages).toBeGreaterThanOrEqual(2);
      pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${totalPages}`));
      expect(all).toContain(publicConfig.supportEmail);
      expect(all).toContain("http://localhost:3000/create-resume");
      const { info } = await getMeta(new Uint8Array(pdf));
      expect(info.Title).toBe(`${publicConfig.productName} ${asset.title}`);
    });
  }

  it("keeps the flyer to the two pages the partner page promises, even with a long site address", async () => {
    expect(findPartnerAsset("flyer")?.description).toMatch(/^A two-page brief/);
    for (const siteUrl of ["http://localhost:3000", "https://careers.workforce-partnership-example.org"]) {
      const pdf = renderPartnerDocument(PARTNER_DOCUMENTS.flyer({ ...partnerContext(), siteUrl }));
      expect((await read(pdf)).totalPages, siteUrl).toBe(2);
    }
  });

  it("is built once per process (the same buffer on every download)", () => {
    expect(partnerAssetPdf("flyer")).toBe(partnerAssetPdf("flyer"));
  });

  it("draws the brand in colour: a navy cover band, white title text and the amber rule", () => {
    const body = renderPartnerDocument(PARTNER_DOCUMENTS.overview(partnerContext())).toString("latin1");
    // Page content streams are not compressed, so the operators can be read directly.
    expect(body).toContain("0.12 0.23 0.54 rg 0 ");
    expect(body).toContain("q 1 1 1 rg BT");
    expect(body).toContain("0.96 0.62 0.04 rg");
  });

  it("keeps long documents readable: a long section flows onto further pages with the frame on each", async () => {
    const doc = PARTNER_DOCUMENTS.flyer(partnerContext());
    const bullets = Array.from({ length: 90 }, (_, i) => `Point ${i + 1}: ${"a specific and practical piece of advice ".repeat(2)}`);
    const long = renderPartnerDocument({ ...doc, blocks: [{ kind: "heading", text: "A Long List" }, { kind: "bullets", items: bullets }] });
    const { all, totalPages, pages } = await read(long);
    expect(totalPages).toBeGreaterThanOrEqual(3);
    for (const b of bullets) expect(all).toContain(squash(b));
    expect(pages[totalPages - 1]).toContain(`Page ${totalPages} of ${totalPages}`);
  });

  it("reads **bold** markers as bold runs", () => {
    expect(inline("Plain **bold** end")).toEqual([
      { text: "Plain ", font: "regular" },
      { text: "bold", font: "bold" },
      { text: " end", font: "regular" },
    ]);
  });
});

describe("partner assets", () => {
  it("are the spec's three, saved as <product>-<name>.pdf", () => {
    expect(PARTNER_ASSETS.map((a) => a.slug)).toEqual(["overview", "flyer", "email-templates"]);
    expect(PARTNER_ASSETS.map((a) => partnerAssetFileName(a, "CivicShift"))).toEqual([
      "civicshift-program-overview.pdf",
      "civicshift-staff-information-flyer.pdf",
      "civicshift-email-templates.pdf",
    ]);
    expect(partnerAssetFileName(PARTNER_ASSETS[0])).toBe(`${productSlug(publicConfig.productName)}-program-overview.pdf`);
  });

  it("derive a file-safe product slug", () => {
    expect(productSlug("CivicShift")).toBe("civicshift");
    expect(productSlug("Career Bridge")).toBe("career-bridge");
    expect(productSlug("Público & Co.")).toBe("publico-co");
    expect(productSlug("***")).toBe("partner");
  });

  it("find only the known slugs", () => {
    expect(findPartnerAsset("flyer")?.title).toBe("Staff Information Flyer");
    for (const unknown of ["", "Flyer", "../flyer", "constructor", "__proto__", "toString"]) expect(findPartnerAsset(unknown)).toBeUndefined();
  });

  it("ship the PDF fonts with their route after next build", () => {
    const includes = nextConfig.outputFileTracingIncludes ?? {};
    const files = Object.values(FONT_FILES).map((f) => `./node_modules/${f}`);
    expect(includes["/api/download-partner-asset/*"]).toEqual(expect.arrayContaining(files));
  });
});
