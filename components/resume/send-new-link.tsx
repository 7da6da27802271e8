"use client";

import { MailCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, errorMessage } from "@/lib/api/client";

/**
 * A light check before sending (the server's resendLinkSchema decides, with the same messages):
 * the resume page keeps zod out of its first load.
 */
function checkEmail(raw: string): { email: string } | { error: string } {
  const email = raw.trim().toLowerCase();
  if (!email) return { error: "Email is required" };
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254 ? { email } : { error: "Invalid email format" };
}

type State = { kind: "closed" } | { kind: "form"; error?: string } | { kind: "sending" } | { kind: "sent"; email: string };

/**
 * 'Send a new link': for a visitor whose verification link expired, was already used, or is opened
 * in another browser. The server answers the same for every address (POST /api/resumes/resend-link),
 * so the confirmation says what happens if a resume exists, not whether one does.
 */
export function SendNewLink({ defaultEmail = "" }: { defaultEmail?: string }) {
  const [state, setState] = useState<State>({ kind: "closed" });
  const [email, setEmail] = useState(defaultEmail);
  const id = useId();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = checkEmail(email);
    if ("error" in input) {
      setState({ kind: "form", error: input.error });
      return;
    }
    setState({ kind: "sending" });
    try {
      await apiRequest("POST", "/api/resumes/resend-link", input);
      setState({ kind: "sent", email: input.email });
    } catch (error) {
      setState({ kind: "form", error: errorMessage(error, "Failed to send a new link. Please try again.") });
    }
  }

  if (state.kind === "closed") {
    return (
      <Button size="lg" variant="outline" className="justify-self-center" onClick={() => setState({ kind: "form" })}>
        Send a new link
      </Button>
    );
  }
  if (state.kind === "sent") {
    return (
      <div role="status" className="flex flex-col items-center gap-2 rounded-md bg-muted p-4 text-sm">
        <MailCheck className="size-6 text-success" aria-hidden="true" />
        <p>
          If a resume was created with <strong>{state.email}</strong>, a new link is on its way. Check your inbox and
          spam folder; the link opens your resume in any browser.
        </p>
      </div>
    );
  }
  const error = state.kind === "form" ? state.error : undefined;
  return (
    <form noValidate onSubmit={onSubmit} className="mx-auto grid w-full max-w-sm gap-2 text-left" aria-label="Send a new link">
      <Label htmlFor={`${id}-email`}>Email used for your resume</Label>
      <Input
        id={`${id}-email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" disabled={state.kind === "sending"}>
        {state.kind === "sending" ? "Sending..." : "Send a new link"}
      </Button>
    </form>
  );
}
