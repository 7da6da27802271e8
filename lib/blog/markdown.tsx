/**
 * The blog's markdown subset, rendered to React elements: headings of levels 1 to 4 (`#` to
 * `####`), paragraphs (separated by a blank line) and **bold**. Nothing else is interpreted, and
 * every character of the source reaches the page as text: React escapes it, and there is no
 * dangerouslySetInnerHTML, so `<script>` or any other HTML in a post shows as the characters typed.
 */
import { Fragment, type ReactNode } from "react";

export type Inline = { text: string; bold: boolean };
export type Block = { kind: "heading"; level: 1 | 2 | 3 | 4; inlines: Inline[] } | { kind: "paragraph"; inlines: Inline[] };

const HEADING = /^(#{1,4})[ \t]+(.+?)[ \t]*#*[ \t]*$/;

/** `**bold**` pairs; a `**` without its partner stays literal text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let rest = text;
  for (;;) {
    const open = rest.indexOf("**");
    const close = open < 0 ? -1 : rest.indexOf("**", open + 2);
    if (open < 0 || close < 0) break;
    const inner = rest.slice(open + 2, close);
    if (inner.trim() === "") {
      // "****" or "** **": not emphasis; keep the characters and move on.
      out.push({ text: rest.slice(0, close + 2), bold: false });
    } else {
      if (open > 0) out.push({ text: rest.slice(0, open), bold: false });
      out.push({ text: inner, bold: true });
    }
    rest = rest.slice(close + 2);
  }
  if (rest) out.push({ text: rest, bold: false });
  // Merge neighbouring plain runs (from the "****" case) so the output stays minimal.
  return out.reduce<Inline[]>((acc, run) => {
    const last = acc.at(-1);
    if (last && !last.bold && !run.bold) last.text += run.text;
    else acc.push({ ...run });
    return acc;
  }, []);
}

/** Splits the source into headings and paragraphs; lines of one paragraph are joined by a space. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", inlines: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of source.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1]!.length as 1 | 2 | 3 | 4, inlines: parseInline(heading[2]!) });
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}

const HEADING_CLASS: Record<number, string> = {
  2: "mt-10 text-2xl font-bold tracking-tight text-brand",
  3: "mt-8 text-xl font-semibold text-brand",
  4: "mt-6 text-lg font-semibold text-slate-900",
  5: "mt-6 text-base font-semibold text-slate-900",
  6: "mt-6 text-base font-semibold text-slate-900",
};

function renderInlines(inlines: Inline[]): ReactNode {
  return inlines.map((run, i) => (run.bold ? <strong key={i}>{run.text}</strong> : <Fragment key={i}>{run.text}</Fragment>));
}

/**
 * The post body as elements. The page's title is its <h1>, so the highest heading level the post
 * uses becomes <h2> and the others follow in order (heading order stays valid for screen readers).
 */
export function renderMarkdown(source: string): ReactNode[] {
  const blocks = parseMarkdown(source);
  const top = Math.min(5, ...blocks.flatMap((b) => (b.kind === "heading" ? [b.level] : [])));
  const shift = 2 - top;
  return blocks.map((block, i) => {
    if (block.kind === "paragraph") {
      return (
        <p key={i} className="mt-5 leading-relaxed text-slate-700">
          {renderInlines(block.inlines)}
        </p>
      );
    }
    const level = Math.min(6, block.level + shift);
    const Tag = `h${level}` as "h2" | "h3" | "h4" | "h5" | "h6";
    return (
      <Tag key={i} className={HEADING_CLASS[level]}>
        {renderInlines(block.inlines)}
      </Tag>
    );
  });
}
