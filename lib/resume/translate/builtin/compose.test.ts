import { describe, expect, it } from "vitest";
import { isSupervisory } from "./compose";

describe("isSupervisory", () => {
  it("needs a supervisory title or a clear statement of supervising others", () => {
    expect(isSupervisory("Supervisory IT Specialist", "Manages the help desk.")).toBe(true);
    expect(isSupervisory("Corrections Officer 3", "Supervises correctional officers. Supervises staff in the mail room.")).toBe(true);
    expect(isSupervisory("Analyst", "Serves as first-line supervisor of 6 analysts.")).toBe(true);
    expect(isSupervisory("Analyst", "Supervises a staff of 12 technicians.")).toBe(true);
  });

  it("does not count working under supervision or one 'may supervise' in a journey-level class", () => {
    expect(isSupervisory("Civil Engineer 2", "Work is performed under the general supervision of an engineering superior. May assign and supervise the work of aides.")).toBe(false);
    expect(isSupervisory("Planner", "Works under close supervision. Receives supervision from the planning manager.")).toBe(false);
  });
});
