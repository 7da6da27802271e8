/** Our PDF writer: embedded Unicode fonts, flowing layout; used by resumes and career guides. */
import "server-only";
export { buildPdf, textOp, lineOp, LETTER } from "./writer";
export { Composer, run, leading, MARGIN_X } from "./composer";
export { encodeText, loadFont, textWidth, type FontName } from "./fonts";
