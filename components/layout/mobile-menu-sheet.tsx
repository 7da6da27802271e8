"use client";

import Link from "next/link";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Sheet, SheetClose, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { MobileMenuProps } from "./mobile-menu";
import { isPlainLeftClick } from "./use-section-nav";

const itemClass =
  "block rounded-md px-3 py-3 text-base font-medium text-foreground transition-colors hover:bg-secondary hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:text-brand aria-[current=page]:font-semibold";

/**
 * The mobile menu's sheet, loaded the first time the menu button is pressed (see ./mobile-menu.tsx).
 * Radix traps focus inside while open; on close, focus goes back to the menu button.
 */
export function MobileMenuSheet({
  items,
  accountName,
  pathname,
  onSection,
  onLogout,
  logoutPending,
  open,
  setOpen,
  returnFocusTo,
}: MobileMenuProps & {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
}) {
  // A section link scrolls only once the sheet has closed and released the page's scroll lock.
  const pendingSection = useRef<string | null>(null);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(e) => {
          // Radix returns focus to its own trigger; the menu button is ours (./mobile-menu.tsx).
          e.preventDefault();
          const id = pendingSection.current;
          if (!id) return void returnFocusTo.current?.focus();
          pendingSection.current = null;
          onSection(id); // focus moves to the section instead of back to the menu button
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>Menu</SheetTitle>
          {accountName !== null && (
            <p className="truncate text-sm text-muted-foreground">
              Hi, <span className="font-semibold text-foreground">{accountName}</span>
            </p>
          )}
        </SheetHeader>
        <nav aria-label="Mobile" className="px-2">
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.label}>
                {item.kind === "section" ? (
                  <Link
                    href={`/#${item.sectionId}`}
                    className={itemClass}
                    onClick={(e) => {
                      if (!isPlainLeftClick(e)) return;
                      e.preventDefault();
                      pendingSection.current = item.sectionId;
                      setOpen(false);
                    }}
                  >
                    {item.label}
                  </Link>
                ) : (
                  <SheetClose asChild>
                    <Link
                      href={item.href}
                      className={itemClass}
                      aria-current={pathname === item.href ? "page" : undefined}
                    >
                      {item.label}
                    </Link>
                  </SheetClose>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-auto border-t p-4">
          {accountName !== null ? (
            <Button
              variant="outline"
              className="w-full"
              disabled={logoutPending}
              onClick={async () => {
                await onLogout();
                setOpen(false);
              }}
            >
              {logoutPending ? "Logging out..." : "Logout"}
            </Button>
          ) : (
            <SheetClose asChild>
              <Button asChild className="w-full">
                <Link href="/create-resume">Get Started</Link>
              </Button>
            </SheetClose>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
