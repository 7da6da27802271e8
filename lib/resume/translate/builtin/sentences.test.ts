import { describe, expect, it } from "vitest";
import { joinWrappedLines, splitSentences, stripBullet } from "./sentences";

describe("stripBullet", () => {
  it("removes list markers, with or without a space after a symbol; a number or letter touching its text is no marker", () => {
    const cases: [line: string, text: string][] = [
      ["• Greets patients.", "Greets patients."],
      ["-Operate crawler tractors with fire plow attachments.", "Operate crawler tractors with fire plow attachments."],
      ["2) Prepares reports.", "Prepares reports."],
      ["3rd-party contracts are reviewed.", "3rd-party contracts are reviewed."],
      ["a.m. shifts", "a.m. shifts"],
    ];
    for (const [line, text] of cases) expect(stripBullet(line), line).toBe(text);
  });
});

describe("a list's 'etc.' before a new duty", () => {
  it("ends the sentence when a modal or a verb follows, and not otherwise", () => {
    expect(splitSentences("Ventilates structures by cutting holes, etc. May operate aerial equipment. Uses pens, pencils, etc. The work is hard.")).toEqual([
      "Ventilates structures by cutting holes, etc.",
      "May operate aerial equipment.",
      "Uses pens, pencils, etc. The work is hard.",
    ]);
  });
});

describe("a lower-case 'o' as a bullet", () => {
  it("strips it before a capitalised word only, and never joins such a line to the one before", () => {
    expect(stripBullet("o Assists the general public by telephone")).toBe("Assists the general public by telephone");
    expect(stripBullet("o the")).toBe("o the");
    expect(joinWrappedLines(["Duties include", "o Assists the judge by preparing the courtroom"])).toEqual(["Duties include", "o Assists the judge by preparing the courtroom"]);
  });
});
