"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "@/components/ui/toast";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiRequest, hasErrorCode } from "@/lib/api/client";
import { track } from "@/lib/analytics/track";
import { publicConfig } from "@/lib/config/public";
import { leadSchema, type LeadData, type LeadInput } from "@/lib/validation/lead";

export type LeadVariant = "A" | "B" | "C";

/** Per-variant texts (spec doc 1 §2, §8). */
const TEXTS: Record<LeadVariant, { submit: string; error: string }> = {
  A: { submit: "Show Me My Resume Translation", error: "Failed to submit your information. Please try again." },
  B: { submit: "Get My Free Resume", error: "Something went wrong. Please try again." },
  C: { submit: "Get My Free Resume", error: "Something went wrong. Please try again." },
};

/** The success state shared by every lead landing variant. */
export function LeadSuccess({ email }: { email: string }) {
  return (
    <div role="status" className="rounded-xl bg-card p-6 text-center ring-1 ring-border">
      <MailCheck aria-hidden="true" className="mx-auto size-10 text-success" />
      <h2 className="mt-3 text-2xl font-bold text-foreground">Check Your Email</h2>
      <p className="mt-2 text-muted-foreground">
        We sent a verification email to <strong className="text-foreground">{email}</strong>. Follow the link in it
        to see your resume translation.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        Can&apos;t find it? Check your spam folder or contact support at{" "}
        <a className="font-medium text-brand underline" href={`mailto:${publicConfig.supportEmail}`}>
          {publicConfig.supportEmail}
        </a>
        .
      </p>
    </div>
  );
}

/** Full Name + Email lead form; `source` is the route name (e.g. "get-started"). */
export function LeadForm({ variant, source }: { variant: LeadVariant; source: string }) {
  const texts = TEXTS[variant];
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<LeadInput, unknown, LeadData>({
    resolver: zodResolver(leadSchema),
    defaultValues: { name: "", email: "", source },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = async (data: LeadData) => {
    try {
      await apiRequest("POST", "/api/leads", { name: data.name, email: data.email, source });
      track("form_submitted", { form: "lead", source, variant });
      track("generate_lead", { source, variant });
      setSentTo(data.email);
    } catch (error) {
      if (hasErrorCode(error, "email_taken")) {
        toast.error("Email Already Registered", {
          description: "This email is already registered. Check your inbox for the verification email.",
        });
      } else {
        toast.error(texts.error);
      }
    }
  };

  if (sentTo) return <LeadSuccess email={sentTo} />;

  const idBase = `lead-${variant.toLowerCase()}`;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4" aria-label="Get your free resume translation">
      <div className="space-y-1.5">
        <Label htmlFor={`${idBase}-name`}>Full Name</Label>
        <Input
          id={`${idBase}-name`}
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${idBase}-name-error` : undefined}
          {...register("name")}
        />
        {errors.name && (
          <p id={`${idBase}-name-error`} className="text-sm font-medium text-destructive">
            {errors.name.message}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={`${idBase}-email`}>Email</Label>
        <Input
          id={`${idBase}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${idBase}-email-error` : undefined}
          {...register("email")}
        />
        {errors.email && (
          <p id={`${idBase}-email-error`} className="text-sm font-medium text-destructive">
            {errors.email.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Processing..." : texts.submit}
      </Button>
      <p className="text-center text-xs text-muted-foreground">Free. No credit card. We never share your email.</p>
    </form>
  );
}
