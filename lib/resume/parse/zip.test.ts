/**
 * The .docx container (issue 10 §4): an archive whose two headers disagree is refused as damaged
 * before mammoth runs, and the bytes actually inflated are capped whatever the headers say.
 */
import { describe, expect, it } from "vitest";
import { failure } from "./test-helpers";
import { parseUpload, UPLOAD_MESSAGES } from "./index";
import { MAX_UPLOAD_BYTES } from "./messages";
import { buildDocxFixture, buildZip, minimalDocxParts, paragraphXml, type ZipFixtureEntry, type ZipFixtureOptions } from "./test-fixtures";
import { inflateEntry, readZipDirectory } from "./zip";


describe("the .docx container", () => {
  // Each archive shows our reader one thing and JSZip (mammoth's unzipper) another. The hidden
  // part is valid XML of 6 MB (over the 5 MB XML cap), so without the check mammoth reads it.
  const hiddenXml = `<?xml version="1.0"?><w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${" ".repeat(6 * 1024 * 1024)}</w:styles>`;
  const disagreeing: [string, ZipFixtureEntry, ZipFixtureOptions?][] = [
    ["a local header naming another part", { name: "word/media/image1.png", data: hiddenXml, local: { name: "word/styles.xml" } }],
    ["a Unicode Path field naming another part", { name: "word/media/image1.png", data: hiddenXml, unicodePath: "word/styles.xml" }],
    ["a name that resolves to another part", { name: "word/media/../document.xml", data: minimalDocxParts(paragraphXml("Hidden"))[2]!.data }],
    ["a part listed twice", { name: "word/document.xml", data: paragraphXml("Second copy") }],
    ["a directory record past the entry count", { name: "word/styles.xml", data: hiddenXml }, { declaredEntries: 3 }],
    ["local sizes that differ", { name: "word/media/image1.png", data: hiddenXml, declaredSize: 1000, local: { size: hiddenXml.length } }],
    ["local method that differs", { name: "word/media/image1.png", data: "x".repeat(100), local: { method: 0 } }],
  ];

  it.each(disagreeing)("refuses a .docx with %s as damaged, before mammoth runs", async (_, extra, options) => {
    const zip = buildZip([...minimalDocxParts(paragraphXml("Tiny")), extra], options);
    expect(zip.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect(() => readZipDirectory(zip)).toThrow();
    const error = await failure("disagreeing.docx", zip);
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.corrupt(".docx")]);
  });

  it("refuses a .docx whose central directory is not where its end record says", async () => {
    const shifted = buildZip(minimalDocxParts(paragraphXml("Tiny")), { prefix: Buffer.from("MZ stub ".repeat(8)) });
    expect(() => readZipDirectory(shifted)).toThrow(/Central directory not where/);
    // A .docx that does not start with a ZIP header is not judged a .docx at all.
    expect((await failure("shifted.docx", shifted)).status).toBe(400);
  });

  it("caps the bytes actually inflated: a part that lies about its size is refused even where mammoth would not look", async () => {
    const zeros = new Uint8Array(60 * 1024 * 1024);
    // Both headers agree (1,000 bytes); only inflating it shows the truth.
    const lying = buildZip([...minimalDocxParts(paragraphXml("Tiny")), { name: "word/media/image1.png", data: zeros, declaredSize: 1000 }]);
    expect(lying.length).toBeLessThan(MAX_UPLOAD_BYTES);
    const error = await failure("lying-image.docx", lying);
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.corrupt(".docx")]);

    // inflateEntry stops at the cap instead of producing the 60 MB.
    const [entry] = readZipDirectory(buildZip([{ name: "big.bin", data: zeros }]));
    await expect(inflateEntry(buildZip([{ name: "big.bin", data: zeros }]), entry!, { maxBytes: 1024 })).rejects.toThrow(/cap/);
  });

  it("still reads the .docx files Word and the docx package write (data descriptors included)", async () => {
    const parts = minimalDocxParts(paragraphXml("Contract Specialist"));
    // Sizes after the data, zeros in the local header: what streaming writers (and Word, at times) do.
    const streamed = buildZip(parts.map((p) => ({ ...p, local: { size: 0, compressedSize: 0 } })));
    const view = new DataView(streamed.buffer, streamed.byteOffset, streamed.byteLength);
    for (const entry of readZipDirectory(buildZip(parts))) view.setUint16(entry.localHeaderOffset + 6, 0x808, true);
    expect((await parseUpload({ filename: "streamed.docx", bytes: streamed })).text).toBe("Contract Specialist");
    expect((await parseUpload({ filename: "made.docx", bytes: await buildDocxFixture(["Made by docx"]) })).text).toBe("Made by docx");
  });
});
