"use client";

import { useEffect } from "react";
import { trackEngagement } from "@/lib/analytics/engagement";
import { track } from "@/lib/analytics/track";

/** cta_click, page_engagement and exit_intent for the page at `pathname` (lib/analytics/engagement.ts). */
export function EngagementTracker({ pathname }: { pathname: string }) {
  useEffect(() => trackEngagement({ host: { window, document }, page: pathname, send: track }), [pathname]);
  return null;
}
