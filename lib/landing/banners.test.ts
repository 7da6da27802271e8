import { describe, expect, it } from "vitest";
import {
  bannersFromQuery,
  FALLBACK_ERROR_MESSAGE,
  hasBannerFlags,
  landingErrorMessage,
  queryWithoutBannerFlags,
} from "./banners";

const opts = { productName: "CivicShift" };
const q = (query: string) => new URLSearchParams(query);

describe("landingErrorMessage", () => {
  it("maps the spec's error values", () => {
    expect(landingErrorMessage("invalid-token")).toBe(
      "Invalid verification link. Please check your email for the correct link.",
    );
    expect(landingErrorMessage("verification-failed")).toBe("Email verification failed. The link may have expired.");
    expect(landingErrorMessage("server-error")).toBe("Server error during verification. Please try again.");
  });

  it("gives the generic text for anything else, including object-prototype names", () => {
    for (const code of ["", "nope", "INVALID-TOKEN", "constructor", "toString", "__proto__"]) {
      expect(landingErrorMessage(code)).toBe("Verification error occurred.");
    }
    expect(FALLBACK_ERROR_MESSAGE).toBe("Verification error occurred.");
  });
});

describe("bannersFromQuery", () => {
  it("upgraded=true gives the Premium banner", () => {
    expect(bannersFromQuery(q("upgraded=true"), opts)).toEqual([
      { key: "upgraded", tone: "success", message: "Welcome to Premium! Your upgrade was successful." },
    ]);
  });

  it("verified=true names the product", () => {
    expect(bannersFromQuery(q("verified=true"), opts)).toEqual([
      { key: "verified", tone: "success", message: "Email verified successfully! Welcome to CivicShift." },
    ]);
    expect(bannersFromQuery(q("verified=true"), { productName: "Acme" })[0]?.message).toBe(
      "Email verified successfully! Welcome to Acme.",
    );
  });

  it("error gives a red banner with the mapped text", () => {
    expect(bannersFromQuery(q("error=verification-failed"), opts)).toEqual([
      {
        key: "error",
        tone: "error",
        message: "Email verification failed. The link may have expired.",
        action: { label: "Send a new link", href: "/get-started" },
      },
    ]);
    expect(bannersFromQuery(q("error=invalid-token"), opts)[0]?.action).toEqual({ label: "Send a new link", href: "/get-started" });
    // A server error is not the link's fault: no new link offered.
    expect(bannersFromQuery(q("error=server-error"), opts)[0]?.action).toBeUndefined();
    expect(bannersFromQuery(q("error="), opts)).toEqual([
      { key: "error", tone: "error", message: "Verification error occurred." },
    ]);
  });

  it("ignores other values of the true/false flags and unrelated parameters", () => {
    expect(bannersFromQuery(q("upgraded=false&verified=1&utm_source=x"), opts)).toEqual([]);
    expect(bannersFromQuery(q(""), opts)).toEqual([]);
  });

  it("shows several banners in a fixed order", () => {
    expect(bannersFromQuery(q("error=server-error&verified=true&upgraded=true"), opts).map((b) => b.key)).toEqual([
      "upgraded",
      "verified",
      "error",
    ]);
  });
});

describe("removing the flags from the address", () => {
  it("detects any flag, whatever its value", () => {
    expect(hasBannerFlags(q("upgraded=false"))).toBe(true);
    expect(hasBannerFlags(q("error="))).toBe(true);
    expect(hasBannerFlags(q("utm_source=mail"))).toBe(false);
  });

  it("keeps other parameters in order", () => {
    expect(queryWithoutBannerFlags(q("utm_source=mail&verified=true&utm_medium=email&error=x"))).toBe(
      "?utm_source=mail&utm_medium=email",
    );
    expect(queryWithoutBannerFlags(q("upgraded=true"))).toBe("");
    expect(queryWithoutBannerFlags(q(""))).toBe("");
  });
});
