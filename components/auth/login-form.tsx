"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { TextField } from "@/components/forms/text-field";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, hasErrorCode } from "@/lib/api/client";
import { afterLoginPath } from "@/lib/auth/redirect";
import { accountLoginSchema, type AccountLoginInput, type AccountLoginResponse } from "@/lib/validation/auth";
import { passwordResetRequestSchema, type MessageResponse } from "@/lib/validation/auth-reset";
import {
  twoFactorCodeFormSchema,
  type TwoFactorChallengeResponse,
  type TwoFactorCodeFormInput,
} from "@/lib/validation/auth-two-factor";

/** Read defensively: an answer without the account (and without a challenge) shows "Account Not Found". */
type LoginResponse = Partial<AccountLoginResponse> & Partial<TwoFactorChallengeResponse>;
type Account = AccountLoginResponse["account"];

/**
 * Display-only copies for the client (spec 01 §4: login stores id, name and email). Nothing
 * reads them for authorization; the httpOnly session cookie decides.
 */
function rememberForDisplay(account: Account) {
  try {
    localStorage.setItem("currentAccountId", String(account.id));
    localStorage.setItem("accountName", account.name);
    localStorage.setItem("userEmail", account.email);
  } catch {
    // Storage can be unavailable (privacy modes); the session cookie is what matters.
  }
}

/** After a login that set the session: on to the dashboard (or a safe callback). */
function useFinishLogin(callbackUrl: string | null) {
  const router = useRouter();
  return (account: Account) => {
    toast.dismiss();
    rememberForDisplay(account);
    router.push(afterLoginPath(account, callbackUrl));
    router.refresh();
  };
}

type Mode = { name: "login" } | { name: "forgot" } | { name: "two-factor"; challenge: string };

const HEADINGS: Record<Mode["name"], { title: string; description: string }> = {
  login: { title: "Sign In", description: "Access your dashboard, career guides and job alerts." },
  forgot: { title: "Reset Your Password", description: "Enter the email address of your account." },
  "two-factor": {
    title: "Two-Factor Verification",
    description: "Your account is protected with two-factor sign-in. Enter a code to finish signing in.",
  },
};

/** The /login card: sign in, the "Forgot your password?" mode, and the code step of two-factor sign-in. Renders the page's <h1>. */
export function LoginForm({ callbackUrl }: { callbackUrl: string | null }) {
  const [mode, setMode] = useState<Mode>({ name: "login" });
  const heading = HEADINGS[mode.name];
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight text-brand">{heading.title}</h1>
        <CardDescription>{heading.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {mode.name === "login" && (
          <SignInForm
            callbackUrl={callbackUrl}
            onForgot={() => setMode({ name: "forgot" })}
            onTwoFactor={(challenge) => setMode({ name: "two-factor", challenge })}
          />
        )}
        {mode.name === "forgot" && <ForgotPasswordForm onBack={() => setMode({ name: "login" })} />}
        {mode.name === "two-factor" && (
          <TwoFactorForm challenge={mode.challenge} callbackUrl={callbackUrl} onRestart={() => setMode({ name: "login" })} />
        )}
      </CardContent>
    </Card>
  );
}

