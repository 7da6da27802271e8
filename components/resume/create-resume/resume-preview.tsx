"use client";

import { CheckCircle2, Loader2, Lock, Mail, MailCheck } from "lucide-react";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { apiRequest } from "@/lib/api/client";
import { constants } from "@/lib/config/public";
import { BadgeList } from "./badge-list";
import { sendErrorNotice } from "./messages";
import type { ResumeTotals, ResumeView } from "./types";

type Props = {
  resume: ResumeView;
  totals?: ResumeTotals;
  /** Shown when the resume was loaded from a link but is not verified yet. */
  message?: string;
  onSent: () => void;
  onStartOver: () => void;
};

function TeaserList({ title, items, total, limit }: { title: string; items: readonly string[]; total?: number; limit: number }) {
  const shown = items.slice(0, limit);
  const more = Math.max(0, (total ?? items.length) - shown.length);
  return (
    <section aria-label={title}>
      <h3 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {shown.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Revealed after you verify your email.</p>
      ) : (
        <BadgeList items={shown} more={more} className="mt-2" />
      )}
    </section>
  );
}

/** Greyed-out lines standing in for the summary and experience the server has not sent yet. */
function LockedBody({ positions }: { positions: number }) {
  return (
    <div className="relative overflow-hidden rounded-lg border bg-muted/40 p-5">
      <div aria-hidden="true" className="pointer-events-none grid gap-4 blur-[3px] select-none">
        <div className="grid gap-2">
          <div className="h-4 w-40 rounded bg-muted-foreground/40" />
          <div className="h-3 w-full rounded bg-muted-foreground/25" />
          <div className="h-3 w-11/12 rounded bg-muted-foreground/25" />
          <div className="h-3 w-4/5 rounded bg-muted-foreground/25" />
        </div>
        {Array.from({ length: Math.max(1, Math.min(positions, 3)) }, (_, i) => (
          <div key={i} className="grid gap-2">
            <div className="h-4 w-56 rounded bg-muted-foreground/40" />
            <div className="h-3 w-full rounded bg-muted-foreground/25" />
            <div className="h-3 w-5/6 rounded bg-muted-foreground/25" />
            <div className="h-3 w-3/4 rounded bg-muted-foreground/25" />
          </div>
        ))}
      </div>
      <div className="absolute inset-0 flex items-center justify-center p-4">
        <p className="flex items-center gap-2 rounded-full bg-background/95 px-4 py-2 text-sm font-medium text-foreground shadow">
          <Lock className="size-4 text-brand" aria-hidden="true" />
          Summary, experience and job matches unlock when you verify your email
        </p>
      </div>
    </div>
  );
}

/** The preview state: a teaser of the resume and the button that sends the verification email. */
export function ResumePreview({ resume, totals, message, onSent, onStartOver }: Props) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    setSending(true);
    setProblem(null);
    try {
      const res = await apiRequest("POST", "/api/send-verification", { resumeId: resume.id });
      const data = (await res.json()) as { email?: string };
      setSentTo(data.email ?? resume.email);
      onSent();
    } catch (error) {
      const notice = sendErrorNotice(error);
      if (notice.description) toast.error(notice.title, { description: notice.description });
      else setProblem(notice.title);
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-6">
      <header className="text-center">
        <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
        <h1 data-focus-heading tabIndex={-1} className="mt-3 text-3xl font-bold tracking-tight text-brand outline-none">
          Your Resume Preview
        </h1>
        <p className="mx-auto mt-2 max-w-2xl text-muted-foreground">
          {resume.name}, here is a first look at your private-sector resume. Verify your email to see all of it, your job
          matches and the Word download.
        </p>
      </header>

      {message && (
        <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-center font-medium text-amber-950">
          {message}
        </p>
      )}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="text-2xl">{resume.name}</h2>
          </CardTitle>
          <CardDescription>
            {[resume.location, resume.email, resume.phone].filter(Boolean).join(" · ")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <TeaserList title="Top Skills" items={resume.skills} total={totals?.skills} limit={constants.previewSkills} />
          <TeaserList
            title="Private-Sector Roles"
            items={resume.privateSectorRoles}
            total={totals?.privateSectorRoles}
            limit={constants.previewRoles}
          />
          <TeaserList
            title="Systems and Tools"
            items={resume.systemsAndTools}
            total={totals?.systemsAndTools}
            limit={constants.previewTools}
          />
          <LockedBody positions={totals?.experience ?? 1} />
        </CardContent>
      </Card>

      <Card className="border-brand/30">
        <CardContent className="grid justify-items-center gap-3 pt-6 text-center">
          {sentTo ? (
            <div role="status" className="grid justify-items-center gap-2">
              <MailCheck className="size-10 text-success" aria-hidden="true" />
              <p className="text-lg font-semibold text-foreground">Verification email sent to {sentTo}</p>
              <p className="max-w-md text-muted-foreground">
                Open the email and follow the link to unlock your full resume and download it. The link works once and
                expires in {constants.verificationTokenDays} days. Check your spam folder if it has not arrived in a few
                minutes.
              </p>
            </div>
          ) : (
            <>
              <p className="max-w-md text-muted-foreground">
                We will email a link to <strong className="text-foreground">{resume.email}</strong>. Following it unlocks
                the full resume{totals?.jobMatches ? `, your ${totals.jobMatches} job matches` : ""} and the Word (.docx)
                download.
              </p>
              <Button size="lg" onClick={send} disabled={sending} aria-disabled={sending}>
                {sending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Mail aria-hidden="true" />}
                {sending ? "Sending..." : "Send Verification Email"}
              </Button>
            </>
          )}
          {problem && (
            <p role="alert" className="font-medium text-destructive">
              {problem}
            </p>
          )}
          <Button variant="link" onClick={onStartOver}>
            Create Another Resume
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
