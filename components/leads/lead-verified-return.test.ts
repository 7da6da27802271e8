import { describe, expect, it } from "vitest";
import { addressWithoutLeadFlag } from "./lead-verified-return";

describe("addressWithoutLeadFlag", () => {
  it("removes leadVerified=true and keeps the rest of the address", () => {
    expect(addressWithoutLeadFlag("http://localhost:3000/create-resume?leadVerified=true")).toBe("/create-resume");
    expect(addressWithoutLeadFlag("http://localhost:3000/create-resume?a=1&leadVerified=true&b=2#top")).toBe(
      "/create-resume?a=1&b=2#top",
    );
  });

  it("does nothing without the flag or with another value", () => {
    expect(addressWithoutLeadFlag("http://localhost:3000/create-resume")).toBeNull();
    expect(addressWithoutLeadFlag("http://localhost:3000/create-resume?leadVerified=false")).toBeNull();
    expect(addressWithoutLeadFlag("http://localhost:3000/?leadverified=true")).toBeNull();
  });
});
