"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";

type Offer = { secret: string; qrDataUrl: string };

/** The enrolment step staff see after their first login: the portal opens once a code confirms it. */
export function AdminTwoFactorSetup() {
  const router = useRouter();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);

  async function start() {
    setBusy(true);
    try {
      setOffer((await (await apiRequest("POST", "/api/admin/two-factor/setup")).json()) as Offer);
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Could not start set-up") });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await apiRequest("POST", "/api/admin/two-factor/confirm", { code: code.trim() });
      toast.success("Two-factor sign-in is on");
      router.refresh();
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "That code is not correct.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-8 max-w-lg rounded-lg border p-6">
      <h2 className="text-xl font-semibold">Set up two-factor sign-in</h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Staff sign in with a code from an authenticator app. Set it up now to open the admin portal.
      </p>
      {!offer ? (
        <Button className="mt-4" onClick={start} disabled={busy}>
          {busy ? "Starting..." : "Start set-up"}
        </Button>
      ) : (
        <form onSubmit={confirm} className="mt-4 grid gap-3">
          {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL made on the server */}
          <img src={offer.qrDataUrl} alt="QR code for your authenticator app" width={200} height={200} />
          <p className="text-sm">
            Or type this key: <code data-testid="admin-totp-secret">{offer.secret}</code>
          </p>
          <label htmlFor="admin-setup-code" className="text-sm font-medium">
            Code from your app
          </label>
          <Input id="admin-setup-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          <Button type="submit" disabled={busy || code.trim().length < 6}>
            {busy ? "Verifying..." : "Turn on two-factor"}
          </Button>
        </form>
      )}
    </div>
  );
}
