"use client";

import { Download, Loader2 } from "lucide-react";
import { useResumeDownload } from "@/components/resume/use-resume-download";
import { Button } from "@/components/ui/button";

/** The Word download of one resume (failure toast: "Download Failed / Failed to download resume. Please try again."). */
export function ResumeDownloadButton({ resumeId, label }: { resumeId: number; label: string }) {
  const { downloading, download } = useResumeDownload(resumeId);
  return (
    <Button onClick={download} disabled={downloading} aria-busy={downloading}>
      {downloading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
      {downloading ? "Downloading..." : "Download Resume (.docx)"}
      <span className="sr-only"> {label}</span>
    </Button>
  );
}
