import { errorCode } from "@/lib/api/errors";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { UPLOAD_MESSAGES } from "@/lib/resume/parse";
import {
  buildDocxFixture,
  buildImageOnlyPdf,
  buildPasswordPdf,
  buildTextPdf,
  buildWordDoc,
  buildZip,
  fakePng,
  minimalDocxParts,
  paragraphXml,
} from "@/lib/resume/parse/test-fixtures";
import { randomIp, routeContext } from "@/test/helpers";
import { POST } from "./route";

const URL_ = "http://localhost:3000/api/parse-file";

function upload(name: string, bytes: Uint8Array, { field = "file", ip = randomIp(), headers = {} as Record<string, string> } = {}) {
  const form = new FormData();
  form.append(field, new File([Buffer.from(bytes)], name));
  return POST(new Request(URL_, { method: "POST", body: form, headers: { "x-forwarded-for": ip, ...headers } }), routeContext());
}

async function expectError(res: Response, status: number, error: string) {
  expect({ status: res.status, body: await res.json() }).toEqual({ status, body: { error, code: errorCode(status) } });
}

const utf8 = (s: string) => new TextEncoder().encode(s);

describe("POST /api/parse-file", () => {
  it("answers { text, filename } for each accepted type", async () => {
    const cases: [string, Uint8Array, string][] = [
      ["description.pdf", buildTextPdf([["Supervisory IT Specialist (INFOSEC), GS-2210-14"]]), "Supervisory IT Specialist (INFOSEC), GS-2210-14"],
      ["description.docx", await buildDocxFixture(["Contracting Officer", "Warrant up to $5M."]), "Contracting Officer\n\nWarrant up to $5M."],
      ["description.doc", buildWordDoc(["Budget Analyst GS-0560-11", "Formulates the budget."]), "Budget Analyst GS-0560-11\nFormulates the budget."],
      ["description.txt", utf8("Human Resources Specialist\r\nAdvises managers on staffing."), "Human Resources Specialist\nAdvises managers on staffing."],
      ["legacy.txt", Uint8Array.from([...Buffer.from("Agency", "latin1"), 0x92, ...Buffer.from("s programs", "latin1")]), "Agency\u2019s programs"],
    ];
    for (const [name, bytes, text] of cases) {
      const res = await upload(name, bytes);
      expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status: 200, body: { text, filename: name } });
    }
  });

  it("refuses each kind of bad upload with a clear 4xx { error }", async () => {
    const cases: [string, Uint8Array, number, string][] = [
      ["resume.rtf", utf8("{\\rtf1 hello}"), 400, UPLOAD_MESSAGES.unsupportedType],
      ["resume.png", fakePng(), 400, UPLOAD_MESSAGES.unsupportedType],
      ["photo.pdf", fakePng(), 400, "The file's contents do not match its .pdf extension."],
      ["renamed.docx", buildTextPdf([["a pdf"]]), 400, "The file's contents do not match its .docx extension."],
      ["renamed.doc", utf8("plain text"), 400, "The file's contents do not match its .doc extension."],
      ["scan.pdf", buildImageOnlyPdf(), 422, "This PDF has no selectable text. Please upload a text-based PDF or paste the description."],
      ["locked.pdf", buildPasswordPdf(), 422, UPLOAD_MESSAGES.pdfPassword],
      ["broken.pdf", utf8("%PDF-1.7\nnot really"), 422, UPLOAD_MESSAGES.corrupt(".pdf")],
      ["broken.docx", (await buildDocxFixture(["x"])).subarray(0, 900), 422, UPLOAD_MESSAGES.corrupt(".docx")],
      [
        "bomb.docx",
        buildZip([...minimalDocxParts(paragraphXml("tiny")), { name: "word/media/a.bin", data: "x", method: 0, declaredSize: 3_000_000_000 }]),
        422,
        UPLOAD_MESSAGES.docxTooLarge,
      ],
      [
        // The central directory calls the part an image; its local header (which mammoth's unzipper believes) calls it document.xml.
        "two-names.docx",
        buildZip([...minimalDocxParts(paragraphXml("tiny")), { name: "word/media/a.png", data: paragraphXml("hidden"), local: { name: "word/styles.xml" } }]),
        422,
        UPLOAD_MESSAGES.corrupt(".docx"),
      ],
      ["broken.doc", Buffer.concat([Buffer.from("D0CF11E0A1B11AE1", "hex"), Buffer.alloc(2000, 3)]), 422, UPLOAD_MESSAGES.corrupt(".doc")],
      ["empty.txt", new Uint8Array(0), 400, UPLOAD_MESSAGES.emptyFile],
      ["blank.txt", utf8("   \n\n  "), 422, "No text could be extracted from this file."],
    ];
    for (const [name, bytes, status, error] of cases) {
      const res = await upload(name, bytes);
      expect({ name, status: res.status, body: await res.json() }).toEqual({ name, status, body: { error, code: errorCode(status) } });
    }
  });

  it("answers 413 for a 13 MB file, whether or not Content-Length announces it", async () => {
    const big = new Uint8Array(13 * 1024 * 1024).fill(0x61);
    await expectError(await upload("big.txt", big), 413, "File is too large. The maximum size is 10 MB.");

    // Announced: refused before the body is read.
    const announced = new Request(URL_, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(13 * 1024 * 1024), "x-forwarded-for": randomIp() },
      body: "--x--",
    });
    await expectError(await POST(announced, routeContext()), 413, UPLOAD_MESSAGES.tooLarge);
  });

  it("answers 400 when there is no file field or a broken multipart body, 415 when the body is not multipart", async () => {
    await expectError(await upload("a.txt", utf8("some text"), { field: "document" }), 400, UPLOAD_MESSAGES.noFile);

    const textField = new FormData();
    textField.append("file", "just a string");
    const res = await POST(new Request(URL_, { method: "POST", body: textField, headers: { "x-forwarded-for": randomIp() } }), routeContext());
    await expectError(res, 400, UPLOAD_MESSAGES.noFile);

    const json = new Request(URL_, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
      body: JSON.stringify({ file: "x" }),
    });
    // Not multipart at all: refused by the route's content-type rule (415) before anything is read.
    await expectError(await POST(json, routeContext()), 415, UPLOAD_MESSAGES.notMultipart);

    const malformed = new Request(URL_, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=abc", "x-forwarded-for": randomIp() },
      body: "this is not multipart",
    });
    await expectError(await POST(malformed, routeContext()), 400, UPLOAD_MESSAGES.notMultipart);
  });

  it("answers an upload the client aborts midway with 400, not 500 (nor 503)", async () => {
    const boundary = "----civicshift-test";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pd.txt"\r\nContent-Type: text/plain\r\n\r\nProgram Analyst`;
    // What a route handler's body does when the visitor closes the tab mid-upload: the stream errors,
    // with Node's "aborted" or a socket reset (which must not pass for a database outage either).
    for (const reason of [new Error("aborted"), Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })]) {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(head));
          controller.error(reason);
        },
      });
      const req = new Request(URL_, {
        method: "POST",
        body,
        duplex: "half",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "x-forwarded-for": randomIp() },
      } as RequestInit);
      await expectError(await POST(req, routeContext()), 400, "The request body could not be read");
    }
  });

  it("is rate-limited per client address", async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.upload.limit; i++) statuses.push((await upload("a.txt", utf8("Position text"), { ip })).status);
    expect(statuses.slice(0, RATE_LIMITS.upload.limit).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is unaffected.
    expect((await upload("a.txt", utf8("Position text"))).status).toBe(200);
  });
});
