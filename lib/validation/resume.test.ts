import { describe, expect, it } from "vitest";
import { resumeSchema } from "./resume";

const position = {
  jobTitle: "Program Analyst",
  location: "Washington, DC",
  startDate: "01/2019",
  endDate: "Present",
  description: "Managed budgets and analysed program performance data.",
};
const valid = {
  personalInfo: {
    email: "Jordan@Example.com ",
    name: "Jordan Rivera",
    location: "Arlington, VA",
    phone: "555-0100",
    education: "BA Economics",
    linkedinUrl: "",
  },
  positions: [position],
};

function messages(input: unknown): string[] {
  const result = resumeSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}
const withInfo = (patch: Record<string, unknown>) => ({ ...valid, personalInfo: { ...valid.personalInfo, ...patch } });
const withPosition = (patch: Record<string, unknown>) => ({ ...valid, positions: [{ ...position, ...patch }] });

describe("resumeSchema", () => {
  it("accepts a valid resume, normalising email and Present, with an empty linkedinUrl", () => {
    const parsed = resumeSchema.parse({ ...valid, positions: [{ ...position, endDate: "present" }] });
    expect(parsed.personalInfo.email).toBe("jordan@example.com");
    expect(parsed.positions[0]!.endDate).toBe("Present");
    expect(resumeSchema.safeParse(withInfo({ linkedinUrl: undefined })).success).toBe(true);
  });

  it.each([
    [{ email: "" }, "Email is required"],
    [{ email: "not-an-email" }, "Invalid email format"],
    [{ name: " " }, "Full name is required"],
    [{ location: "" }, "Location is required"],
    [{ phone: "" }, "Phone number is required"],
    [{ education: "" }, "Education is required"],
  ])("personal info %o -> %s", (patch, message) => {
    expect(messages(withInfo(patch))).toEqual([message]);
  });

  it("reports a missing email field as required", () => {
    const { email: _e, ...rest } = valid.personalInfo;
    expect(messages({ ...valid, personalInfo: rest })).toEqual(["Email is required"]);
  });

  it.each([
    [{ jobTitle: "" }, "Job title is required"],
    [{ location: "" }, "Location is required"],
    [{ startDate: "" }, "Start date is required"],
    [{ startDate: "2019-01" }, "Use MM/YYYY"],
    [{ startDate: "Present" }, "Use MM/YYYY"],
    [{ endDate: "" }, "End date is required"],
    [{ endDate: "13/2020" }, "Use MM/YYYY or Present"],
    [{ description: "too short" }, "Position description must be at least 10 characters"],
    [{ description: "x".repeat(20_001) }, "Position description must be at most 20,000 characters"],
  ])("position %o -> %s", (patch, message) => {
    expect(messages(withPosition(patch))).toEqual([message]);
  });

  it("needs 1 to 3 positions", () => {
    expect(messages({ ...valid, positions: [] })).toEqual(["At least one position description is required"]);
    expect(messages({ ...valid, positions: [position, position, position, position] })).toEqual([
      "Maximum 3 position descriptions allowed",
    ]);
    expect(resumeSchema.safeParse({ ...valid, positions: [position, position, position] }).success).toBe(true);
  });
});
