import { describe, expect, it } from "vitest";
import { stripBullet } from "./sentences";

describe("stripBullet", () => {
  it("removes list markers, with or without a space after a symbol", () => {
    expect(stripBullet("• Greets patients.")).toBe("Greets patients.");
    expect(stripBullet("-Operate crawler tractors with fire plow attachments.")).toBe("Operate crawler tractors with fire plow attachments.");
    expect(stripBullet("2) Prepares reports.")).toBe("Prepares reports.");
    // A number or letter touching its text is no marker.
    expect(stripBullet("3rd-party contracts are reviewed.")).toBe("3rd-party contracts are reviewed.");
    expect(stripBullet("a.m. shifts")).toBe("a.m. shifts");
  });
});
