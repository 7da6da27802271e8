import { LeadVerifiedReturn } from "@/components/leads/lead-verified-return";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, the page's <main> (target of the "Skip to content" link) and footer. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      {/* First in the tree, so its effect sees ?leadVerified=true before any page effect tidies the address. */}
      <LeadVerifiedReturn />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
