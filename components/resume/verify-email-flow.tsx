"use client";

import { CheckCircle2, Loader2, XCircle } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { ApiError, apiRequest } from "@/lib/api/client";
import { track } from "@/lib/analytics/track";
import { runOnce } from "./run-once";
import { SendNewLink } from "./send-new-link";
import { verificationErrorOf } from "./verification-error";
import {
  accountSetupUrl,
  confirmedResume,
  initialVerifyState,
  VERIFY_CALL_FAILED,
  VERIFY_OTHER_ERROR,
  verifyErrorMessage,
  type VerifiedResume,
  type VerifyEmailQuery,
} from "./verify-email-messages";

/** Spec 01 §9: the success state moves on to account setup after 3 seconds. */
const REDIRECT_MS = 3000;

type State = { kind: "loading" } | { kind: "success"; resume: VerifiedResume } | { kind: "error"; message: string };

type VerifyResult = { ok: true; resume: VerifiedResume } | { ok: false; message: string };

async function verifyToken(token: string): Promise<VerifyResult> {
  try {
    const res = await apiRequest("POST", "/api/verify-email", { token });
    const data = (await res.json()) as { success?: boolean; resume?: VerifiedResume; error?: string };
    if (data.success && data.resume) return { ok: true, resume: data.resume };
    return { ok: false, message: verifyErrorMessage(data.error ?? "") };
  } catch (error) {
    // The server says why a token was refused by its code (invalid_token, verification_failed); anything else is a failed call.
    const refused = verificationErrorOf(error);
    return { ok: false, message: refused ? verifyErrorMessage(refused) : VERIFY_CALL_FAILED };
  }
}

/**
 * success=true in the address is only a claim: the server confirms it (GET /api/resumes/{id}
 * answers this browser's, its account's or an admin's resume, 404 otherwise) and says whether the
 * email is verified. A refusal is "Verification failed"; no answer at all is a failed call.
 */
async function confirmVerified(resumeId: number): Promise<VerifyResult> {
  try {
    const res = await apiRequest("GET", `/api/resumes/${resumeId}`);
    const resume = confirmedResume(resumeId, await res.json());
    return resume ? { ok: true, resume } : { ok: false, message: VERIFY_OTHER_ERROR };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { ok: false, message: VERIFY_OTHER_ERROR };
    return { ok: false, message: VERIFY_CALL_FAILED };
  }
}

/** The /verify-email card: loading, success (then on to account setup) or error. Renders the page's <h1>. */
export function VerifyEmailFlow({ query }: { query: VerifyEmailQuery }) {
  const router = useRouter();
  const [start] = useState(() => initialVerifyState(query));
  const [state, setState] = useState<State>(() => (start.kind === "error" ? start : { kind: "loading" }));

  useEffect(() => {
    if (start.kind === "error") return;
    let active = true;
    // One request per token, however often the effect runs (the token is single-use).
    const request =
      start.kind === "verify"
        ? runOnce(`verify-email:${start.token}`, () => verifyToken(start.token))
        : confirmVerified(start.resumeId); // a GET: repeating it is harmless, and it must not be cached
    void request.then((result) => {
      if (!active) return;
      setState(result.ok ? { kind: "success", resume: result.resume } : { kind: "error", message: result.message });
    });
    return () => {
      active = false;
    };
  }, [start]);

  const tracked = useRef(false);
  const successUrl = state.kind === "success" ? accountSetupUrl(state.resume) : null;
  useEffect(() => {
    if (!successUrl) return;
    if (!tracked.current) {
      tracked.current = true;
      track("email_verified");
    }
    const timer = window.setTimeout(() => router.push(successUrl), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [successUrl, router]);

  return (
    <Card className="text-center">
      {state.kind === "loading" && (
        <CardContent className="flex flex-col items-center gap-4 py-12" role="status" aria-live="polite">
          <Loader2 className="size-12 animate-spin text-brand" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight text-brand">Verifying your email...</h1>
          <p className="text-muted-foreground">This only takes a moment.</p>
        </CardContent>
      )}

      {state.kind === "success" && successUrl && (
        <>
          <CardHeader className="items-center justify-items-center gap-3 pt-10">
            <CheckCircle2 className="size-14 text-success" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight text-brand">Email Verified!</h1>
          </CardHeader>
          <CardContent className="grid gap-6 pb-10">
            <p className="text-muted-foreground" role="status">
              Thanks, {state.resume.name}. Your resume is unlocked. Taking you to account setup in a few seconds...
            </p>
            <Button size="lg" className="justify-self-center" onClick={() => router.push(successUrl)}>
              Continue to Account Setup
            </Button>
          </CardContent>
        </>
      )}

      {state.kind === "error" && (
        <>
          <CardHeader className="items-center justify-items-center gap-3 pt-10">
            <XCircle className="size-14 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold tracking-tight text-brand">Verification Failed</h1>
          </CardHeader>
          <CardContent className="grid gap-4 pb-10">
            <p className="font-medium text-destructive" role="alert">
              {state.message}
            </p>
            <p className="text-muted-foreground">
              The verification link may have expired or already been used. We can email you a new link to your resume,
              or you can create a new resume.
            </p>
            <SendNewLink defaultEmail={query.email} />
            <Button asChild size="lg" className="justify-self-center">
              <Link href="/create-resume">Create New Resume</Link>
            </Button>
          </CardContent>
        </>
      )}
    </Card>
  );
}
