"use client";

/**
 * Reports every route change to POST /api/track-page-view (spec doc 1 §7) and captures the
 * landing's attribution (first and last touch: UTM parameters, referrer host; lib/analytics/attribution.ts). Mounted once in the root layout.
 *
 * Only the pathname is sent, never the query string: queries carry one-time tokens
 * (/verify-email?token=…, /reset-password?token=…) that must not end up in analytics, and the
 * admin portal groups views by path. A change of query alone is therefore not a new page view.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useRef } from "react";
import { captureAttribution, hasUtm } from "@/lib/analytics/attribution";
import { getAnonymousSessionId } from "@/lib/analytics/session";
import { browserStorage } from "@/lib/analytics/storage";
import { track } from "@/lib/analytics/track";
import { apiRequest } from "@/lib/api/client";
import { EngagementTracker } from "./engagement-tracker";

function reportPageView(page: string) {
  const body = {
    page: page.slice(0, 500),
    sessionId: getAnonymousSessionId(browserStorage("localStorage")),
    referrer: document.referrer ? document.referrer.slice(0, 1000) : null,
  };
  apiRequest("POST", "/api/track-page-view", body).catch((error: unknown) => {
    console.error("Failed to track page view", error);
  });
}

export function PageViewTracker() {
  const pathname = usePathname();
  // Survives React's development double-run of effects, so one navigation is one view.
  const lastReported = useRef<string | null>(null);

  useEffect(() => {
    if (!pathname || lastReported.current === pathname) return;
    lastReported.current = pathname;
    reportPageView(pathname);
  }, [pathname]);

  // useSearchParams suspends during static rendering: isolating it keeps pages static-capable.
  return (
    <>
      {pathname ? <EngagementTracker pathname={pathname} /> : null}
      <Suspense fallback={null}>
        <LandingAttribution />
      </Suspense>
    </>
  );
}

function LandingAttribution() {
  const searchParams = useSearchParams();
  const captured = useRef(false);

  useEffect(() => {
    if (captured.current) return;
    captured.current = true;
    const { firstLanding, touch } = captureAttribution({
      search: searchParams.toString(),
      referrer: document.referrer,
      ownHost: window.location.host,
      session: browserStorage("sessionStorage"),
      persistent: browserStorage("localStorage"),
    });
    if (!firstLanding) return;
    track("session_start", { landing_page: window.location.pathname });
    if (hasUtm(touch)) track("utm_traffic", { landing_page: window.location.pathname });
  }, [searchParams]);

  return null;
}
