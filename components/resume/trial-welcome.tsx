"use client";

import { BookOpen, Clock, Download, FileText, Loader2, PartyPopper } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { constants } from "@/lib/config/public";
import { RESUME_NOT_FOUND_TEXT, RESUME_NOT_FOUND_TITLE, type WelcomeResume } from "./account-created";
import { GuideDownloadButton } from "./guide-download-button";
import { useResumeDownload } from "./use-resume-download";

/** A free guide as POST /api/accounts lists it. */
export type WelcomeGuide = { id: number; name: string; description: string; readTime: string; category: string };

/** The resume part of the welcome state: its Word download, or spec 01 §8's 'Resume Not Found'. */
function WelcomeResumeSection({ resume }: { resume: Exclude<WelcomeResume, { kind: "none" }> }) {
  return (
    <section aria-labelledby="resume-heading" className="rounded-lg border p-4">
      <h2 id="resume-heading" className="flex items-center gap-2 text-lg font-semibold text-foreground">
        <FileText className="size-5 text-brand" aria-hidden="true" />
        Your Resume
      </h2>
      {resume.kind === "download" ? (
        <ResumeDownload resumeId={resume.resumeId} />
      ) : (
        <p className="mt-2 text-muted-foreground" role="status">
          <strong className="font-semibold text-foreground">{RESUME_NOT_FOUND_TITLE}:</strong> {RESUME_NOT_FOUND_TEXT}
        </p>
      )}
    </section>
  );
}

function ResumeDownload({ resumeId }: { resumeId: number }) {
  const { downloading, download } = useResumeDownload(resumeId);
  return (
    <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">Your private-sector resume, as an ATS-friendly Word document.</p>
      <Button onClick={download} disabled={downloading} aria-busy={downloading}>
        {downloading ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
        {downloading ? "Downloading..." : "Download Resume (.docx)"}
      </Button>
    </div>
  );
}

/**
 * The welcome state after sign-up (spec 01: "shows downloadable guides"): the resume (when the
 * visit came with one) and the free guides to download.
 */
export function TrialWelcome({
  name,
  guides,
  resume = { kind: "none" },
}: {
  name: string;
  guides: readonly WelcomeGuide[];
  resume?: WelcomeResume;
}) {
  return (
    <Card>
      <CardHeader className="items-center justify-items-center gap-3 pt-8 text-center">
        <PartyPopper className="size-12 text-brand" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-brand sm:text-3xl">Welcome, {name}!</h1>
        <CardDescription className="text-base">
          Your {constants.trialDays}-day free trial has started. You are signed in.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 pb-8">
        {resume.kind !== "none" && <WelcomeResumeSection resume={resume} />}
        <section aria-labelledby="guides-heading">
          <h2 id="guides-heading" className="text-lg font-semibold text-foreground">
            Your Free Career Guides
          </h2>
          {guides.length === 0 ? (
            <p className="mt-2 text-muted-foreground">Your guides will appear here soon.</p>
          ) : (
            <>
              <p className="mt-1 text-sm text-muted-foreground">Download your guides as PDF files to read any time.</p>
              <ul className="mt-4 grid gap-3">
                {guides.map((g) => (
                  <li key={g.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
                    <div className="min-w-0 flex-1">
                      <h3 className="flex items-center gap-2 font-semibold text-foreground">
                        <BookOpen className="size-4 text-brand" aria-hidden="true" />
                        {g.name}
                      </h3>
                      <p className="mt-1 text-sm text-muted-foreground">{g.description}</p>
                      <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
                        <Clock className="size-3" aria-hidden="true" />
                        {g.readTime} · {g.category}
                      </p>
                    </div>
                    <GuideDownloadButton guide={g} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <Button asChild size="lg" className="justify-self-center">
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
