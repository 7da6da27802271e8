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
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, hasErrorCode } from "@/lib/api/client";
import { afterLoginPath } from "@/lib/auth/redirect";
import { publicConfig } from "@/lib/config/public";
import { accountLoginSchema, type AccountLoginInput, type AccountLoginResponse } from "@/lib/validation/auth";

/** Read defensively: an answer without the account shows "Account Not Found". */
type LoginResponse = Partial<AccountLoginResponse>;

/**
 * Display-only copies for the client (spec 01 §4: login stores id, name and email). Nothing
 * reads them for authorization; the httpOnly session cookie decides.
 */
function rememberForDisplay(account: { id: number; name: string; email: string }) {
  try {
    localStorage.setItem("currentAccountId", String(account.id));
    localStorage.setItem("accountName", account.name);
    localStorage.setItem("userEmail", account.email);
  } catch {
    // Storage can be unavailable (privacy modes); the session cookie is what matters.
  }
}

/** The /login card: sign in, or the "Forgot your password?" mode. Renders the page's <h1>. */
export function LoginForm({ callbackUrl }: { callbackUrl: string | null }) {
  const [mode, setMode] = useState<"login" | "forgot">("login");
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight text-brand">
          {mode === "login" ? "Sign In" : "Reset Your Password"}
        </h1>
        <CardDescription>
          {mode === "login"
            ? "Access your dashboard, career guides and job alerts."
            : "Enter the email address of your account."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {mode === "login" ? (
          <SignInForm callbackUrl={callbackUrl} onForgot={() => setMode("forgot")} />
        ) : (
          <ForgotPasswordForm onBack={() => setMode("login")} />
        )}
      </CardContent>
    </Card>
  );
}

function SignInForm({ callbackUrl, onForgot }: { callbackUrl: string | null; onForgot: () => void }) {
  const router = useRouter();
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
    if (!data.account) {
      toast.error("Account Not Found");
      return;
    }
    setNavigating(true);
    toast.dismiss();
    rememberForDisplay(data.account);
    router.push(afterLoginPath(data.account, callbackUrl));
    router.refresh();
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

/**
 * The "Forgot your password?" mode. Reset emails are not wired up yet, so this says so plainly
 * instead of pretending a link was sent.
 */
function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const emailId = useId();
  const noteId = useId();
  const [email, setEmail] = useState("");
  return (
    <form className="grid gap-5" aria-label="Reset your password" onSubmit={(e) => e.preventDefault()}>
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
          aria-describedby={noteId}
        />
      </div>
      <p id={noteId} role="note" className="rounded-md border border-brand-accent bg-accent px-3 py-2 text-sm text-accent-foreground">
        Password reset emails are coming soon. Until then, if you can&apos;t sign in, write to{" "}
        <a className="font-medium underline underline-offset-2" href={`mailto:${publicConfig.supportEmail}`}>
          {publicConfig.supportEmail}
        </a>
        .
      </p>
      <Button type="submit" size="lg" disabled aria-describedby={noteId}>
        Send Reset Link
      </Button>
      <Button type="button" variant="outline" size="lg" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
