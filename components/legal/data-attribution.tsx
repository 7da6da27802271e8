import {
  CC_BY_URL,
  ONET_ATTRIBUTION,
  ONET_DATABASE_URL,
  ONET_MODIFICATION_NOTICE,
  OPM_NOTICE,
} from "@/lib/resume/translate/attribution";

/** The O*NET CC BY 4.0 attribution (with modification notice) and the OPM/BLS sources. */
export function DataAttribution() {
  return (
    <section
      aria-labelledby="data-sources"
      className="mx-auto max-w-3xl px-4 pb-16 text-sm text-muted-foreground sm:px-6"
    >
      <h2 id="data-sources" className="mb-2 text-base font-semibold text-foreground">
        Data sources
      </h2>
      <p>
        {ONET_ATTRIBUTION}{" "}
        <a
          className="underline underline-offset-2 hover:text-foreground"
          href={ONET_DATABASE_URL}
          rel="noopener noreferrer"
        >
          O*NET Database
        </a>{" "}
        ·{" "}
        <a className="underline underline-offset-2 hover:text-foreground" href={CC_BY_URL} rel="noopener noreferrer">
          CC BY 4.0
        </a>
      </p>
      <p className="mt-2">{ONET_MODIFICATION_NOTICE}</p>
      <p className="mt-2">
        {OPM_NOTICE} Wage figures: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May
        2025.
      </p>
    </section>
  );
}
