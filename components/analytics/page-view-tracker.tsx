"use client";
// Stub: written by the email/tracking engineer.
export function PageViewTracker() {
  return null;
}
