import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, renderMarkdown } from "./markdown";

const html = (source: string) => renderToStaticMarkup(<>{renderMarkdown(source)}</>);
const strip = (s: string) => s.replace(/ class="[^"]*"/g, "");

describe("blog markdown subset", () => {
  it("renders headings of levels 1 to 4, with the top level used becoming <h2>", () => {
    expect(strip(html("# One\n\n## Two\n\n### Three\n\n#### Four"))).toBe("<h2>One</h2><h3>Two</h3><h4>Three</h4><h5>Four</h5>");
    expect(strip(html("## Section\n\nText\n\n### Sub"))).toBe("<h2>Section</h2><p>Text</p><h3>Sub</h3>");
  });

  it("keeps five or more hashes, and a hash without a space, as paragraph text", () => {
    expect(strip(html("##### Five"))).toBe("<p>##### Five</p>");
    expect(strip(html("#hashtag"))).toBe("<p>#hashtag</p>");
  });

  it("splits paragraphs on blank lines and joins the lines of one paragraph", () => {
    expect(strip(html("First line\nsame paragraph\n\n\nSecond\r\n\r\nThird"))).toBe(
      "<p>First line same paragraph</p><p>Second</p><p>Third</p>",
    );
  });

  it("renders **bold** and leaves an unpaired marker as text", () => {
    expect(strip(html("A **bold** word and **another**."))).toBe("<p>A <strong>bold</strong> word and <strong>another</strong>.</p>");
    expect(strip(html("## A **strong** heading"))).toBe("<h2>A <strong>strong</strong> heading</h2>");
    expect(strip(html("Price is 2 ** 3"))).toBe("<p>Price is 2 ** 3</p>");
    expect(parseInline("a **** b")).toEqual([{ text: "a **** b", bold: false }]);
  });

  it("shows raw HTML and script as text, never as markup", () => {
    const out = html('<script>alert(1)</script>\n\n## <img src=x onerror="alert(2)">\n\n**<b>x</b>** <a href="javascript:alert(3)">y</a>');
    expect(out).not.toMatch(/<script|<img|<a |<b>/);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(out).toContain("<strong>&lt;b&gt;x&lt;/b&gt;</strong>");
  });

  it("parses into blocks the page can render", () => {
    expect(parseMarkdown("# T\n\nBody")).toEqual([
      { kind: "heading", level: 1, inlines: [{ text: "T", bold: false }] },
      { kind: "paragraph", inlines: [{ text: "Body", bold: false }] },
    ]);
    expect(parseMarkdown("\n\n  \n")).toEqual([]);
  });
});
