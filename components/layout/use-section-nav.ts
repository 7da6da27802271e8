"use client";

import { usePathname, useRouter } from "next/navigation";
import { useCallback } from "react";

/** Sections of the landing page that the header links to. */
export const HOME_SECTIONS = {
  howItWorks: "services",
  successStories: "success-stories",
} as const;

/** After navigating to /, the spec scrolls 100 ms later; a slow render gets a few more tries. */
const SCROLL_DELAY_MS = 100;
const RETRY_MS = 100;
const MAX_WAIT_MS = 3000;

function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  el.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  // Move keyboard focus with the view, so the next Tab continues inside the section.
  if (el.hasAttribute("tabindex")) el.focus({ preventScroll: true });
  return true;
}

/**
 * Header links to landing-page sections: on / they scroll there; elsewhere they go to / first
 * and scroll 100 ms afterwards.
 */
export function useSectionNav() {
  const router = useRouter();
  const pathname = usePathname();

  return useCallback(
    (id: string) => {
      if (pathname === "/") {
        scrollToSection(id);
        return;
      }
      router.push("/");
      const started = Date.now();
      const attempt = () => {
        if (scrollToSection(id) || Date.now() - started > MAX_WAIT_MS) return;
        window.setTimeout(attempt, RETRY_MS);
      };
      window.setTimeout(attempt, SCROLL_DELAY_MS);
    },
    [pathname, router],
  );
}

/** Lets ctrl/cmd/shift/middle clicks keep the browser's own behaviour (new tab, new window). */
export function isPlainLeftClick(e: React.MouseEvent): boolean {
  return e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;
}
