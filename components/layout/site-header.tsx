import Link from "next/link";
import { unstable_rethrow } from "next/navigation";
import { getSession } from "@/lib/auth";
import { publicConfig } from "@/lib/config/public";
import { BrandLogo } from "./brand-logo";
import { HeaderNav } from "./header-nav";

/** The account's name when an account (not admin staff) is logged in. */
async function loggedInAccountName(): Promise<string | null> {
  try {
    const session = await getSession();
    return session?.realm === "account" ? session.name : null;
  } catch (error) {
    // Next signals "this page is dynamic" by throwing from cookies() during prerendering; that
    // must propagate, or every page would be built statically with a logged-out header.
    unstable_rethrow(error);
    // The header must never take a page down: a failed session lookup renders as logged out.
    console.error("Site header: session lookup failed", error);
    return null;
  }
}

export async function SiteHeader() {
  const accountName = await loggedInAccountName();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          href="/"
          aria-label={`${publicConfig.productName} home`}
          className="shrink-0 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <BrandLogo height={36} />
        </Link>
        <HeaderNav accountName={accountName} />
      </div>
    </header>
  );
}
