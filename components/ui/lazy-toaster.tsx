"use client";

import dynamic from "next/dynamic";

/**
 * The app's toaster, fetched after the page has loaded rather than with it (sonner is about
 * 11 KB gzipped and no page shows a toast before the visitor has done something).
 */
export const LazyToaster = dynamic(() => import("./sonner").then((m) => m.Toaster), { ssr: false });
