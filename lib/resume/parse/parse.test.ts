import { describe, expect, it } from "vitest";
import { failure, watchEventLoop } from "./test-helpers";
import { checkContentMatchesExtension, extensionOf, looksLikeText } from "./detect";
import { cleanFilename, normalizeText, parseUpload, UPLOAD_MESSAGES } from "./index";
import { MAX_UPLOAD_BYTES, MAX_ZIP_ENTRIES } from "./messages";
import {
  buildCompoundFile,
  buildDocxFixture,
  buildHostileDocx,
  buildImageOnlyPdf,
  buildPasswordPdf,
  buildTextPdf,
  buildWordDoc,
  buildZip,
  fakePng,
  minimalDocxParts,
  paragraphXml,
  sampleLines,
} from "./test-fixtures";
import { decodeText, decodeWindows1252 } from "./txt";


const utf8 = (s: string) => new TextEncoder().encode(s);

describe("parseUpload: accepted types", () => {
  it("reads UTF-8 text and tidies it", async () => {
    const raw = "\uFEFFProgram Analyst\r\n\r\n\r\n\r\nLeads café budget reviews \u2014 naïve\u0000 risk\t\tteams   \r\nEnd";
    const result = await parseUpload({ filename: "duties.txt", bytes: utf8(raw) });
    expect(result).toEqual({
      filename: "duties.txt",
      text: "Program Analyst\n\nLeads café budget reviews \u2014 naïve risk  teams\nEnd",
    });
  });

  it("falls back to Windows-1252 when the bytes are not UTF-8", async () => {
    // "Agency’s “core” duties – résumé", as Notepad on an old Windows saves it.
    const bytes = Uint8Array.from([
      ...Buffer.from("Agency", "latin1"), 0x92, ...Buffer.from("s ", "latin1"), 0x93, ...Buffer.from("core", "latin1"), 0x94,
      ...Buffer.from(" duties ", "latin1"), 0x96, ...Buffer.from(" r", "latin1"), 0xe9, ...Buffer.from("sum", "latin1"), 0xe9,
    ]);
    const result = await parseUpload({ filename: "old.TXT", bytes });
    expect(result.text).toBe("Agency\u2019s \u201ccore\u201d duties \u2013 r\u00e9sum\u00e9");
  });

  it("reads UTF-16 text with a byte-order mark", () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Budget analyst", "utf16le")]);
    expect(decodeText(bytes)).toBe("Budget analyst");
    expect(decodeWindows1252(Uint8Array.from([0x80, 0x41]))).toBe("\u20acA");
  });

  it("reads a .docx made with the docx package", async () => {
    const bytes = await buildDocxFixture(["Supervisory Contract Specialist", "Awarded 40 contracts worth $12M."]);
    const result = await parseUpload({ filename: "position.docx", bytes });
    expect(result.text).toBe("Supervisory Contract Specialist\n\nAwarded 40 contracts worth $12M.");
  });

  it("reads a Word 97-2003 .doc", async () => {
    const bytes = buildWordDoc(["Management Analyst, GS-0343-12", "Evaluates program efficiency and reports to the director."]);
    const result = await parseUpload({ filename: "old-format.doc", bytes });
    expect(result.text).toBe("Management Analyst, GS-0343-12\nEvaluates program efficiency and reports to the director.");
  });

  it("reads every page of a text PDF", async () => {
    const bytes = buildTextPdf([["Page one: Program Manager (GS-13)"], ["Page two: budget of $3.5M \u2013 \u201cwon\u201d awards"]]);
    const result = await parseUpload({ filename: "pd.pdf", bytes });
    expect(result.text).toContain("Page one: Program Manager (GS-13)");
    expect(result.text).toContain("Page two: budget of $3.5M \u2013 \u201cwon\u201d awards");
  });

  it("echoes only the base name of the file", async () => {
    const result = await parseUpload({ filename: "C:\\Users\\pat\\Desktop\\pd.txt", bytes: utf8("Position description text") });
    expect(result.filename).toBe("pd.txt");
    expect(cleanFilename("../../etc/pa\u0000ss.txt")).toBe("pass.txt");
  });
});

