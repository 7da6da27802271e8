/**
 * Body text styles for policy text, as arbitrary variants (the project has no typography plugin):
 * paragraphs and lists spaced, lists marked, links underlined, <h3> for subsections.
 */
export const LEGAL_PROSE =
  "space-y-4 leading-7 text-foreground/90 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:marker:text-brand";

export type LegalSection = { id: string; title: string; body: React.ReactNode };

/**
 * A policy page: title, effective date, a table of contents of anchor links, then each section
 * under its <h2>. Plain, readable type: short measure, generous leading, lists where the text is a list.
 */
export function LegalDocument({
  title,
  effectiveDate,
  intro,
  sections,
}: {
  title: string;
  /** As printed, e.g. "June 1, 2025". */
  effectiveDate: string;
  intro: React.ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-brand sm:text-5xl">{title}</h1>
        <p className="mt-3 text-sm font-medium text-muted-foreground">
          Effective date: <time dateTime={new Date(`${effectiveDate} UTC`).toISOString().slice(0, 10)}>{effectiveDate}</time>
        </p>
        <div className={`${LEGAL_PROSE} mt-6 text-lg`}>{intro}</div>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
        <nav aria-labelledby="toc-heading" className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
          <div className="rounded-xl border bg-card p-5">
            <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-foreground">
              Contents
            </h2>
            <ol className="mt-3 space-y-1.5 text-sm">
              {sections.map((section, i) => (
                <li key={section.id} className="flex gap-2">
                  <span aria-hidden="true" className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">
                    {i + 1}.
                  </span>
                  <a
                    href={`#${section.id}`}
                    className="rounded-sm text-brand underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl space-y-12">
          {sections.map((section, i) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-foreground">
                <span className="text-brand">{i + 1}.</span> {section.title}
              </h2>
              <div className={`${LEGAL_PROSE} mt-4`}>{section.body}</div>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
