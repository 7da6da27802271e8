"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { resetPasswordFormSchema, type ResetPasswordFormInput } from "@/lib/validation/auth-reset";

const heading = "text-2xl font-bold tracking-tight text-brand";

/**
 * The /reset-password card (spec 02 §2, §5, §8): the form for a new password, "Invalid Reset Link"
 * without a usable token, and "Password Reset Complete" after the server accepted it. Renders the
 * page's <h1>.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const [done, setDone] = useState(false);
  if (!token) return <InvalidLink />;
  if (done) return <ResetComplete />;
  return <NewPasswordForm token={token} onDone={() => setDone(true)} />;
}

function InvalidLink() {
  useEffect(() => {
    // A fixed id: shown once even when the effect runs twice (development's strict mode).
    toast.error("Invalid Reset Link", {
      id: "invalid-reset-link",
      description: "This password reset link is invalid. Please request a new one.",
    });
  }, []);
  return (
    <Card>
      <CardHeader>
        <h1 className={heading}>Invalid Reset Link</h1>
        <CardDescription>
          This password reset link is missing or invalid. Request a new one with &quot;Forgot your password?&quot; on
          the login page.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Back to Login</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function ResetComplete() {
  return (
    <Card>
      <CardHeader>
        <h1 className={heading}>Password Reset Complete</h1>
        <CardDescription>
          Your password has been updated and every earlier sign-in has been ended. Sign in with your new password.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg" className="w-full">
          <Link href="/login">Return to Login</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function NewPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const pending = form.formState.isSubmitting;

  async function onSubmit(values: ResetPasswordFormInput) {
    try {
      await apiRequest("POST", "/api/auth/reset-password", { token, password: values.password });
    } catch (error) {
      toast.error("Reset Failed", { description: errorMessage(error, "Failed to reset password.") });
      return;
    }
    toast.success("Password Reset Successful");
    onDone();
  }

  return (
    <Card>
      <CardHeader>
        <h1 className={heading}>Reset Your Password</h1>
        <CardDescription>Choose a new password of at least 6 characters.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label="Choose a new password">
            <TextField control={form.control} name="password" label="New Password" type="password" autoComplete="new-password" />
            <TextField
              control={form.control}
              name="confirmPassword"
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
              {pending ? "Updating Password..." : "Update Password"}
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link href="/login">Back to Login</Link>
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
