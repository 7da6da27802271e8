"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { TextField } from "@/components/forms/text-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import {
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  type TwoFactorConfirmInput,
  type TwoFactorConfirmResponse,
  type TwoFactorDisableInput,
  type TwoFactorSetupResponse,
} from "@/lib/validation/auth-two-factor";

type State =
  | { name: "off" }
  | { name: "enrolling"; offer: TwoFactorSetupResponse }
  | { name: "codes"; codes: string[] }
  | { name: "on" };

/**
 * Two-factor sign-in in the dashboard's Account tab: set it up (QR code or key, then a code from
 * the app), see the ten recovery codes once, or turn it off with the password and a code. The
 * server decides everything from the session; `enabled` is only where the card starts.
 */
export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [state, setState] = useState<State>(enabled ? { name: "on" } : { name: "off" });
  const on = state.name === "on" || state.name === "codes";

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>
            <h2>Two-factor sign-in</h2>
          </CardTitle>
          <Badge variant={on ? "default" : "outline"}>{on ? "On" : "Off"}</Badge>
        </div>
        <CardDescription>
          {on
            ? "Signing in asks for a code from your authenticator app after your password."
            : "Protect your account with a second step at sign-in: a code from an authenticator app on your phone."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {state.name === "off" && <StartEnrolment onOffer={(offer) => setState({ name: "enrolling", offer })} />}
        {state.name === "enrolling" && (
          <ConfirmEnrolment
            offer={state.offer}
            onCancel={() => setState({ name: "off" })}
            onConfirmed={(codes) => {
              setState({ name: "codes", codes });
              // The page's `enabled` follows, for when this card is shown again.
              router.refresh();
            }}
          />
        )}
        {state.name === "codes" && <RecoveryCodes codes={state.codes} onDone={() => setState({ name: "on" })} />}
        {state.name === "on" && (
          <DisableTwoFactor
            onDisabled={() => {
              setState({ name: "off" });
              router.refresh();
            }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function StartEnrolment({ onOffer }: { onOffer: (offer: TwoFactorSetupResponse) => void }) {
  const [pending, setPending] = useState(false);
  async function start() {
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/auth/two-factor/setup");
      onOffer((await res.json()) as TwoFactorSetupResponse);
    } catch (error) {
      toast.error("Setup Failed", { description: errorMessage(error, "Failed to start two-factor set-up. Please try again.") });
    } finally {
      setPending(false);
    }
  }
  return (
    <Button type="button" onClick={start} disabled={pending} aria-disabled={pending}>
      {pending ? "Starting..." : "Set up two-factor sign-in"}
    </Button>
  );
}

function ConfirmEnrolment({
  offer,
  onCancel,
  onConfirmed,
}: {
  offer: TwoFactorSetupResponse;
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const secretId = useId();
  const form = useForm<TwoFactorConfirmInput, unknown, z.output<typeof twoFactorConfirmSchema>>({
    resolver: zodResolver(twoFactorConfirmSchema),
    defaultValues: { code: "" },
  });
  const pending = form.formState.isSubmitting;

  async function onSubmit(values: z.output<typeof twoFactorConfirmSchema>) {
    try {
      const res = await apiRequest("POST", "/api/auth/two-factor/confirm", values);
      const data = (await res.json()) as TwoFactorConfirmResponse;
      toast.success("Two-Factor Sign-In Enabled");
      onConfirmed(data.recoveryCodes);
    } catch (error) {
      form.setValue("code", "");
      toast.error("Setup Failed", { description: errorMessage(error, "Failed to turn on two-factor sign-in.") });
    }
  }

  return (
    <div className="grid gap-6">
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</li>
        <li>Scan the QR code, or enter the key below by hand.</li>
        <li>Type the 6-digit code the app shows to confirm.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server; next/image adds nothing here */}
        <img
          src={offer.qrDataUrl}
          alt="QR code to add your account to an authenticator app"
          width={200}
          height={200}
          className="rounded-md border bg-white p-2"
        />
        <div className="grid w-full gap-2">
          <Label htmlFor={secretId}>Secret key for manual entry</Label>
          <Input id={secretId} readOnly value={offer.secret} className="font-mono" spellCheck={false} onFocus={(e) => e.currentTarget.select()} />
        </div>
      </div>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="Confirm two-factor set-up">
          <TextField
            control={form.control}
            name="code"
            label="Authentication code"
            autoComplete="one-time-code"
            inputMode="numeric"
            placeholder="123456"
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={pending} aria-disabled={pending}>
              {pending ? "Confirming..." : "Confirm"}
            </Button>
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const noteId = useId();
  return (
    <div className="grid gap-4">
      <div id={noteId} role="status" className="rounded-md border border-brand-accent bg-accent px-3 py-2 text-sm text-accent-foreground">
        <p className="font-semibold">Save your recovery codes now</p>
        <p>
          If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they will not be
          shown again.
        </p>
      </div>
      <ul aria-label="Recovery codes" aria-describedby={noteId} className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="rounded border bg-muted px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join("\n")).then(
              () => toast.success("Recovery codes copied"),
              () => toast.error("Copy Failed", { description: "Please copy the codes by hand." }),
            );
          }}
        >
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}

function DisableTwoFactor({ onDisabled }: { onDisabled: () => void }) {
  const form = useForm<TwoFactorDisableInput>({
    resolver: zodResolver(twoFactorDisableSchema),
    defaultValues: { password: "", code: "" },
  });
  const pending = form.formState.isSubmitting;

  async function onSubmit(values: TwoFactorDisableInput) {
    try {
      await apiRequest("POST", "/api/auth/two-factor/disable", values);
    } catch (error) {
      form.setValue("code", "");
      toast.error("Update Failed", { description: errorMessage(error, "Failed to turn off two-factor sign-in.") });
      return;
    }
    toast.success("Two-Factor Sign-In Disabled");
    form.reset();
    onDisabled();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4" aria-label="Turn off two-factor sign-in">
        <p className="text-sm text-muted-foreground">To turn it off, confirm with your password and a current code.</p>
        <TextField control={form.control} name="password" label="Current password" type="password" autoComplete="current-password" />
        <TextField
          control={form.control}
          name="code"
          label="Authentication or recovery code"
          autoComplete="one-time-code"
          spellCheck={false}
        />
        <div>
          <Button type="submit" variant="destructive" disabled={pending} aria-disabled={pending}>
            {pending ? "Turning Off..." : "Turn off two-factor sign-in"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
