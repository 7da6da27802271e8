import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, the page's <main> (target of the "Skip to content" link) and footer. */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
