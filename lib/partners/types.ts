/** What a partner handout is made of: plain data, laid out by lib/partners/pdf/render.ts. */

/** Text may mark **bold** words. */
export type Block =
  | { kind: "heading"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "bullets"; items: string[] }
  | { kind: "steps"; items: { title: string; body: string }[] }
  | { kind: "facts"; items: { value: string; label: string }[] }
  | { kind: "callout"; title: string; body?: string; items?: string[]; tone?: "blue" | "warm" }
  | { kind: "cards"; items: { title: string; body: string; points?: string[] }[] }
  | { kind: "email"; title: string; when: string; subject: string; body: string[] }
  | { kind: "qa"; items: { q: string; a: string }[] }
  | { kind: "pageBreak" };

export type PartnerDocument = {
  productName: string;
  /** Over the title on the cover, e.g. "Partner Program". */
  kicker: string;
  title: string;
  subtitle: string;
  /** "<product> <footerLabel> | <title>" in every page's footer. */
  footerLabel: string;
  blocks: Block[];
};

/** What the documents say about the product and how to reach it. */
export type PartnerContext = {
  productName: string;
  supportEmail: string;
  /** The site's address without a trailing slash, e.g. "https://civicshift.org". */
  siteUrl: string;
};
