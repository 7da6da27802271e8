/**
 * One-time banners of the landing page (spec doc 1 §2, §4 and §8): /?upgraded=true,
 * /?verified=true and /?error=<code>. The flags are read once, then removed from the address,
 * and the banner stays until dismissed.
 */
export const BANNER_FLAGS = ["upgraded", "verified", "error"] as const;

export type LandingBanner = {
  key: (typeof BANNER_FLAGS)[number];
  tone: "success" | "error";
  message: string;
  /** A way forward: for a lead link that failed, the lead form, which sends a known address a fresh link. */
  action?: { label: string; href: string };
};

/** Where a visitor whose lead link expired or was already used gets a new one (lib/leads/leads.ts submitLead). */
export const NEW_LEAD_LINK_ACTION = { label: "Send a new link", href: "/get-started" } as const;
const LINK_ERRORS = new Set(["invalid-token", "verification-failed"]);

const ERROR_MESSAGES: Record<string, string> = {
  "invalid-token": "Invalid verification link. Please check your email for the correct link.",
  "verification-failed": "Email verification failed. The link may have expired.",
  "server-error": "Server error during verification. Please try again.",
};

export const FALLBACK_ERROR_MESSAGE = "Verification error occurred.";

/** The landing page's text for an `error` query value; unknown values get the generic text. */
export function landingErrorMessage(code: string): string {
  return Object.hasOwn(ERROR_MESSAGES, code) ? ERROR_MESSAGES[code]! : FALLBACK_ERROR_MESSAGE;
}

type ParamsLike = Pick<URLSearchParams, "get" | "has" | "toString">;

/** The banners a query asks for, in a fixed order: upgrade, verification, error. */
export function bannersFromQuery(params: ParamsLike, { productName }: { productName: string }): LandingBanner[] {
  const banners: LandingBanner[] = [];
  if (params.get("upgraded") === "true") {
    banners.push({ key: "upgraded", tone: "success", message: "Welcome to Premium! Your upgrade was successful." });
  }
  if (params.get("verified") === "true") {
    banners.push({
      key: "verified",
      tone: "success",
      message: `Email verified successfully! Welcome to ${productName}.`,
    });
  }
  if (params.has("error")) {
    const code = params.get("error") ?? "";
    const banner: LandingBanner = { key: "error", tone: "error", message: landingErrorMessage(code) };
    if (LINK_ERRORS.has(code)) banner.action = { ...NEW_LEAD_LINK_ACTION };
    banners.push(banner);
  }
  return banners;
}

/** True when the address carries any banner flag (whatever its value) that should be removed. */
export function hasBannerFlags(params: ParamsLike): boolean {
  return BANNER_FLAGS.some((flag) => params.has(flag));
}

/**
 * The query string without the banner flags ("" or "?a=b"); other parameters (UTM tags, for
 * attribution) are kept in their order.
 */
export function queryWithoutBannerFlags(params: ParamsLike): string {
  const rest = new URLSearchParams(params.toString());
  for (const flag of BANNER_FLAGS) rest.delete(flag);
  const query = rest.toString();
  return query ? `?${query}` : "";
}
