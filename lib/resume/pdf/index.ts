export { buildResumePdf } from "./build";
export { buildPdf, textOp, lineOp, LETTER } from "./writer";
