"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/forms/text-field";
import { Form } from "@/components/ui/form";
import { track } from "@/lib/analytics/track";
import { apiRequest, hasErrorCode } from "@/lib/api/client";
import { constants } from "@/lib/config/public";
import { createAccountSchema, type CreateAccountData, type CreateAccountInput } from "@/lib/validation/account";
import { accountCreatedEvents, welcomeResume } from "./account-created";
import { TrialWelcome, type WelcomeGuide } from "./trial-welcome";
import { WhatsIncluded } from "./whats-included";

/** Spec 01 §9: an existing account goes to /login after 2000 ms. */
const LOGIN_REDIRECT_MS = 2000;

type Prefill = { email?: string; name?: string; resumeId?: string; verified?: boolean };
type CreatedAccount = { account: { id: number; name: string; email: string }; guides?: WelcomeGuide[]; resumeId?: unknown };

/** Display-only copies (spec 01 §3); the httpOnly session cookie is what logs the user in. */
function rememberForDisplay(account: CreatedAccount["account"]) {
  try {
    localStorage.setItem("currentAccountId", String(account.id));
    localStorage.setItem("accountName", account.name);
    localStorage.setItem("userEmail", account.email);
  } catch {
    // Storage can be unavailable (privacy modes).
  }
}

/** /create-account: the trial sign-up form and What's Included, then the welcome state. */
export function CreateAccountFlow({ prefill }: { prefill: Prefill }) {
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  if (created) {
    return (
      <div className="mx-auto max-w-2xl">
        <TrialWelcome
          name={created.account.name}
          guides={created.guides ?? []}
          resume={welcomeResume({ cameWithResume: Boolean(prefill.resumeId || prefill.verified), linkedResumeId: created.resumeId })}
        />
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <SignUpCard prefill={prefill} onCreated={setCreated} />
      <WhatsIncluded />
    </div>
  );
}

function SignUpCard({ prefill, onCreated }: { prefill: Prefill; onCreated: (c: CreatedAccount) => void }) {
  const router = useRouter();
  const prefilled = Boolean(prefill.email || prefill.name);
  const form = useForm<CreateAccountInput, unknown, CreateAccountData>({
    resolver: zodResolver(createAccountSchema),
    defaultValues: {
      name: prefill.name ?? "",
      email: prefill.email ?? "",
      password: "",
      confirmPassword: "",
      // Not a visible field: links the new account to the resume just created.
      resumeId: prefill.resumeId ?? "",
    },
  });
  // Stays true while we wait to leave for /login, so the form cannot be sent again.
  const [redirecting, setRedirecting] = useState(false);
  const pending = form.formState.isSubmitting || redirecting;
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  async function onSubmit(values: CreateAccountData) {
    let data: CreatedAccount;
    try {
      const res = await apiRequest("POST", "/api/accounts", values);
      data = (await res.json()) as CreatedAccount;
    } catch (error) {
      if (hasErrorCode(error, "email_taken")) {
        toast.error("Account Already Exists", { description: "Please log in instead. Taking you to the login page..." });
        setRedirecting(true);
        redirectTimer.current = window.setTimeout(() => router.push("/login"), LOGIN_REDIRECT_MS);
        return;
      }
      const description = hasErrorCode(error, "rate_limited") ? error.serverMessage : undefined;
      toast.error("Failed to create account. Please try again.", { description });
      return;
    }
    toast.dismiss();
    rememberForDisplay(data.account);
    for (const [event, params] of accountCreatedEvents({ trialDays: constants.trialDays, verified: Boolean(prefill.verified) })) {
      track(event, params);
    }
    // The header is a server component: refresh it so it greets the new account by name.
    router.refresh();
    onCreated(data);
  }

  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight text-brand sm:text-3xl">
          Start Your Free {constants.trialDays}-Day Trial
        </h1>
        <CardDescription className="text-base">No credit card required. Cancel anytime.</CardDescription>
      </CardHeader>
      <CardContent>
        {prefilled && (
          <p
            role="note"
            className="mb-5 flex items-center gap-2 rounded-md border border-brand/20 bg-secondary px-3 py-2 text-sm text-secondary-foreground"
          >
            <Info className="size-4 shrink-0 text-brand" aria-hidden="true" />
            Information pre-filled from your resume
          </p>
        )}
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label="Create your account">
            <TextField control={form.control} name="name" label="Full Name" autoComplete="name" />
            <TextField
              control={form.control}
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
            />
            <TextField control={form.control} name="password" label="Password" type="password" autoComplete="new-password" />
            <TextField
              control={form.control}
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
              {pending ? "Creating Account..." : "Start Free Trial"}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
