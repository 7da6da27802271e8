/** The navy band that opens an info page (the landing hero's look), with the page's only <h1>. */
export function PageHero({
  eyebrow,
  title,
  id = "page-heading",
  children,
  actions,
}: {
  eyebrow?: string;
  title: React.ReactNode;
  id?: string;
  /** The lead paragraph(s). */
  children?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-brand text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,158,11,0.18),transparent_55%)]"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && (
          <p className="inline-flex rounded-full border border-white/25 bg-white/10 px-3 py-1 text-sm font-medium text-white">
            {eyebrow}
          </p>
        )}
        <h1 id={id} className="mt-5 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children && <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed text-blue-50">{children}</div>}
        {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>}
      </div>
    </section>
  );
}

/** The amber call-to-action button on a navy band (the landing page's). */
export const heroPrimaryButton =
  "h-12 bg-brand-accent px-7 text-base font-semibold text-slate-950 hover:bg-amber-400 focus-visible:ring-white focus-visible:ring-offset-brand";
export const heroSecondaryButton =
  "h-12 border-white/60 bg-transparent px-7 text-base text-white hover:bg-white/10 hover:text-white focus-visible:ring-white focus-visible:ring-offset-brand";

/** A section of an info page: an <h2> with an optional lead, then its content. */
export function InfoSection({
  id,
  title,
  lead,
  children,
  className = "",
  tinted = false,
}: {
  id: string;
  title: string;
  lead?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  tinted?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={`${tinted ? "bg-secondary/60" : ""} py-16 sm:py-20 ${className}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
            {title}
          </h2>
          {lead && <div className="mt-4 text-lg leading-relaxed text-muted-foreground">{lead}</div>}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
