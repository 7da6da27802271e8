import Link from "next/link";
import { BrandLogo } from "@/components/layout/brand-logo";
import { publicConfig } from "@/lib/config/public";

/** A slim frame (brand bar + main landmark) for staff and preview pages. */
export function SlimShell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-secondary/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Link
            href="/"
            aria-label={`${publicConfig.productName} home`}
            className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <BrandLogo height={30} />
          </Link>
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </div>
  );
}
