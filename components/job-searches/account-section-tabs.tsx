import Link from "next/link";
import { cn } from "@/lib/utils";

const SECTIONS = [
  { label: "Account", href: "/dashboard" },
  { label: "My Resume", href: "/dashboard" },
  { label: "Career Guides", href: "/dashboard" },
  { label: "Job Searches", href: "/job-searches" },
] as const;

/**
 * The account area's tabs on /job-searches (spec 02 §2): Account, My Resume and Career Guides
 * take the person to /dashboard; Job Searches is this page. Links, not a tablist: each one
 * navigates.
 */
export function AccountSectionTabs({ current = "Job Searches" }: { current?: (typeof SECTIONS)[number]["label"] }) {
  return (
    <nav aria-label="Account sections">
      <ul className="inline-flex h-auto w-full flex-wrap items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:w-fit">
        {SECTIONS.map((s) => {
          const active = s.label === current;
          return (
            <li key={s.label}>
              <Link
                href={s.href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-8 items-center rounded-md px-3 text-sm font-medium transition-colors outline-none",
                  "focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                  active ? "bg-background text-foreground shadow-sm" : "text-foreground hover:bg-background/60",
                )}
              >
                {s.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
