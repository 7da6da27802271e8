import { Building, Building2, Landmark, MapPinned } from "lucide-react";

/**
 * Static stand-in for the agency-logo section (spec: logos grouped by level, loaded from
 * /api/logos). The logo grid replaces the examples once the logo API exists.
 */
const levels = [
  { level: "Federal", icon: Landmark, examples: "Department of Defense, Homeland Security, IRS, Social Security" },
  { level: "State", icon: Building2, examples: "State agencies, departments and commissions" },
  { level: "County", icon: MapPinned, examples: "County government, such as Los Angeles County" },
  { level: "City", icon: Building, examples: "City of New York, Los Angeles, Chicago and more" },
] as const;

export function GovernmentLevels() {
  return (
    <section aria-labelledby="agencies-heading" className="border-y bg-secondary/50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="agencies-heading" className="text-center text-2xl font-bold tracking-tight text-foreground">
          Built for every level of public service
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {levels.map(({ level, icon: Icon, examples }) => (
            <li key={level} className="flex items-start gap-4 rounded-xl bg-card p-5 ring-1 ring-border">
              <Icon className="mt-0.5 size-6 shrink-0 text-brand" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-foreground">{level}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{examples}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
