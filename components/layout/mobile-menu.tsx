"use client";

import { MenuIcon } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { cx } from "@/lib/utils";
import type { HeaderNavItem } from "./header-nav";

export type MobileMenuProps = {
  items: HeaderNavItem[];
  accountName: string | null;
  pathname: string;
  onSection: (id: string) => void;
  onLogout: () => Promise<void>;
  logoutPending: boolean;
};

// The sheet (Radix dialog, about 10 KB gzipped) is fetched when the visitor reaches for the menu
// button, not with every page: the header is on all of them.
const MobileMenuSheet = dynamic(() => import("./mobile-menu-sheet").then((m) => m.MobileMenuSheet), { ssr: false });

/** The header's items in a side sheet for small screens, behind a menu button. */
export function MobileMenu({ className, ...props }: MobileMenuProps & { className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const load = () => setWanted(true);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cx(buttonVariants({ variant: "ghost", size: "icon" }), className)}
        onPointerEnter={load}
        onTouchStart={load}
        onFocus={load}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" aria-hidden="true" />
      </button>
      {wanted && <MobileMenuSheet {...props} open={open} setOpen={setOpen} returnFocusTo={button} />}
    </>
  );
}
