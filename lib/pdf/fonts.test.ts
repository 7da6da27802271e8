import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { FONT_FILES, fontFilePath, loadFont } from "./fonts";

describe("embedded fonts", () => {
  it("are found in node_modules from the app's root", () => {
    for (const name of ["regular", "bold"] as const) {
      expect(existsSync(fontFilePath(name))).toBe(true);
      const font = loadFont(name);
      expect(font.postscriptName).toBe(name === "bold" ? "Arimo-Bold" : "Arimo-Regular");
      // Every letter of the names the PDFs must print as written.
      for (const ch of "JoséNúñezNguyễnThịMinhZoëØrstedĐặngVănLâm") expect(font.cmap.has(ch.codePointAt(0)!)).toBe(true);
    }
  });

  it("ship with every route that builds a PDF after next build (outputFileTracingIncludes; route keys are globs)", () => {
    const includes = nextConfig.outputFileTracingIncludes ?? {};
    const files = Object.values(FONT_FILES).map((f) => `./${path.posix.join("node_modules", f)}`);
    for (const route of ["/api/resumes/*/download", "/api/guides/*/download"]) {
      expect(includes[route]).toEqual(expect.arrayContaining(files));
    }
  });
});
