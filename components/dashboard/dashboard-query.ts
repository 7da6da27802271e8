/**
 * The /dashboard address (spec 02 §2): ?accountId=&name= (the post-login URL), ?upgraded=true
 * (after payment) and ?emailChange= (after an email-change link). Pure, so it is unit-tested.
 */
import { first, type SearchParamValue } from "@/lib/search-params";

export type DashboardQuery = Record<string, SearchParamValue>;

/** The parameters the page acts on once; everything else in the address is dropped. */
const KEPT = ["upgraded", "emailChange"] as const;

/**
 * Where to send a request whose address carries the spec's accountId/name: the same dashboard
 * without them (they never decide who is shown: the session does), keeping the one-time notices.
 * null when there is nothing to remove.
 */
export function dashboardRedirect(query: DashboardQuery): string | null {
  if (query.accountId === undefined && query.name === undefined) return null;
  const kept = new URLSearchParams();
  for (const key of KEPT) {
    const value = first(query[key]);
    if (value) kept.set(key, value);
  }
  const search = kept.toString();
  return search ? `/dashboard?${search}` : "/dashboard";
}

export type EmailChangeNotice = { tone: "success" | "error"; title: string; text: string };

/** What the dashboard says after an email-change link (app/api/accounts/confirm-email). */
export function emailChangeNotice(value: SearchParamValue): EmailChangeNotice | null {
  switch (first(value)) {
    case undefined:
      return null;
    case "confirmed":
      return { tone: "success", title: "Email Updated", text: "Your new email address is confirmed. Use it the next time you sign in." };
    case "email-taken":
      return {
        tone: "error",
        title: "Email Not Changed",
        text: "Another account now uses that email address, so your email address was not changed.",
      };
    case "invalid-token":
    case "verification-failed":
      return {
        tone: "error",
        title: "Invalid Confirmation Link",
        text: "This confirmation link is invalid, has expired or was already used. Save the new address again to get a new link.",
      };
    default:
      return { tone: "error", title: "Email Not Changed", text: "Something went wrong while confirming your email. Please try again." };
  }
}

export const isUpgradedReturn = (value: SearchParamValue) => first(value) === "true";
