import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "@/lib/resume/docx";
import { fileNameFromDisposition } from "./download-file";

describe("fileNameFromDisposition", () => {
  it("reads back what the server writes, including non-ASCII names", () => {
    expect(fileNameFromDisposition(attachmentDisposition("Ann_Lee_Resume.docx"), "x")).toBe("Ann_Lee_Resume.docx");
    expect(fileNameFromDisposition(attachmentDisposition("José Núñez Resume.docx"), "x")).toBe("José Núñez Resume.docx");
  });

  it("accepts a plain filename and falls back when there is none", () => {
    expect(fileNameFromDisposition('attachment; filename="a b.docx"', "x")).toBe("a b.docx");
    expect(fileNameFromDisposition("attachment; filename=plain.docx", "x")).toBe("plain.docx");
    expect(fileNameFromDisposition("attachment", "resume.docx")).toBe("resume.docx");
    expect(fileNameFromDisposition(null, "resume.docx")).toBe("resume.docx");
  });
});
