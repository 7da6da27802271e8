"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { downloadFile } from "./download-file";

/** Saves a resume's Word file (GET /api/resumes/{id}/download), with a busy flag and the failure toast. */
export function useResumeDownload(resumeId: number) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(`/api/resumes/${resumeId}/download`, "resume.docx");
    } catch {
      toast.error("Download Failed", { description: "Failed to download resume. Please try again." });
    } finally {
      setDownloading(false);
    }
  }

  return { downloading, download };
}
