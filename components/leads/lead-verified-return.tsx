"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { attributionSnapshot, restoreAttributionAfterLeadReturn } from "@/lib/analytics/attribution";
import { browserStorage } from "@/lib/analytics/storage";
import { apiRequest } from "@/lib/api/client";

/** Query flag set by GET /api/leads/verify when it sends a verified lead on (spec 01 §4). */
export const LEAD_VERIFIED_PARAM = "leadVerified";

/** The address without the leadVerified flag, or null when the flag is not `true`. */
export function addressWithoutLeadFlag(href: string): string | null {
  const url = new URL(href);
  if (url.searchParams.get(LEAD_VERIFIED_PARAM) !== "true") return null;
  url.searchParams.delete(LEAD_VERIFIED_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Clears both storages but keeps where the visitor came from: the first touch survives, and this
 * return is recorded as the last touch (issue 10 §6). Attribution holds campaign names and a
 * referrer host, nothing about the person, so keeping it does not carry anyone over.
 */
function resetBrowserStorage(snapshot: [string, string][], landing: { search: string; referrer: string; ownHost: string }): void {
  clearBrowserStorage();
  restoreAttributionAfterLeadReturn({
    snapshot,
    landing,
    session: browserStorage("sessionStorage"),
    persistent: browserStorage("localStorage"),
  });
}

function clearBrowserStorage(): void {
  for (const storage of ["localStorage", "sessionStorage"] as const) {
    try {
      window[storage].clear();
    } catch {
      // Storage can be unavailable (privacy modes); there is nothing in it to clear then.
    }
  }
}

/**
 * The return of a verified lead (spec 01 §4): on `?leadVerified=true` the browser starts afresh —
 * local and session storage cleared (all but the visit's attribution), logged out, the server
 * session cleared — and the page
 * reloads once. Whoever used this browser before (a shared office computer, a partner's account)
 * must not carry over into the lead's resume.
 *
 * The flag is read from window.location rather than useSearchParams: no Suspense boundary is
 * needed, so mounting it in the site shell keeps every page's rendering as it was. It re-checks on
 * each pathname change because the shell stays mounted across client navigations. The flag is
 * removed from the address before anything else, so the reload (and a React development re-run
 * of the effect) finds nothing to do: the reset happens exactly once.
 */
export function LeadVerifiedReturn() {
  const pathname = usePathname();
  const [resetting, setResetting] = useState(false);

  useEffect(() => {
    const cleanAddress = addressWithoutLeadFlag(window.location.href);
    if (cleanAddress === null) return;
    const landing = { search: window.location.search, referrer: document.referrer, ownHost: window.location.host };
    const snapshot = attributionSnapshot(browserStorage("localStorage"));
    window.history.replaceState(null, "", cleanAddress);
    setResetting(true);
    resetBrowserStorage(snapshot, landing);
    // Both calls end the cookie session; a failure must not keep the lead on a half-reset page.
    void Promise.allSettled([apiRequest("POST", "/api/auth/logout"), apiRequest("POST", "/api/clear-session")]).then(
      (results) => {
        for (const result of results) {
          if (result.status === "rejected") console.error("Lead return: session reset failed", result.reason);
        }
        // Components may have written storage while the requests were in flight (analytics ids).
        resetBrowserStorage(snapshot, landing);
        window.location.reload();
      },
    );
  }, [pathname]);

  return (
    <p role="status" className="sr-only">
      {resetting ? "Email verified. Preparing a fresh session for your resume…" : ""}
    </p>
  );
}