describe("parseUpload: refusals", () => {
  it("refuses unsupported extensions and files without one", async () => {
    for (const name of ["resume.rtf", "resume.odt", "resume", "resume.pdf.exe"]) {
      const error = await failure(name, utf8("some text that is long enough"));
      expect([error.status, error.message]).toEqual([400, UPLOAD_MESSAGES.unsupportedType]);
    }
  });

  it("refuses an empty file and one over 10 MB", async () => {
    expect((await failure("a.txt", new Uint8Array(0))).message).toBe(UPLOAD_MESSAGES.emptyFile);
    const big = await failure("a.txt", new Uint8Array(MAX_UPLOAD_BYTES + 1).fill(0x61));
    expect([big.status, big.message]).toEqual([413, UPLOAD_MESSAGES.tooLarge]);
  });

  it("refuses contents that do not match the extension", async () => {
    const pdf = buildTextPdf([["Real PDF text here"]]);
    const docx = await buildDocxFixture(["Real docx text"]);
    const cases: [string, Uint8Array][] = [
      ["photo.pdf", fakePng()],
      ["letter.docx", pdf],
      ["letter.docx", utf8("plain text pretending")],
      ["letter.docx", buildZip([{ name: "content.xml", data: "<office/>" }, { name: "mimetype", data: "x" }])],
      ["legacy.doc", docx],
      ["legacy.doc", utf8("plain text pretending to be a .doc")],
      ["notes.txt", pdf],
      ["notes.txt", Uint8Array.from([0x41, 0x00, 0x42, 0x00, 0x43])],
    ];
    for (const [name, bytes] of cases) {
      const error = await failure(name, bytes);
      expect([name, error.status, error.message]).toEqual([name, 400, UPLOAD_MESSAGES.mismatch(extensionOf(name))]);
    }
  });

  it("refuses an image-only (scanned) PDF", async () => {
    const error = await failure("scan.pdf", buildImageOnlyPdf());
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.pdfNoText]);
    expect(error.message).toBe("This PDF has no selectable text. Please upload a text-based PDF or paste the description.");
  });

  it("refuses a password-protected PDF", async () => {
    const error = await failure("locked.pdf", buildPasswordPdf());
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.pdfPassword]);
  });

  it("refuses damaged PDFs", async () => {
    const good = buildTextPdf([["Some text on the page"]]);
    for (const bytes of [utf8("%PDF-1.7\n garbage that is not a pdf"), good.subarray(0, 120)]) {
      const error = await failure("broken.pdf", bytes);
      expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.corrupt(".pdf")]);
    }
  });

  it("refuses a damaged .docx", async () => {
    const good = await buildDocxFixture(["Some text in a docx"]);
    const truncated = good.subarray(0, Math.floor(good.length / 2));
    const garbledXml = buildZip(minimalDocxParts("<w:p><w:r><w:t>unclosed"));
    for (const bytes of [truncated, garbledXml]) {
      const error = await failure("broken.docx", bytes);
      expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.corrupt(".docx")]);
    }
  });

  it("refuses a .docx that declares a huge uncompressed size (zip bomb)", async () => {
    const parts = minimalDocxParts(paragraphXml("Tiny document"));
    const declared = buildZip([...parts, { name: "word/media/bomb.bin", data: "x", method: 0, declaredSize: 4_000_000_000 }]);
    const error = await failure("bomb.docx", declared);
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.docxTooLarge]);
  });

  it("refuses a .docx that really inflates past the cap, honest or lying about it", async () => {
    const zeros = new Uint8Array(51 * 1024 * 1024);
    const honest = buildZip([...minimalDocxParts(paragraphXml("Tiny")), { name: "word/styles.xml", data: zeros }]);
    expect(honest.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect((await failure("honest.docx", honest)).message).toBe(UPLOAD_MESSAGES.docxTooLarge);

    const lying = buildZip([...minimalDocxParts(paragraphXml("Tiny")), { name: "word/styles.xml", data: zeros, declaredSize: 1000 }]);
    const error = await failure("lying.docx", lying);
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.corrupt(".docx")]);
  });

  it("refuses a .docx with an absurd number of entries", async () => {
    const many = Array.from({ length: MAX_ZIP_ENTRIES + 1 }, (_, i) => ({ name: `word/x${i}.bin`, data: "", method: 0 as const }));
    const zip = buildZip([...minimalDocxParts(paragraphXml("Tiny")), ...many]);
    expect((await failure("many.docx", zip)).message).toBe(UPLOAD_MESSAGES.docxTooLarge);
  });

  it("refuses password-protected Word files", async () => {
    const encryptedDocx = buildCompoundFile({ EncryptionInfo: new Uint8Array(200), EncryptedPackage: new Uint8Array(5000) });
    for (const [name, bytes] of [
      ["locked.docx", encryptedDocx],
      ["locked.doc", encryptedDocx],
      ["locked-97.doc", buildWordDoc(["secret"], { encrypted: true })],
    ] as const) {
      const error = await failure(name, bytes);
      expect([name, error.status, error.message]).toEqual([name, 422, UPLOAD_MESSAGES.wordPassword]);
    }
  });

  it("refuses an OLE file that is not a Word document as a mismatch", async () => {
    const workbook = buildCompoundFile({ Workbook: new Uint8Array(5000) });
    const error = await failure("sheet.doc", workbook);
    expect([error.status, error.message]).toEqual([400, UPLOAD_MESSAGES.mismatch(".doc")]);
  });

  it("refuses damaged .doc files, including sector chains that loop (which would hang word-extractor)", async () => {
    const word = Buffer.alloc(8192);
    word.writeUInt16LE(0xa5ec, 0);
    const looping = buildCompoundFile(
      { WordDocument: word, "0Table": new Uint8Array(64) },
      { mutateFat: (fat, { streamStarts }) => void (fat[streamStarts[0]! + 3] = streamStarts[0]!) },
    );
    const outOfRange = buildCompoundFile(
      { WordDocument: word, "0Table": new Uint8Array(64) },
      { mutateFat: (fat, { streamStarts }) => void (fat[streamStarts[0]!] = 0x00ffffff) },
    );
    const signatureOnly = Buffer.concat([Buffer.from("D0CF11E0A1B11AE1", "hex"), Buffer.alloc(3000, 7)]);
    const notWord = buildCompoundFile({ WordDocument: Buffer.alloc(5000, 1), "0Table": new Uint8Array(64) });
    for (const bytes of [looping, outOfRange, signatureOnly, notWord]) {
      const started = Date.now();
      const error = await failure("broken.doc", bytes);
      expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.corrupt(".doc")]);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it("refuses a file with no text in it", async () => {
    const error = await failure("blank.txt", utf8(" \r\n\t\r\n  "));
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.noText]);
    expect((await failure("blank.docx", await buildDocxFixture(["", "  "]))).message).toBe(UPLOAD_MESSAGES.noText);
  });

  it("gives up at the time limit with a clear message", async () => {
    const pdf = buildTextPdf(Array.from({ length: 10 }, () => sampleLines(45)));
    const error = await failure("long.pdf", pdf, 1);
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.timeout]);
  });

  it("stops a hostile .docx at the time limit, without blocking the event loop or leaving it running", async () => {
    const hostile = buildHostileDocx();
    expect(hostile.length).toBeLessThan(4096);
    const loop = watchEventLoop();
    const started = performance.now();
    const error = await failure("hostile.docx", hostile, 1500);
    const maxLag = loop.stop();
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.timeout]);
    expect(performance.now() - started).toBeLessThan(4000);
    expect(maxLag).toBeLessThan(500);

    // The worker was terminated: the process is not still burning a core on it.
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    await new Promise((r) => setTimeout(r, 600));
    const cpu = process.cpuUsage(cpuBefore);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan((performance.now() - wallBefore) * 0.6);

    // And the pool recovers: the next .docx parses normally.
    const next = await parseUpload({ filename: "ok.docx", bytes: await buildDocxFixture(["Back to normal"]) });
    expect(next.text).toBe("Back to normal");
  });

  it("lets other work run while a PDF is being read", async () => {
    const pdf = buildTextPdf(Array.from({ length: 10 }, () => sampleLines(45)));
    let timerRanAt = 0;
    setTimeout(() => (timerRanAt = performance.now()), 0);
    await parseUpload({ filename: "long.pdf", bytes: pdf });
    const doneAt = performance.now();
    expect(timerRanAt).toBeGreaterThan(0);
    expect(timerRanAt).toBeLessThan(doneAt);
  });
});

