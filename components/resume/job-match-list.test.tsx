import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JobMatchList, type JobMatchItem } from "./job-match-list";

const match = (over: Partial<JobMatchItem>): JobMatchItem => ({
  jobTitle: "Budget Analyst",
  company: "Acme",
  location: "Denver, CO",
  salary: null,
  matchScore: 80,
  source: "jsearch",
  url: "https://example.com/job/1",
  ...over,
});

describe("JobMatchList", () => {
  it("credits Adzuna's listings with 'Jobs by Adzuna' linked to Adzuna, and no other source's", () => {
    const html = renderToStaticMarkup(
      <JobMatchList matches={[match({ id: 1, source: "adzuna" }), match({ id: 2, source: "jsearch" })]} sampleSource="sample" sampleLabel="Sample" />,
    );
    expect(html.match(/Jobs by Adzuna/g)).toHaveLength(1);
    expect(html).toContain('href="https://www.adzuna.com"');
    const items = html.split("<li");
    expect(items[1]).toContain("Jobs by Adzuna");
    expect(items[2]).not.toContain("Adzuna");
  });

  it("labels sample postings and gives them no outgoing link", () => {
    const html = renderToStaticMarkup(<JobMatchList matches={[match({ source: "sample", url: undefined })]} sampleSource="sample" sampleLabel="Sample opening" />);
    expect(html).toContain("Sample opening");
    expect(html).not.toContain("View posting");
  });
});
