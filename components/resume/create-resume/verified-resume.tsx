"use client";

import { BadgeCheck, Download, Loader2, RotateCcw } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { constants } from "@/lib/config/public";
import { useResumeDownload } from "../use-resume-download";
import { JobMatchList, type JobMatchItem } from "../job-match-list";
import { BadgeList } from "./badge-list";
import type { ResumeView } from "./types";

/** Spec 01 §2: the verified resume lists 8 skills, then '+N more'. */
const SHOWN_SKILLS = 8;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid content-start gap-3">
      <h3 className="text-lg font-semibold text-brand">{title}</h3>
      {children}
    </section>
  );
}

function Skills({ skills }: { skills: readonly string[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? skills : skills.slice(0, SHOWN_SKILLS);
  const more = skills.length - SHOWN_SKILLS;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <BadgeList items={shown} />
      {more > 0 && (
        <Button variant="outline" size="sm" className="h-7 rounded-full" aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? "Show fewer" : `+${more} more`}
        </Button>
      )}
    </div>
  );
}

type Props = {
  resume: ResumeView;
  jobMatches: readonly JobMatchItem[];
  sampleSource: string;
  sampleLabel: string;
  onCreateAnother: () => void;
};

/** The verified state: the whole resume, its job matches, the download and what comes next. */
export function VerifiedResume({ resume, jobMatches, sampleSource, sampleLabel, onCreateAnother }: Props) {
  const { downloading, download: onDownload } = useResumeDownload(resume.id);
  const accountHref = `/create-account?${new URLSearchParams({
    email: resume.email,
    name: resume.name,
    resumeId: String(resume.id),
    verified: "true",
  }).toString()}`;



  const contact = [resume.location, resume.email, resume.phone, resume.linkedinUrl].filter(Boolean);

  return (
    <div className="grid gap-8">
      <header className="text-center">
        <BadgeCheck className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 data-focus-heading tabIndex={-1} className="mt-3 text-3xl font-bold tracking-tight text-brand outline-none">
          Your Private-Sector Resume
        </h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">Your email is verified. Download the Word file and start applying.</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={onDownload} disabled={downloading} aria-disabled={downloading}>
            {downloading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            {downloading ? "Downloading..." : "Download Resume (.docx)"}
          </Button>
          <Button size="lg" variant="outline" onClick={onCreateAnother}>
            <RotateCcw aria-hidden="true" />
            Create Another Resume
          </Button>
        </div>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-2xl">{resume.name}</h2>
          </CardTitle>
          <CardDescription className="break-words">{contact.join(" · ")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {resume.summary && (
            <Section title="Professional Summary">
              <p className="leading-relaxed text-foreground">{resume.summary}</p>
            </Section>
          )}
          {resume.skills.length > 0 && (
            <Section title="Core Skills">
              <Skills skills={resume.skills} />
            </Section>
          )}
          {resume.experience.length > 0 && (
            <Section title="Professional Experience">
              <ol className="grid gap-5">
                {resume.experience.map((job, i) => (
                  <li key={`${job.title}-${i}`}>
                    <p className="font-semibold text-foreground">{job.title}</p>
                    <p className="text-sm text-muted-foreground">
                      {[job.employer, job.location, `${job.startDate} – ${job.endDate}`].filter(Boolean).join(" · ")}
                    </p>
                    <ul className="mt-2 list-disc space-y-1 pl-5 text-foreground">
                      {job.bullets.map((b) => (
                        <li key={b}>{b}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </Section>
          )}
          {resume.achievements.length > 0 && (
            <Section title="Key Achievements">
              <ul className="list-disc space-y-1 pl-5 text-foreground">
                {resume.achievements.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </Section>
          )}
          <Separator />
          <div className="grid gap-6 md:grid-cols-2">
            {resume.privateSectorRoles.length > 0 && (
              <Section title="Private-Sector Roles to Target">
                <BadgeList items={resume.privateSectorRoles} />
              </Section>
            )}
            {resume.systemsAndTools.length > 0 && (
              <Section title="Systems and Tools">
                <BadgeList items={resume.systemsAndTools} />
              </Section>
            )}
          </div>
          <Section title="Education">
            <p className="text-foreground">{resume.education}</p>
          </Section>
          {resume.certifications.length > 0 && (
            <Section title="Certifications">
              <ul className="list-disc space-y-1 pl-5 text-foreground">
                {resume.certifications.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </Section>
          )}
        </CardContent>
      </Card>

      <section aria-labelledby="job-matches-heading" className="grid gap-4">
        <h2 id="job-matches-heading" className="text-2xl font-semibold text-foreground">
          Your Job Matches
        </h2>
        <JobMatchList matches={jobMatches} sampleSource={sampleSource} sampleLabel={sampleLabel} />
      </section>

      <Card className="border-brand-accent bg-accent">
        <CardHeader>
          <CardTitle className="text-xl text-accent-foreground">
            <h2>Start Your Free {constants.trialDays}-Day Trial</h2>
          </CardTitle>
          <CardDescription className="text-accent-foreground">
            No credit card required. Career guides and daily job alerts matched to this resume for {constants.jobAlertDays}{" "}
            days.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild size="lg">
            <Link href={accountHref}>Continue to Account Setup</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
