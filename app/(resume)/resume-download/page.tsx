import type { Metadata } from "next";
import { ResumeDownloadView } from "@/components/resume/resume-download-view";
import { SAMPLE_LISTING_LABEL, SAMPLE_SOURCE } from "@/lib/jobs/sample-feed";
import { first } from "@/lib/search-params";

export const metadata: Metadata = {
  title: "Download Your Resume",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function ResumeDownloadPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const id = first(sp.id);
  const token = first(sp.token);
  return (
    <ResumeDownloadView
      key={`${id ?? ""}|${token ?? ""}`}
      id={id}
      token={token}
      sampleSource={SAMPLE_SOURCE}
      sampleLabel={SAMPLE_LISTING_LABEL}
    />
  );
}
