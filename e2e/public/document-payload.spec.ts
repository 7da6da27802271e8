/**
 * The HTML document of the public pages (issue 17, docs/decisions/0012): the RSC payload inlined
 * in it holds the site frame once, and no 404 page. app/not-found.tsx used to bring its own header
 * and footer, and Next sends that boundary with every page, in the root layout and again in the
 * page's first-level group layout: the footer was in each document four times (once as markup,
 * three times in the payload), the header too, and the 404 message twice. An unknown address now
 * gets app/global-not-found.tsx, which is sent with nothing else.
 */
import { publicConfig } from "../../lib/config/public";
import { expect, test } from "../support/fixtures";

const PUBLIC_PAGES = ["/", "/create-resume", "/login", "/pricing", "/blog", "/company", "/partners", "/contact", "/privacy-policy", "/terms-of-service", "/get-started", "/getstarted", "/hello"];

/** Text of the footer and of the header's brand link, as markup and as payload alike. */
const FOOTER_TEXT = "is an independent service and is not affiliated with any government agency";
const HEADER_TEXT = `${publicConfig.productName} home`;

const occurrences = (html: string, needle: string) => html.split(needle).length - 1;

for (const path of PUBLIC_PAGES) {
  test(`${path}: the header and footer are in the document once as markup and once in the RSC payload`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html.match(/<footer\b/g), "footer markup").toHaveLength(1);
    expect(occurrences(html, FOOTER_TEXT), "footer").toBe(2);
    expect(occurrences(html, HEADER_TEXT), "header").toBe(2);
    expect(occurrences(html, "404 Page Not Found"), "404 page").toBe(0);
  });
}

test("an unknown address is the site's 404 page, framed once", async ({ request }) => {
  const res = await request.get("/no-such-page-here");
  expect(res.status()).toBe(404);
  const html = await res.text();
  expect(html).toContain("404 Page Not Found");
  expect({ header: html.match(/<header\b/g)?.length, main: html.match(/<main\b/g)?.length, footer: html.match(/<footer\b/g)?.length }).toEqual({ header: 1, main: 1, footer: 1 });
  expect(occurrences(html, FOOTER_TEXT)).toBe(2);
});
