/**
 * "<Guide Name>.pdf", safe on every file system: a colon becomes " - ", characters Windows or
 * macOS refuse (/ \ : * ? " < > |, control characters) are dropped, whitespace is collapsed.
 */
export function guideFileName(name: string): string {
  const safe = name
    .replace(/\s*:\s*/g, " - ")
    .replace(/[/\\*?"<>|\x00-\x1f\x7f]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[. ]+$/, "")
    .slice(0, 150)
    .trim();
  return `${safe || "Career Guide"}.pdf`;
}
