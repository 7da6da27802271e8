import { describe, expect, it } from "vitest";
import { renderResumeText } from "./render-text";

describe("renderResumeText", () => {
  it("renders every section in order and leaves empty ones out", () => {
    const text = renderResumeText({
      personalInfo: { name: "Ana Diaz", email: "ana@example.com", location: "Reno, NV", phone: "775-555-0100", education: "B.A., History" },
      summary: "Summary text.",
      skills: ["A", "B"],
      experience: [
        { title: "Program Analyst", originalTitle: "Program Analyst (Budget)", employer: "City of Reno", location: "Reno, NV", startDate: "01/2020", endDate: "Present", bullets: ["Did one", "Did two"] },
      ],
      achievements: [],
      systemsAndTools: ["Microsoft Excel"],
      certifications: [],
      privateSectorRoles: ["Business Analyst"],
    });
    expect(text).toBe(
      [
        "Ana Diaz",
        "Reno, NV | 775-555-0100 | ana@example.com",
        "",
        "PROFESSIONAL SUMMARY",
        "Summary text.",
        "",
        "CORE SKILLS",
        "A • B",
        "",
        "PROFESSIONAL EXPERIENCE",
        "Program Analyst — City of Reno",
        "Official title: Program Analyst (Budget)",
        "Reno, NV | 01/2020 – Present",
        "• Did one",
        "• Did two",
        "",
        "SYSTEMS AND TOOLS",
        "Microsoft Excel",
        "",
        "EDUCATION",
        "B.A., History",
        "",
        "TARGET PRIVATE-SECTOR ROLES",
        "Business Analyst",
      ].join("\n"),
    );
  });
});
