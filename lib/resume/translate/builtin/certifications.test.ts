import { describe, expect, it } from "vitest";
import { findCertifications } from "./certifications";

describe("certifications", () => {
  it("lists only certifications the text names, spelled out", () => {
    expect(findCertifications(["Holds CISSP and CompTIA Security+; PMP in progress? no."])).toEqual([
      "Project Management Professional (PMP)",
      "Certified Information Systems Security Professional (CISSP)",
      "CompTIA Security+",
    ]);
    expect(findCertifications(["Manages IT security and projects."])).toEqual([]);
  });

  it("copies levels and warrant amounts from the text", () => {
    expect(findCertifications(["DAWIA Contracting Level III certified; holds a contracting officer warrant up to $5 million."])).toEqual([
      "Defense Acquisition Workforce Improvement Act (DAWIA) certification, Level III",
      "Contracting officer warrant (up to $5 million)",
    ]);
    expect(findCertifications(["FAC-C Professional"])).toEqual(["Federal Acquisition Certification in Contracting (FAC-C), Professional"]);
  });

  it("handles licenses and clearances", () => {
    expect(findCertifications(["Current Arizona RN license; BLS certification.", "Top Secret/SCI clearance"])).toEqual([
      "Registered Nurse (RN) license",
      "Basic Life Support (BLS)",
      "Top Secret/Sensitive Compartmented Information (TS/SCI) security clearance",
    ]);
    expect(findCertifications(["Works with CISA on threats."])).toEqual([]);
  });
});
