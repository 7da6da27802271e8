import type { Metadata } from "next";
import { CreateResumeFlow } from "@/components/resume/create-resume/create-resume-flow";
import { SAMPLE_LISTING_LABEL, SAMPLE_SOURCE } from "@/lib/jobs/sample-feed";
import { first } from "@/lib/search-params";

export const metadata: Metadata = {
  title: "Create Your Free Resume",
  description: "Turn up to three government position descriptions into a private-sector resume with AI. Free.",
  alternates: { canonical: "/create-resume" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /create-resume (spec 01 §2): the client flow, told which link (if any) opened the page. */
export default async function CreateResumePage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const query = { verified: first(sp.verified), token: first(sp.token), error: first(sp.error) };
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <CreateResumeFlow
        key={`${query.verified ?? ""}|${query.token ?? ""}|${query.error ?? ""}`}
        query={query}
        sampleSource={SAMPLE_SOURCE}
        sampleLabel={SAMPLE_LISTING_LABEL}
      />
    </div>
  );
}
