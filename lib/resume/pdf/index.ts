export { buildResumePdf } from "./build";
export { buildPdf, textOp, lineOp, LETTER } from "./writer";
export { Composer, run, leading, MARGIN_X } from "./composer";
export { textWidth, type StandardFont } from "./helvetica-metrics";
export { encodeWinAnsi } from "./winansi";
