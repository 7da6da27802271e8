import { PageHero } from "@/components/public/page-hero";

/** The list page's opening band (shared with its loading state, so the heading never jumps). */
export function BlogHero() {
  return (
    <PageHero eyebrow="Career transition insights" title="Blog">
      <p>
        Practical, specific advice for federal, state, county and city employees moving into private-sector work: resumes,
        salary, interviews, networking and your first months in a new role.
      </p>
    </PageHero>
  );
}
