"use client";

import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// The pure entry loads Stripe.js only when loadStripe is called (after the button is pressed),
// never merely because this module was imported.
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Loader2, Lock } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage, getJson, hasErrorCode } from "@/lib/api/client";
import { loginRedirectPath } from "@/lib/auth/redirect";
import { constants } from "@/lib/config/public";
import {
  confirmErrorMessage,
  PAYMENT_MESSAGES,
  REDIRECT_AFTER_PAYMENT_MS,
  UPGRADED_PATH,
  type PaymentState,
} from "./payment-messages";

type State = PaymentState | { name: "upgrade-failed" };

const stripePromises = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = stripePromises.get(publishableKey);
  if (!promise) stripePromises.set(publishableKey, (promise = loadStripe(publishableKey)));
  return promise;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The payment flow of /upgrade (spec 02 §4, §7): Start Premium Subscription → GET /api/stripe/config
 * → POST /api/create-subscription-payment → the Payment Element → confirmPayment → POST
 * /api/subscription-success (the server checks with Stripe) → /dashboard?upgraded=true after 2 s.
 */
export function UpgradeCheckout() {
  const router = useRouter();
  const [state, setState] = useState<State>({ name: "idle" });
  const [error, setError] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  async function finishUpgrade() {
    // Stripe activates the subscription as the invoice is paid; a moment's lag answers 402
    // ("not paid yet"), so the server is asked again a few times before giving up.
    for (let attempt = 0; ; attempt++) {
      try {
        await apiRequest("POST", "/api/subscription-success", {});
        break;
      } catch (e) {
        if (hasErrorCode(e, "payment_required") && attempt < 4) {
          await sleep(1500);
          continue;
        }
        setError(PAYMENT_MESSAGES.upgradeFailed);
        setState({ name: "upgrade-failed" });
        return;
      }
    }
    setState({ name: "success" });
    toast.success("Payment successful!");
    redirectTimer.current = setTimeout(() => router.push(UPGRADED_PATH), REDIRECT_AFTER_PAYMENT_MS);
  }

  // Back from a payment method that redirects (a bank page): Stripe adds redirect_status to the return URL.
  const returned = useRef(false);
  useEffect(() => {
    if (returned.current) return;
    returned.current = true;
    const params = new URLSearchParams(window.location.search);
    const status = params.get("redirect_status");
    if (!status) return;
    window.history.replaceState(null, "", window.location.pathname);
    if (status === "succeeded") {
      setState({ name: "loading" });
      void finishUpgrade();
    } else {
      setError(PAYMENT_MESSAGES.unexpected);
    }
  }, []);

  async function start() {
    setError(null);
    setState({ name: "loading" });
    try {
      const config = await getJson<{ publishableKey: string }>("/api/stripe/config");
      const res = await apiRequest("POST", "/api/create-subscription-payment", {});
      const { clientSecret } = (await res.json()) as { clientSecret: string };
      setState({ name: "form", clientSecret, publishableKey: config!.publishableKey });
    } catch (e) {
      setState({ name: "idle" });
      if (hasErrorCode(e, "unauthorized")) {
        toast.error(PAYMENT_MESSAGES.loginRequired);
        router.push(loginRedirectPath("/upgrade"));
        return;
      }
      // Already Premium: the server's own words; anything else: the spec's setup failure.
      const message = hasErrorCode(e, "conflict") ? errorMessage(e, PAYMENT_MESSAGES.setupFailed) : PAYMENT_MESSAGES.setupFailed;
      setError(message);
      toast.error(message);
    }
  }

  return (
    <div className="grid gap-4">
      {(state.name === "idle" || state.name === "loading") && (
        <div>
          <Button size="lg" className="h-12 px-8 text-base" onClick={start} disabled={state.name === "loading"}>
            {state.name === "loading" ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" /> Preparing secure payment...
              </>
            ) : (
              "Start Premium Subscription"
            )}
          </Button>
        </div>
      )}
      {(state.name === "form" || state.name === "processing") && (
        <Elements
          stripe={stripeFor(state.publishableKey)}
          options={{ clientSecret: state.clientSecret, appearance: { theme: "stripe", variables: { colorPrimary: "#1e3a8a", borderRadius: "8px" } } }}
        >
          <PaymentForm
            processing={state.name === "processing"}
            onProcessing={(on) =>
              setState((s) => (s.name === "form" || s.name === "processing" ? { ...s, name: on ? "processing" : "form" } : s))
            }
            onError={setError}
            onPaid={finishUpgrade}
          />
        </Elements>
      )}
      {state.name === "success" && (
        <p role="status" className="rounded-md border border-green-700/30 bg-green-50 px-4 py-3 font-medium text-green-900">
          {PAYMENT_MESSAGES.success}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function PaymentForm({
  processing,
  onProcessing,
  onError,
  onPaid,
}: {
  processing: boolean;
  onProcessing: (on: boolean) => void;
  onError: (message: string | null) => void;
  onPaid: () => Promise<void>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    onError(null);
    onProcessing(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: "if_required",
        confirmParams: { return_url: `${window.location.origin}/upgrade` },
      });
      if (error) {
        onError(confirmErrorMessage(error));
        onProcessing(false);
        return;
      }
      if (paymentIntent?.status === "processing") {
        onError(PAYMENT_MESSAGES.processing);
        onProcessing(false);
        return;
      }
      await onPaid();
    } catch {
      onError(PAYMENT_MESSAGES.unexpected);
      onProcessing(false);
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-xl border bg-card p-6 shadow-sm" aria-label="Payment details">
      <PaymentElement onReady={() => setReady(true)} options={{ layout: "tabs" }} />
      <Button type="submit" size="lg" disabled={!stripe || !elements || !ready || processing}>
        {processing ? (
          <>
            <Loader2 className="animate-spin" aria-hidden="true" /> Processing...
          </>
        ) : (
          <>
            <Lock aria-hidden="true" /> Subscribe for ${constants.premiumPriceUsd}/month
          </>
        )}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Payments are processed securely by Stripe. Your card details never reach our servers.
      </p>
    </form>
  );
}
