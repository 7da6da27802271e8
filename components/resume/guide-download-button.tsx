"use client";

import { Download, Loader2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { guideFileName } from "@/lib/guides/file-name";
import { downloadFile } from "./download-file";

/** Downloads one guide's PDF (GET /api/guides/{id}/download); a failure toasts spec 02's "Download Failed / Please try again." */
export function GuideDownloadButton({ guide }: { guide: { id: number; name: string } }) {
  const [busy, setBusy] = useState(false);

  async function onDownload() {
    setBusy(true);
    try {
      await downloadFile(`/api/guides/${guide.id}/download`, guideFileName(guide.name));
    } catch {
      toast.error("Download Failed", { description: "Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" onClick={onDownload} disabled={busy} aria-busy={busy}>
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
      {busy ? "Downloading..." : "Download"}
      <span className="sr-only"> {guide.name}</span>
    </Button>
  );
}
