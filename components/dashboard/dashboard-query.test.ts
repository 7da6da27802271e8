import { describe, expect, it } from "vitest";
import { dashboardRedirect, emailChangeNotice, isUpgradedReturn } from "./dashboard-query";

describe("dashboardRedirect", () => {
  it("drops accountId and name from the address, keeping the one-time notices", () => {
    expect(dashboardRedirect({ accountId: "999", name: "X" })).toBe("/dashboard");
    expect(dashboardRedirect({ accountId: "7", name: "Pat", upgraded: "true" })).toBe("/dashboard?upgraded=true");
    expect(dashboardRedirect({ name: "Pat", emailChange: "confirmed", other: "y" })).toBe("/dashboard?emailChange=confirmed");
    expect(dashboardRedirect({ accountId: ["1", "2"] })).toBe("/dashboard");
  });

  it("does nothing without them", () => {
    expect(dashboardRedirect({})).toBeNull();
    expect(dashboardRedirect({ upgraded: "true" })).toBeNull();
  });
});

describe("emailChangeNotice", () => {
  it("names each outcome of the confirmation link", () => {
    expect(emailChangeNotice(undefined)).toBeNull();
    expect(emailChangeNotice("confirmed")).toMatchObject({ tone: "success", title: "Email Updated" });
    expect(emailChangeNotice("email-taken")).toMatchObject({ tone: "error", title: "Email Not Changed" });
    expect(emailChangeNotice("verification-failed")).toMatchObject({ title: "Invalid Confirmation Link" });
    expect(emailChangeNotice("invalid-token")).toMatchObject({ title: "Invalid Confirmation Link" });
    expect(emailChangeNotice("server-error")).toMatchObject({ tone: "error" });
  });
});

describe("isUpgradedReturn", () => {
  it("is true for upgraded=true only", () => {
    expect(isUpgradedReturn("true")).toBe(true);
    expect(isUpgradedReturn("1")).toBe(false);
    expect(isUpgradedReturn(undefined)).toBe(false);
  });
});
