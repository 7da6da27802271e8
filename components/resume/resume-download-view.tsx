"use client";

import { FileQuestion, Loader2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { apiErrorCode, getJson, hasErrorCode } from "@/lib/api/client";
import type { ResumeResponse } from "@/lib/validation/resume-view";
import type { JobMatchItem } from "./job-match-list";
import { ResumeReady, type ReadyResume } from "./resume-ready";
import { runOnce } from "./run-once";
import { SAMPLE_JOB_MATCHES, SAMPLE_RESUME } from "./sample-resume-data";

export const LOAD_FAILED = "Could not load your resume. Please try again.";
export const INVALID_TOKEN = "Invalid verification token. Please check your email link.";
export const VERIFY_FAILED = "Could not verify your resume. Please try again.";

type Loaded = { resume: ReadyResume; jobMatches: JobMatchItem[] };
type State =
  | { kind: "loading" }
  | { kind: "ready"; data: Loaded }
  | { kind: "not-found" }
  | { kind: "error"; message: string };

type ResumeAnswer = Partial<Pick<ResumeResponse, "resume" | "jobMatches">>;

async function load(source: { id?: string; token?: string }): Promise<State> {
  const url = source.token
    ? `/api/resumes/verify/${encodeURIComponent(source.token)}`
    : `/api/resumes/${encodeURIComponent(source.id ?? "")}`;
  try {
    const data = await getJson<ResumeAnswer>(url);
    if (!data?.resume) return { kind: "not-found" };
    return { kind: "ready", data: { resume: data.resume, jobMatches: data.jobMatches ?? [] } };
  } catch (error) {
    // Decided by the answer's code: a token that is malformed, used or expired; an id this browser
    // may not see looks absent (resume_not_found), as does one that is not an id at all.
    if (source.token && hasErrorCode(error, "invalid_token", "verification_failed", "bad_request")) {
      return { kind: "error", message: INVALID_TOKEN };
    }
    if (hasErrorCode(error, "resume_not_found", "not_found", "bad_request")) return { kind: "not-found" };
    if (source.token && apiErrorCode(error)) return { kind: "error", message: VERIFY_FAILED };
    return { kind: "error", message: LOAD_FAILED };
  }
}

/** /resume-download: loads by id or by emailed token; with neither, a labelled sample. */
export function ResumeDownloadView({
  id,
  token,
  sampleSource,
  sampleLabel,
}: {
  id?: string;
  token?: string;
  sampleSource: string;
  sampleLabel: string;
}) {
  const hasSource = Boolean(id || token);
  // The emailed token is no longer in the address once the page runs (lib/security/token-pages.ts),
  // so "Try Again" retries in place instead of reloading a page that would have lost it.
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(() =>
    hasSource
      ? { kind: "loading" }
      : { kind: "ready", data: { resume: { ...SAMPLE_RESUME, id: 0, email: "", emailVerified: false }, jobMatches: [...SAMPLE_JOB_MATCHES] } },
  );

  useEffect(() => {
    if (!hasSource) return;
    let active = true;
    // The emailed token is single-use: one request per token even when the effect runs twice.
    const request = token ? runOnce(`resume-token:${token}:${attempt}`, () => load({ token })) : load({ id });
    void request.then((next) => {
      if (!active) return;
      setState(next);
      // The token is spent now (this browser got an access cookie): make a reload ask by id.
      if (token && next.kind === "ready") {
        window.history.replaceState(null, "", `/resume-download?id=${encodeURIComponent(String(next.data.resume.id))}`);
      }
    });
    return () => {
      active = false;
    };
  }, [hasSource, id, token, attempt]);

  if (state.kind === "loading") {
    return (
      <div className="flex flex-col items-center gap-4 px-4 py-24 text-center" role="status" aria-live="polite">
        <Loader2 className="size-12 animate-spin text-brand" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-brand">Loading your resume...</h1>
      </div>
    );
  }

  if (state.kind === "not-found" || state.kind === "error") {
    const notFound = state.kind === "not-found";
    return (
      <div className="flex flex-col items-center gap-4 px-4 py-20 text-center">
        <FileQuestion className="size-14 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-brand">
          {notFound ? "Resume Not Found" : "We Couldn't Load Your Resume"}
        </h1>
        <p className="max-w-md text-muted-foreground" role="alert">
          {notFound ? "We couldn't find your resume. Please check your email link." : state.message}
        </p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <Button
              size="lg"
              variant="outline"
              onClick={() => {
                if (!token) return window.location.reload();
                setState({ kind: "loading" });
                setAttempt((n) => n + 1);
              }}
            >
              Try Again
            </Button>
          )}
          <Button asChild size="lg">
            <Link href="/create-resume">Create New Resume</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <ResumeReady
      resume={state.data.resume}
      jobMatches={state.data.jobMatches}
      sample={!hasSource}
      sampleSource={sampleSource}
      sampleLabel={sampleLabel}
    />
  );
}
