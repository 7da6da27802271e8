"use client";

import { FileQuestion, Loader2, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { getSessionId, trackFunnel } from "@/lib/analytics/funnel-client";
import { browserStorage } from "@/lib/analytics/storage";
import { getJson, hasErrorCode, throwIfNotOk } from "@/lib/api/client";
import type { ResumeFormValues, ResumeInput } from "@/lib/validation/resume";
import type { ResumeResponse } from "@/lib/validation/resume-view";
import { runOnce } from "../run-once";
import { SendNewLink } from "../send-new-link";
import { verificationErrorOf } from "../verification-error";
import { CreationProgress } from "./creation-progress";
import { lazyResumeResolver, loadResumeResolver } from "./lazy-resolver";
import {
  createErrorNotice,
  LOAD_FAILED,
  queryErrorNotice,
  UNVERIFIED_MESSAGE,
  type Notice,
} from "./messages";
import { EMPTY_RESUME_FORM, ResumeForm } from "./resume-form";
import { ResumePreview } from "./resume-preview";
import type { LoadedResume, ResumeTotals, ResumeView } from "./types";
import { VerifiedResume } from "./verified-resume";
import type { JobMatchItem } from "../job-match-list";

/** What the page was opened with (spec 01 §2: verified = resume id, token, error). */
export type CreateResumeQuery = { verified?: string; token?: string; error?: string };

type State =
  | { kind: "form"; notice?: Notice }
  | { kind: "creating"; startedAt: number }
  | { kind: "loading" }
  | { kind: "preview"; data: LoadedResume; message?: string }
  | { kind: "verified"; data: LoadedResume }
  | { kind: "not-found" }
  | { kind: "failed"; notice: Notice };

/** Spec 01 §3: after creation the browser keeps the resume's email, name and id. */
const STORED_KEYS = { id: "resumeId", email: "resumeEmail", name: "resumeName" } as const;

function remember(resume: ResumeView) {
  const storage = browserStorage("localStorage");
  storage?.setItem(STORED_KEYS.id, String(resume.id));
  storage?.setItem(STORED_KEYS.email, resume.email);
  storage?.setItem(STORED_KEYS.name, resume.name);
}

function storedResumeId(): string | null {
  const id = browserStorage("localStorage")?.getItem(STORED_KEYS.id) ?? null;
  return id && /^\d{1,10}$/.test(id) ? id : null;
}

/** The address of the resume this browser made, if it kept one (prefills 'Send a new link'). */
function storedEmail(): string | undefined {
  return browserStorage("localStorage")?.getItem(STORED_KEYS.email) ?? undefined;
}

function forget() {
  try {
    for (const key of Object.values(STORED_KEYS)) window.localStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing stored either
  }
}

/** Read defensively: a field missing from the answer shows the 'not found' state, not a crash. */
type ResumeAnswer = Partial<ResumeResponse>;

/** The three resume answers (by id, by token, just created) as the views take them. */
const loadedFrom = (resume: ResumeView, matches: JobMatchItem[] | undefined, totals: ResumeTotals | undefined): LoadedResume => ({
  resume,
  jobMatches: matches ?? [],
  totals,
});

/** A resume by id, as this browser may see it: verified, preview with the message, or absent. */
async function loadById(id: string): Promise<State> {
  try {
    const data = await getJson<ResumeAnswer>(`/api/resumes/${encodeURIComponent(id)}`);
    if (!data?.resume) return { kind: "not-found" };
    const loaded = loadedFrom(data.resume, data.jobMatches, data.totals);
    return data.resume.emailVerified ? { kind: "verified", data: loaded } : { kind: "preview", data: loaded, message: UNVERIFIED_MESSAGE };
  } catch (error) {
    if (hasErrorCode(error, "resume_not_found", "not_found", "bad_request")) return { kind: "not-found" };
    return { kind: "failed", notice: LOAD_FAILED };
  }
}

/** The emailed link: spend the token; if it is spent or bad, this browser may still see the resume. */
async function loadFromLink(id: string | undefined, token: string): Promise<{ state: State; verifiedNow: boolean }> {
  let code = "server-error";
  try {
    const data = await getJson<ResumeAnswer>(`/api/resumes/verify/${encodeURIComponent(token)}`);
    if (data?.resume) {
      return { state: { kind: "verified", data: loadedFrom(data.resume, data.jobMatches, data.totals) }, verifiedNow: true };
    }
  } catch (error) {
    // The server says why it refused the token by its code; any other 400 is a malformed link.
    code = verificationErrorOf(error) ?? (hasErrorCode(error, "bad_request") ? "invalid-token" : code);
  }
  // A used link opened again in the browser that verified it still shows the resume.
  if (id && /^\d+$/.test(id)) {
    const byId = await loadById(id);
    if (byId.kind === "verified" || byId.kind === "preview") return { state: byId, verifiedNow: false };
  }
  return { state: { kind: "failed", notice: queryErrorNotice(code) }, verifiedNow: false };
}

/** /create-resume: form, progress, preview and verified states (spec 01 §2, §4). */
export function CreateResumeFlow({
  query,
  sampleSource,
  sampleLabel,
}: {
  query: CreateResumeQuery;
  sampleSource: string;
  sampleLabel: string;
}) {
  const fromLink = Boolean(query.verified || query.token);
  const [state, setState] = useState<State>(() =>
    fromLink ? { kind: "loading" } : { kind: "form", notice: query.error ? queryErrorNotice(query.error) : undefined },
  );
  const [sessionId, setSessionId] = useState<string | null>(null);
  const form = useForm<ResumeFormValues, unknown, ResumeInput>({
    resolver: lazyResumeResolver,
    defaultValues: EMPTY_RESUME_FORM,
    mode: "onTouched",
  });
  const started = useRef(false);
  const inflight = useRef<AbortController | null>(null);

  useEffect(() => {
    setSessionId(getSessionId());
    // Fetch the validation code once the page is idle, well before the first field is left.
    const preload = () => void loadResumeResolver().catch(() => {});
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(preload);
    else setTimeout(preload, 1_000);
  }, []);

  // Handle the query once, then clear it from the address (spec 01 §2). leadVerified is handled
  // site-wide by LeadVerifiedReturn, which also removes it. Without a link, a resume this browser
  // made earlier is shown again (a reload must not lose it); 'Create Another Resume' forgets it.
  useEffect(() => {
    const { verified, token, error } = query;
    if (verified || token || error) {
      const url = new URL(window.location.href);
      for (const key of ["verified", "token", "error"]) url.searchParams.delete(key);
      window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    }
    if (error && !verified && !token) return;
    const stored = verified || token ? null : storedResumeId();
    if (!verified && !token && !stored) return;

    let active = true;
    if (stored) setState({ kind: "loading" });
    // The token is single-use: strict mode's second effect run must not spend it again.
    const work = token
      ? runOnce(`resume-link:${token}`, () => loadFromLink(verified, token))
      : loadById((verified ?? stored)!).then((s) => ({ state: s, verifiedNow: false }));
    void work.then(({ state: next, verifiedNow }) => {
      if (!active) return;
      if (next.kind === "verified" || next.kind === "preview") remember(next.data.resume);
      if (verifiedNow) trackFunnel("email_verified", { resumeId: next.kind === "verified" ? next.data.resume.id : undefined });
      if (stored && next.kind !== "verified" && next.kind !== "preview") {
        // Gone, or no longer this browser's: start afresh.
        forget();
        setState({ kind: "form" });
        return;
      }
      setState(next);
    });
    return () => {
      active = false;
    };
  }, [query]);

  // Each new screen starts at the top with its heading focused (the progress view focuses itself).
  useEffect(() => {
    if (state.kind === "form" && !state.notice) return;
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>("[data-focus-heading]")?.focus({ preventScroll: true });
  }, [state]);

  useEffect(() => {
    if (state.kind === "verified") trackFunnel("resume_completed", { resumeId: state.data.resume.id });
  }, [state]);

  const onFirstInput = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void loadResumeResolver().catch(() => {});
    trackFunnel("resume_creation_start");
  }, []);

  async function onSubmit(values: ResumeInput) {
    const controller = new AbortController();
    inflight.current = controller;
    setState({ kind: "creating", startedAt: Date.now() });
    trackFunnel("form_submitted", { positions: values.positions.length });
    trackFunnel("translation_started");
    try {
      const res = await fetch("/api/resumes", {
        method: "POST",
        credentials: "include",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...values, sessionId: sessionId ?? undefined }),
        signal: controller.signal,
      });
      await throwIfNotOk(res);
      const data = (await res.json()) as { resume: ResumeView; matches?: JobMatchItem[]; totals?: ResumeTotals };
      remember(data.resume);
      trackFunnel("translation_completed", { resumeId: data.resume.id });
      setState({ kind: "preview", data: loadedFrom(data.resume, data.matches, data.totals) });
    } catch (error) {
      if (controller.signal.aborted) return;
      const notice = createErrorNotice(error);
      toast.error(notice.title, { description: notice.description });
      setState({ kind: "form" });
    } finally {
      if (inflight.current === controller) inflight.current = null;
    }
  }

  function cancelCreation() {
    inflight.current?.abort();
    inflight.current = null;
    setState({ kind: "form" });
  }

  /** 'Create Another Resume': back to an empty form, nothing of the last resume kept. */
  function startOver() {
    inflight.current?.abort();
    forget();
    form.reset(EMPTY_RESUME_FORM);
    started.current = false;
    toast.dismiss();
    setState({ kind: "form" });
    window.scrollTo({ top: 0 });
  }

  switch (state.kind) {
    case "loading":
      return (
        <div className="flex flex-col items-center gap-4 py-24 text-center" role="status" aria-live="polite">
          <Loader2 className="size-12 animate-spin text-brand" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-brand">Loading your resume...</h1>
        </div>
      );
    case "creating":
      return <CreationProgress startedAt={state.startedAt} onCancel={cancelCreation} />;
    case "preview":
      return (
        <ResumePreview
          resume={state.data.resume}
          totals={state.data.totals}
          message={state.message}
          onSent={() => trackFunnel("email_verification_sent", { resumeId: state.data.resume.id })}
          onStartOver={startOver}
        />
      );
    case "verified":
      return (
        <VerifiedResume
          resume={state.data.resume}
          jobMatches={state.data.jobMatches}
          sampleSource={sampleSource}
          sampleLabel={sampleLabel}
          onCreateAnother={startOver}
        />
      );
    case "not-found":
    case "failed": {
      const notFound = state.kind === "not-found";
      return (
        <div className="flex flex-col items-center gap-4 py-20 text-center">
          <FileQuestion className="size-14 text-muted-foreground" aria-hidden="true" />
          <h1 data-focus-heading tabIndex={-1} className="text-2xl font-bold tracking-tight text-brand outline-none">
            {notFound ? "Resume Not Found" : state.notice.title}
          </h1>
          <p role="alert" className="max-w-md text-muted-foreground">
            {notFound ? "We couldn't find your resume. Please check your email link or create a new one." : state.notice.description}
          </p>
          {/* An expired or used link, or one opened in another browser: a new one by email, not a dead end. */}
          {(notFound || fromLink) && <SendNewLink defaultEmail={storedEmail()} />}
          <Button size="lg" onClick={startOver}>
            Create New Resume
          </Button>
        </div>
      );
    }
    case "form":
      return (
        <div className="grid gap-8">
          <header className="text-center">
            <h1 className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">Create Your Free Resume</h1>
            <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">
              Add your details and up to three government positions. We translate them into a private-sector resume you
              can preview right away.
            </p>
          </header>
          {state.notice && (
            <div role="alert" className="flex items-start gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-4 text-left">
              <p className="flex-1 text-foreground">
                <strong data-focus-heading tabIndex={-1} className="outline-none">
                  {state.notice.title}
                </strong>
                {state.notice.description && <>: {state.notice.description}</>}
              </p>
              <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={() => setState({ kind: "form" })}>
                <X aria-hidden="true" />
              </Button>
            </div>
          )}
          <ResumeForm
            form={form}
            onSubmit={onSubmit}
            onFirstInput={onFirstInput}
            onUploaded={(file) => trackFunnel("file_uploaded", { bytes: file.bytes })}
            sessionId={sessionId}
          />
        </div>
      );
  }
}
