import { afterAll, describe, expect, it, vi } from "vitest";

// The packages resolve (as in a deployment whose trace kept their package.json), but to files that
// are not there: the worker cannot load them.
vi.mock("node:module", async (importOriginal) => {
  const original = await importOriginal<typeof import("node:module")>();
  const createRequire = (from: string) => {
    const real = original.createRequire(from);
    return Object.assign((id: string) => real(id), { ...real, resolve: (id: string) => `/nonexistent/${id}/index.js` });
  };
  return { ...original, createRequire, default: { ...original, createRequire } };
});

const { parseUpload } = await import("./index");
const { shutdownParseWorkers } = await import("./isolate");
const { buildDocxFixture, buildTextPdf } = await import("./test-fixtures");

afterAll(() => shutdownParseWorkers());

describe("parser workers that cannot load their package", () => {
  it("fall back to parsing in-process, saying so once per parser", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const pdf = buildTextPdf([["Program Analyst, GS-0343-11"]]);
    const docx = await buildDocxFixture(["Contract Specialist, GS-1102-12"]);
    for (let i = 0; i < 2; i++) {
      expect((await parseUpload({ filename: "pd.pdf", bytes: pdf })).text).toBe("Program Analyst, GS-0343-11");
      expect((await parseUpload({ filename: "pd.docx", bytes: docx })).text).toBe("Contract Specialist, GS-1102-12");
    }
    const notices = log.mock.calls.map((call) => String(call[0]));
    expect(notices.filter((n) => n.includes("pdf parser cannot run in a worker"))).toHaveLength(1);
    expect(notices.filter((n) => n.includes("docx parser cannot run in a worker"))).toHaveLength(1);
    log.mockRestore();
  });
});
