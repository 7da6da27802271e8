import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { JobSearchView } from "@/lib/validation/job-search";
import { JobSearchDialog } from "./job-search-dialog";
import { jobSearchUrls } from "./urls";
import { JobSearchesPanel } from "./job-searches-panel";

// Radix portals render nothing on the server: the dialog's parts become plain elements here, so
// the form inside can be rendered and read.
vi.mock("@/components/ui/dialog", () => {
  const Pass = ({ children }: { children?: React.ReactNode }) => <div>{children}</div>;
  return {
    Dialog: ({ open, children }: { open: boolean; children?: React.ReactNode }) => (open ? <div role="dialog">{children}</div> : null),
    DialogContent: Pass,
    DialogHeader: Pass,
    DialogFooter: Pass,
    DialogTitle: ({ children }: { children?: React.ReactNode }) => <h2>{children}</h2>,
    DialogDescription: ({ children }: { children?: React.ReactNode }) => <p>{children}</p>,
  };
});

const text = (html: string) =>
  html.replace(/<[^>]+>/g, " ").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

function search(over: Partial<JobSearchView> = {}): JobSearchView {
  return {
    id: 11,
    accountId: 7,
    name: "Budget roles",
    preferredJobTitles: ["Budget Analyst", "Financial Analyst"],
    preferredLocations: ["Denver, CO"],
    minSalary: 70000,
    maxSalary: 95000,
    experienceYears: 3,
    remoteWork: true,
    searchSimilarTitles: false,
    isActive: false,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...over,
  };
}

const panel = (props: Partial<Parameters<typeof JobSearchesPanel>[0]>) =>
  renderToStaticMarkup(<JobSearchesPanel accountId={7} tier="premium" basic={{ location: null, role: null }} {...props} />);

/** Every label points at an element that exists (inputs, switches, the select). */
function expectLabelsBound(html: string) {
  const fors = [...html.matchAll(/<label[^>]*\sfor="([^"]+)"/g)].map((m) => m[1]!);
  expect(fors.length).toBeGreaterThan(0);
  for (const id of fors) expect(html, `label for=${id}`).toContain(`id="${id}"`);
}

describe("JobSearchesPanel", () => {
  it("trial: the Basic Job Search card, from the resume or with the spec's fallbacks", () => {
    const bare = text(panel({ tier: "trial" }));
    expect(bare).toContain("Basic Job Search");
    expect(bare).toContain("Not specified");
    expect(bare).toContain("General Government Professional");
    expect(bare).toContain("UPGRADE TO PREMIUM");
    const filled = text(panel({ tier: "trial", basic: { location: "Reno, NV", role: "Budget Manager" } }));
    expect(filled).toContain("Reno, NV");
    expect(filled).toContain("Budget Manager");
    expect(filled).not.toContain("Not specified");
    expect(panel({ tier: "trial" })).toContain('href="/upgrade"');
  });

  it("locked: the Premium Feature notice with a way to upgrade, and no manager", () => {
    const html = panel({ tier: "locked" });
    expect(text(html)).toContain("Premium Feature");
    expect(html).toContain('href="/upgrade"');
    expect(text(html)).not.toContain("Create Your First Search");
  });

  it("premium without searches: the empty state and 0 / 3", () => {
    const t = text(panel({ initialSearches: [] }));
    expect(t).toContain("Create Your First Search");
    expect(t).toContain("0 / 3");
    expect(t).not.toContain("Create New Search");
  });

  it("premium with searches: a card per search with every field, the usage bar and the create button", () => {
    const html = panel({ initialSearches: [search(), search({ id: 12, name: "Second", isActive: true, searchSimilarTitles: true, minSalary: null, experienceYears: null, remoteWork: false })] });
    const t = text(html);
    for (const s of ["Budget roles", "Inactive", "Created Jan 5, 2026", "Budget Analyst", "Financial Analyst", "Denver, CO", "$70,000", "$95,000", "Mid (3-7 years)"]) {
      expect(t).toContain(s);
    }
    expect(t).toMatch(/Remote Work Yes/);
    expect(t).toMatch(/Remote Work No/);
    expect(t).toContain("Not specified");
    expect(t).toContain("Any level");
    expect(t).toContain("2 / 3");
    expect(t).toContain("Create New Search");
    expect(html).toContain('aria-label="Edit Budget roles"');
    expect(html).toContain('aria-label="Delete Budget roles"');
    // The first card's switches are off (inactive, no similar titles), the second's on.
    expect(html.match(/role="switch" aria-checked="false"/g)).toHaveLength(2);
    expectLabelsBound(html);
  });

  it("premium at 3: the limit message and no create button", () => {
    const t = text(panel({ initialSearches: [search({ id: 1 }), search({ id: 2, name: "B" }), search({ id: 3, name: "C" })] }));
    expect(t).toContain("3 / 3");
    expect(t).toContain("You can save up to 3 job searches. Delete one to create another.");
    expect(t).not.toContain("Create New Search");
    expect(t).not.toContain("Create Your First Search");
  });
});

describe("JobSearchDialog", () => {
  const noop = () => {};

  it("creates: every field with its label, the defaults, the info box and Create Search", () => {
    const html = renderToStaticMarkup(<JobSearchDialog open search={null} urls={jobSearchUrls(7)} onOpenChange={noop} onSaved={noop} />);
    const t = text(html);
    expect(t).toContain("Create New Job Search");
    for (const label of ["Search Name", "Preferred Job Titles", "Include similar job titles", "Preferred Locations", "Minimum Salary", "Maximum Salary", "Experience Level", "Open to remote work"]) {
      expect(t).toContain(label);
    }
    for (const option of ["Entry (0-2 years)", "Mid (3-7 years)", "Senior (8+ years)"]) expect(t).toContain(option);
    expect(html).toMatch(/<option value="0">Entry/);
    expect(html).toMatch(/<option value="8">Senior/);
    expect(t).toContain("25-mile radius");
    expect(t).toContain("last 72 hours");
    expect(t).toContain("Create Search");
    expect(t).toContain("Cancel");
    // Defaults: similar titles on, remote off, so no Smart Search note.
    expect(html).toMatch(/aria-checked="true"[^>]*>.*aria-checked="false"/s);
    expect(t).not.toContain("Smart Search");
    expect(html).toContain('aria-label="Add job title"');
    expect(html).toContain('aria-label="Add location"');
    expectLabelsBound(html);
  });

  it("edits: the search's values, salaries with separators, chips, the Smart Search note and Update Search", () => {
    const html = renderToStaticMarkup(<JobSearchDialog open search={search()} urls={jobSearchUrls(7)} onOpenChange={noop} onSaved={noop} />);
    const t = text(html);
    expect(t).toContain("Edit Job Search");
    expect(html).toContain('value="Budget roles"');
    expect(html).toContain('value="70,000"');
    expect(html).toContain('value="95,000"');
    expect(html).toMatch(/<option value="3" selected="">Mid/);
    expect(html).toContain('aria-label="Remove Financial Analyst"');
    expect(t).toContain("Smart Search");
    expect(t).toContain("Update Search");
    expect(t).not.toContain("Create Search");
  });
});
