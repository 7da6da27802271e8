"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { buttonVariants } from "@/components/ui/button-variants";
import { MobileMenu } from "./mobile-menu";
import { useLogout } from "./use-logout";
import { HOME_SECTIONS, isPlainLeftClick, useSectionNav } from "./use-section-nav";

export type HeaderNavItem =
  | { kind: "section"; label: string; sectionId: string }
  | { kind: "link"; label: string; href: string };

/** The header's items, shared by the desktop bar and the mobile menu (spec: "the same items"). */
export function headerNavItems(loggedIn: boolean): HeaderNavItem[] {
  return [
    { kind: "section", label: "How It Works", sectionId: HOME_SECTIONS.howItWorks },
    { kind: "section", label: "Success Stories", sectionId: HOME_SECTIONS.successStories },
    { kind: "link", label: "Pricing", href: "/pricing" },
    loggedIn ? { kind: "link", label: "Dashboard", href: "/dashboard" } : { kind: "link", label: "Login", href: "/login" },
  ];
}

export const navLinkClass =
  "rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-secondary hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-[current=page]:text-brand aria-[current=page]:font-semibold";

/** Interactive part of the site header: navigation, greeting, logout and the mobile menu. */
export function HeaderNav({ accountName }: { accountName: string | null }) {
  const pathname = usePathname();
  const goToSection = useSectionNav();
  const { logout, pending } = useLogout();
  const loggedIn = accountName !== null;
  const items = headerNavItems(loggedIn);

  return (
    <>
      <nav aria-label="Main" className="hidden md:block">
        <ul className="flex items-center gap-1">
          {items.map((item) => (
            <li key={item.label}>
              {item.kind === "section" ? (
                <Link
                  href={`/#${item.sectionId}`}
                  className={navLinkClass}
                  onClick={(e) => {
                    if (!isPlainLeftClick(e)) return;
                    e.preventDefault();
                    goToSection(item.sectionId);
                  }}
                >
                  {item.label}
                </Link>
              ) : (
                <Link
                  href={item.href}
                  className={navLinkClass}
                  aria-current={pathname === item.href ? "page" : undefined}
                >
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className="hidden items-center gap-3 md:flex">
        {loggedIn ? (
          <>
            <span className="max-w-48 truncate text-sm text-muted-foreground" title={`Hi, ${accountName}`}>
              Hi, <span className="font-semibold text-foreground">{accountName}</span>
            </span>
            <button type="button" className={buttonVariants({ variant: "outline" })} onClick={logout} disabled={pending}>
              {pending ? "Logging out..." : "Logout"}
            </button>
          </>
        ) : (
          <Link href="/create-resume" className={buttonVariants()}>
            Get Started
          </Link>
        )}
      </div>

      <MobileMenu
        items={items}
        accountName={accountName}
        pathname={pathname}
        onSection={goToSection}
        onLogout={logout}
        logoutPending={pending}
        className="md:hidden"
      />
    </>
  );
}
