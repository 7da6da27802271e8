/**
 * Upload parsing in the production build (issue 10 §4): the parser workers must start from the
 * bundled server (their source is a string, their packages external files under node_modules). If
 * they could not, parsing would silently fall back to the request's thread, and a PDF built to keep
 * pdf.js busy would hold the whole server: so while one is being parsed, another request must still
 * be answered at once, and the busy file must end in a 4xx message, not a 500.
 */
import { UPLOAD_MESSAGES } from "../../lib/resume/parse/messages";
import { buildBusyPdf, buildTextPdf } from "../../lib/resume/parse/test-fixtures";
import { expect, test } from "../support/fixtures";

const pdfPart = (name: string, buffer: Buffer) => ({ file: { name, mimeType: "application/pdf", buffer } });

test("a text PDF is read by the parser worker", async ({ request }) => {
  const res = await request.post("/api/parse-file", { multipart: pdfPart("pd.pdf", buildTextPdf([["Supervisory Budget Analyst, GS-0560-13"]])) });
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ text: "Supervisory Budget Analyst, GS-0560-13", filename: "pd.pdf" });
});

test("a PDF that keeps pdf.js busy gets a 422 at the time limit, and the server answers meanwhile", async ({ request }) => {
  test.setTimeout(90_000);
  // 80 KB; on the request's thread it would block the server for well over the 15 s limit.
  const upload = request.post("/api/parse-file", { multipart: pdfPart("busy.pdf", buildBusyPdf(3_000_000)), timeout: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 2_000));

  const started = Date.now();
  const other = await request.get("/api/logos");
  expect(other.status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(3_000);

  const res = await upload;
  expect(res.status()).toBe(422);
  // The time limit, or the worker's memory limit if that comes first on this machine.
  expect([UPLOAD_MESSAGES.timeout, UPLOAD_MESSAGES.pdfTooComplex]).toContain((await res.json()).error);
});