function SignInForm({
  callbackUrl,
  onForgot,
  onTwoFactor,
}: {
  callbackUrl: string | null;
  onForgot: () => void;
  onTwoFactor: (challenge: string) => void;
}) {
  const finishLogin = useFinishLogin(callbackUrl);
  const form = useForm<AccountLoginInput>({
    resolver: zodResolver(accountLoginSchema),
    defaultValues: { email: "", password: "" },
  });
  // Stays true after a successful login until the next page replaces this one.
  const [navigating, setNavigating] = useState(false);
  const pending = form.formState.isSubmitting || navigating;

  async function onSubmit(values: AccountLoginInput) {
    let data: LoginResponse;
    try {
      const res = await apiRequest("POST", "/api/auth/login", values);
      data = (await res.json()) as LoginResponse;
    } catch (error) {
      // Too many attempts is worth saying as it is; every other failure gets the spec's text.
      const description =
        hasErrorCode(error, "rate_limited")
          ? error.serverMessage
          : "Please check your email or create a new account.";
      toast.error("Login Failed", { description });
      return;
    }
    if (data.twoFactorRequired && data.challenge) {
      toast.dismiss();
      onTwoFactor(data.challenge);
      return;
    }
    if (!data.account) {
      toast.error("Account Not Found");
      return;
    }
    setNavigating(true);
    finishLogin(data.account);
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label="Sign in">
        <TextField
          control={form.control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
        />
        <FormField
          control={form.control}
          name="password"
          render={({ field }) => (
            <FormItem>
              <div className="flex items-center justify-between gap-2">
                <FormLabel>Password</FormLabel>
                <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={onForgot}>
                  Forgot your password?
                </Button>
              </div>
              <FormControl>
                <Input type="password" autoComplete="current-password" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
          {pending ? "Signing In..." : "Sign In"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">New here?</p>
        <Button asChild variant="outline" size="lg">
          <Link href="/create-resume">Create Free Resume &amp; Account</Link>
        </Button>
      </form>
    </Form>
  );
}

/** The code step: an app code or a recovery code, with the challenge the password step received. */
function TwoFactorForm({
  challenge,
  callbackUrl,
  onRestart,
}: {
  challenge: string;
  callbackUrl: string | null;
  onRestart: () => void;
}) {
  const finishLogin = useFinishLogin(callbackUrl);
  const form = useForm<TwoFactorCodeFormInput>({
    resolver: zodResolver(twoFactorCodeFormSchema),
    defaultValues: { code: "" },
  });
  const [navigating, setNavigating] = useState(false);
  const pending = form.formState.isSubmitting || navigating;

  async function onSubmit(values: TwoFactorCodeFormInput) {
    let data: Partial<AccountLoginResponse>;
    try {
      const res = await apiRequest("POST", "/api/auth/two-factor/login", { challenge, code: values.code });
      data = (await res.json()) as Partial<AccountLoginResponse>;
    } catch (error) {
      form.setValue("code", "");
      if (hasErrorCode(error, "two_factor_expired")) {
        toast.error("Sign-in Expired", { description: error.serverMessage });
        onRestart();
      } else if (hasErrorCode(error, "rate_limited", "invalid_credentials")) {
        toast.error("Verification Failed", { description: error.serverMessage });
      } else {
        toast.error("Verification Failed", { description: "Please try again." });
      }
      return;
    }
    if (!data.account) {
      toast.error("Account Not Found");
      return;
    }
    setNavigating(true);
    finishLogin(data.account);
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label="Two-factor verification">
        <FormField
          control={form.control}
          name="code"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Two-factor code</FormLabel>
              <FormControl>
                <Input
                  autoComplete="one-time-code"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="123456"
                  autoFocus
                  {...field}
                />
              </FormControl>
              <FormDescription>
                Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes
                (xxxx-xxxx-xxxx) instead.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
          {pending ? "Verifying..." : "Verify"}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onRestart}>
          Back to Sign In
        </Button>
      </form>
    </Form>
  );
}

/**
 * The "Forgot your password?" mode (spec 02 §5, §8): an address without '@' (or otherwise not an
 * email) is refused with the "Invalid Email" toast; the server answers the same for every address.
 */
function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const emailId = useId();
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      toast.error("Invalid Email", { description: "Please enter a valid email address." });
      return;
    }
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/auth/reset-password-request", parsed.data);
      const data = (await res.json()) as Partial<MessageResponse>;
      toast.dismiss();
      setSentMessage(data.message ?? "Check your email for a link to reset your password.");
    } catch {
      toast.error("Reset Failed", { description: "Failed to send reset email." });
    } finally {
      setPending(false);
    }
  }

  if (sentMessage) {
    return (
      <div className="grid gap-5">
        <div role="status" className="rounded-md border border-brand-accent bg-accent px-3 py-2 text-sm text-accent-foreground">
          <p className="font-semibold">Check Your Email</p>
          <p>{sentMessage}</p>
        </div>
        <Button type="button" variant="outline" size="lg" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <form className="grid gap-5" aria-label="Reset your password" onSubmit={onSubmit} noValidate>
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoFocus
        />
      </div>
      <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
        {pending ? "Sending..." : "Send Reset Link"}
      </Button>
      <Button type="button" variant="outline" size="lg" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