describe("helpers", () => {
  it("normalizes line breaks, control characters and blank runs", () => {
    expect(normalizeText("a\r\nb\rc\u2028d\n\n\n\n\ne \u0007f\u00a0 \n\n")).toBe("a\nb\nc\nd\n\ne f");
  });

  it("tidies a large file with pathological whitespace in linear time", async () => {
    const started = Date.now();
    const { text } = await parseUpload({ filename: "spaces.txt", bytes: utf8(`A${" ".repeat(3_000_000)}x${" \n".repeat(1_000_000)}y`) });
    // Compared by pieces: a failing toBe on megabyte strings makes Vitest's diff crawl.
    expect([text.length, text.slice(0, 2), text.slice(-4)]).toEqual([3_000_005, "A ", "x\n\ny"]);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("knows text from binary", () => {
    expect(looksLikeText(utf8("Plain résumé text\n"))).toBe(true);
    expect(looksLikeText(Buffer.from("Hi there", "utf16le"))).toBe(false); // UTF-16 without a BOM
    expect(looksLikeText(utf8("One stray \u0000 NUL in a line of ordinary text is tolerated"))).toBe(true);
    expect(looksLikeText(fakePng())).toBe(false);
    expect(looksLikeText(Uint8Array.from({ length: 200 }, (_, i) => (i % 3 === 0 ? 0x01 : 0x41)))).toBe(false);
  });

  it("judges a zip without word/document.xml as not a .docx", () => {
    expect(checkContentMatchesExtension(".docx", buildZip(minimalDocxParts("")))).toEqual({ ok: true });
    expect(checkContentMatchesExtension(".docx", buildZip([{ name: "a.txt", data: "x" }]))).toEqual({ ok: false, reason: "mismatch" });
  });

  it("reads extensions case-insensitively", () => {
    expect(extensionOf("My Resume.PDF")).toBe(".pdf");
    expect(extensionOf(".bashrc")).toBe("");
    expect(extensionOf("archive.tar.gz")).toBe(".gz");
  });
});
