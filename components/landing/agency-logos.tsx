import { publicConfig } from "@/lib/config/public";
import { AgencyLogoGrid } from "./agency-logo-grid";

/** The agency-logos section of the landing page; the logos themselves load in a client island. */
export function AgencyLogos() {
  return (
    <section aria-labelledby="agencies-heading" className="border-y bg-secondary/50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="agencies-heading" className="text-center text-2xl font-bold tracking-tight text-foreground">
          Built for every level of public service
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
          Federal, state, county and city employees use {publicConfig.productName} to translate their experience.
        </p>
        <AgencyLogoGrid />
      </div>
    </section>
  );
}
