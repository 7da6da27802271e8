"use client";

import { CheckCircle2, Download, FileText, Loader2, Search, Sparkles } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { constants } from "@/lib/config/public";
import { useResumeDownload } from "./use-resume-download";
import { JobMatchList, type JobMatchItem } from "./job-match-list";

export type ReadyResume = { id: number; name: string; email: string; emailVerified: boolean; summary?: string | null };

const STATS = [
  { value: "5,000+", label: "Resumes Created" },
  { value: "94%", label: "Success Rate" },
  { value: "32%", label: "Average Salary Increase" },
] as const;

const NEXT_STEPS = [
  { icon: Download, title: "Download your resume", text: "Save the Word file and tailor it to each job you apply for." },
  {
    icon: Sparkles,
    title: "Start your free trial",
    text: `Get ${constants.premiumGuideCount} career guides and daily job alerts for ${constants.jobAlertDays} days.`,
  },
  { icon: Search, title: "Apply with confidence", text: "Use your job matches to find private-sector roles that fit." },
] as const;

/** The "Your Resume is Ready!" page body: download, trial upsell, top matches, next steps, stats. */
export function ResumeReady({
  resume,
  jobMatches,
  sample,
  sampleSource,
  sampleLabel,
}: {
  resume: ReadyResume;
  jobMatches: readonly JobMatchItem[];
  sample: boolean;
  sampleSource: string;
  sampleLabel: string;
}) {
  const { downloading, download: onDownload } = useResumeDownload(resume.id);
  const topMatches = [...jobMatches].sort((a, b) => b.matchScore - a.matchScore).slice(0, constants.downloadPageMatches);
  const trialHref = sample
    ? "/create-account"
    : `/create-account?${new URLSearchParams({ email: resume.email, name: resume.name, resumeId: String(resume.id) }).toString()}`;



  return (
    <div className="mx-auto grid max-w-4xl gap-10 px-4 py-12 sm:px-6 lg:px-8">
      <header className="text-center">
        <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
        {sample && (
          <Badge variant="outline" className="mt-4 border-brand-accent bg-accent text-accent-foreground">
            Sample resume
          </Badge>
        )}
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-brand sm:text-4xl">Your Resume is Ready!</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">
          {sample
            ? `This is an example of what you get, shown for ${resume.name}, a made-up person. Create your own free resume to download it.`
            : `${resume.name}, your private-sector resume is ready to download.`}
        </p>
      </header>

      <Card className="border-brand-accent bg-accent">
        <CardHeader>
          <CardTitle className="text-xl text-accent-foreground">
            <h2>Start Your Free {constants.trialDays}-Day Trial</h2>
          </CardTitle>
          <CardDescription className="text-accent-foreground">
            No credit card required. {constants.premiumGuideCount} career guides, daily job alerts for{" "}
            {constants.jobAlertDays} days and premium job search features.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg">
            <Link href={trialHref}>Start Free Trial</Link>
          </Button>
        </CardContent>
      </Card>

      <section aria-labelledby="download-heading" className="rounded-lg border bg-card p-6 text-center">
        <h2 id="download-heading" className="flex items-center justify-center gap-2 text-xl font-semibold text-foreground">
          <FileText className="size-5 text-brand" aria-hidden="true" />
          Download Your Resume
        </h2>
        {sample ? (
          <>
            <p className="mt-2 text-muted-foreground">The sample cannot be downloaded. Your own resume takes about 2 minutes.</p>
            <Button asChild size="lg" className="mt-4">
              <Link href="/create-resume">Create Your Free Resume</Link>
            </Button>
          </>
        ) : resume.emailVerified ? (
          <>
            <p className="mt-2 text-muted-foreground">A Word (.docx) file you can edit and send.</p>
            <Button size="lg" className="mt-4" onClick={onDownload} disabled={downloading} aria-disabled={downloading}>
              {downloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
              {downloading ? "Downloading..." : "Download Resume (.docx)"}
            </Button>
          </>
        ) : (
          <p className="mt-2 font-medium text-destructive" role="alert">
            Please verify your email to download your resume.
          </p>
        )}
      </section>

      <section aria-labelledby="matches-heading">
        <h2 id="matches-heading" className="text-xl font-semibold text-foreground">
          Your Top {constants.downloadPageMatches} Job Matches
        </h2>
        <div className="mt-4">
          {sample || resume.emailVerified ? (
            <JobMatchList matches={topMatches} sampleSource={sampleSource} sampleLabel={sampleLabel} />
          ) : (
            <p className="text-muted-foreground">Your job matches appear here once your email is verified.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="next-heading">
        <h2 id="next-heading" className="text-xl font-semibold text-foreground">
          What&apos;s Next?
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {NEXT_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-lg border bg-card p-5">
              <div className="flex items-center gap-2 text-brand">
                <span className="flex size-7 items-center justify-center rounded-full bg-brand text-sm font-bold text-white">
                  {i + 1}
                </span>
                <step.icon className="size-5" aria-hidden="true" />
              </div>
              <h3 className="mt-3 font-semibold text-foreground">{step.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="stats-heading" className="rounded-lg bg-brand p-6 text-white">
        <h2 id="stats-heading" className="sr-only">
          Results from our users
        </h2>
        <dl className="grid gap-6 text-center sm:grid-cols-3">
          {STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-sm text-white/90">{s.label}</dt>
              <dd className="text-3xl font-bold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
