import { describe, expect, it } from "vitest";
import { countWords, readingTime } from "./reading-time";

describe("reading time", () => {
  it("counts words, not markdown markers", () => {
    expect(countWords("## A heading\n\nSome **bold** text, here.")).toBe(6);
    expect(countWords("# \n\n** **")).toBe(0);
  });

  it("is words / 225 rounded up, at least one minute", () => {
    const words = (n: number) => Array.from({ length: n }, () => "word").join(" ");
    expect(readingTime("")).toBe(1);
    expect(readingTime(words(225))).toBe(1);
    expect(readingTime(words(226))).toBe(2);
    expect(readingTime(words(900))).toBe(4);
    expect(readingTime(words(1000))).toBe(5);
  });
});
