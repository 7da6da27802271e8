/**
 * PDFs in the parser worker (issue 10 §4): a PDF that keeps pdf.js busy, or that exhausts its
 * memory (heap or ArrayBuffers), ends in a 422 with a message, and the server keeps answering.
 */
import { describe, expect, it } from "vitest";
import { failure, watchEventLoop } from "./test-helpers";
import { parseUpload, UPLOAD_MESSAGES } from "./index";
import { MAX_UPLOAD_BYTES } from "./messages";
import { buildBusyPdf, buildInflatingPdf, buildRawPdf, buildTextPdf } from "./test-fixtures";


describe("PDFs built to hold the parser", () => {
  it("stops a PDF that keeps pdf.js busy at the time limit, without blocking the event loop or leaving it running", async () => {
    // One letter drawn a million times: 30 KB, and seconds of pdf.js work that never yields.
    const busy = buildBusyPdf(1_000_000);
    expect(busy.length).toBeLessThan(64 * 1024);
    const loop = watchEventLoop();
    const started = performance.now();
    const error = await failure("busy.pdf", busy, 1500);
    const answeredAfter = performance.now() - started;
    const maxLag = loop.stop();
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.timeout]);
    expect(answeredAfter).toBeLessThan(4000);
    expect(maxLag).toBeLessThan(500);

    // The worker was terminated: nothing is still burning a core on the file.
    const cpuBefore = process.cpuUsage();
    const wallBefore = performance.now();
    await new Promise((r) => setTimeout(r, 600));
    const cpu = process.cpuUsage(cpuBefore);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan((performance.now() - wallBefore) * 0.6);

    const next = await parseUpload({ filename: "ok.pdf", bytes: buildTextPdf([["Back to normal after a busy PDF"]]) });
    expect(next.text).toBe("Back to normal after a busy PDF");
  });

  it("answers a PDF that exhausts the parser's memory with 422, and keeps serving", { timeout: 90_000 }, async () => {
    // A 60 KB file holding one 60-million-character string: pdf.js needs gigabytes to read it.
    const hungry = buildRawPdf(`BT /F1 12 Tf (${"a".repeat(60_000_000)}) Tj ET`);
    expect(hungry.length).toBeLessThan(100 * 1024);
    const heapBefore = process.memoryUsage().heapUsed;
    const error = await failure("hungry.pdf", hungry, 60_000);
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.pdfTooComplex]);
    // The memory went in the worker, not here.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(200 * 1024 * 1024);

    const next = await parseUpload({ filename: "ok.pdf", bytes: buildTextPdf([["Back to normal after a hungry PDF"]]) });
    expect(next.text).toBe("Back to normal after a hungry PDF");
  });

  it("answers a PDF whose content stream inflates to hundreds of MB with 422, before it holds them", { timeout: 60_000 }, async () => {
    // 400 KB that pdf.js would hold as 400 MB of decoded stream (and twice that while growing it):
    // memory outside the heap limit, which the worker's own watchdog catches.
    const inflating = await buildInflatingPdf(400);
    expect(inflating.length).toBeLessThan(MAX_UPLOAD_BYTES);
    let peak = 0;
    const base = process.memoryUsage().rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss - base)), 20);
    const started = performance.now();
    const error = await failure("inflating.pdf", inflating, 60_000);
    clearInterval(sampler);
    expect([error.status, error.message]).toEqual([422, UPLOAD_MESSAGES.pdfTooComplex]);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(peak).toBeLessThan(1024 * 1024 * 1024);
  });
});
