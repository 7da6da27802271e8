import { Briefcase, DollarSign, ExternalLink, MapPin } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { ADZUNA_ATTRIBUTION, ADZUNA_URL, isAdzunaSource } from "@/lib/jobs/sources/attribution";
import type { JobMatchView } from "@/lib/validation/resume-view";

/** A job match as the API sends it (one definition with the server); the sample matches have no id or link. */
export type JobMatchItem = Omit<JobMatchView, "id" | "url"> & Partial<Pick<JobMatchView, "id" | "url">>;

/**
 * Job matches with match percentage, company, location and an optional salary. Postings from
 * the sample feed are made-up openings, so they carry `sampleLabel` and no outgoing link; Adzuna's
 * carry "Jobs by Adzuna" with a link to Adzuna, as its terms ask of every listing shown.
 */
export function JobMatchList({
  matches,
  sampleSource,
  sampleLabel,
}: {
  matches: readonly JobMatchItem[];
  sampleSource: string;
  sampleLabel: string;
}) {
  if (matches.length === 0) {
    return <p className="text-muted-foreground">No job matches yet. New matches arrive with your daily job alerts.</p>;
  }
  return (
    <ul className="grid gap-3">
      {matches.map((m, i) => {
        const sample = m.source === sampleSource;
        return (
          <li key={m.id ?? i} className="rounded-lg border bg-card p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="flex items-center gap-2 font-semibold text-foreground">
                <Briefcase className="size-4 text-brand" aria-hidden="true" />
                {m.jobTitle}
              </h3>
              <div className="flex flex-wrap items-center gap-2">
                {sample && (
                  <Badge variant="outline" className="border-brand-accent bg-accent text-accent-foreground">
                    {sampleLabel}
                  </Badge>
                )}
                <Badge className="bg-success text-white">{m.matchScore}% match</Badge>
              </div>
            </div>
            <p className="mt-1 text-sm text-foreground">{m.company}</p>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {m.location}
              </span>
              {m.salary && (
                <span className="inline-flex items-center gap-1">
                  <DollarSign className="size-4" aria-hidden="true" />
                  {m.salary}
                </span>
              )}
              {isAdzunaSource(m.source) && (
                <a href={ADZUNA_URL} target="_blank" rel="noopener noreferrer" className="font-medium text-brand underline underline-offset-2">
                  {ADZUNA_ATTRIBUTION}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
              {!sample && m.url && (
                <a
                  href={m.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand underline-offset-2 hover:underline"
                >
                  View posting
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
