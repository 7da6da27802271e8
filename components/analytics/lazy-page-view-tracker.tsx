"use client";

import dynamic from "next/dynamic";

/**
 * The page-view tracker, fetched once the page has loaded instead of with it: nothing on screen
 * depends on it, and it still reports the first view (it mounts on the page it loads on).
 */
export const LazyPageViewTracker = dynamic(() => import("./page-view-tracker").then((m) => m.PageViewTracker), {
  ssr: false,
});
