"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { apiRequest, errorMessage } from "@/lib/api/client";

/**
 * The button behind an emailed unsubscribe link: the page shows what it will stop, and only a
 * person's press spends the token (POST /api/unsubscribe, the same call as the one-click header).
 */
export function ConfirmUnsubscribe({ token, label }: { token: string; label: string }) {
  const [state, setState] = useState<"idle" | "pending" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setState("pending");
    setError(null);
    try {
      await apiRequest("POST", `/api/unsubscribe?token=${encodeURIComponent(token)}`);
      setState("done");
    } catch (e) {
      setError(errorMessage(e, "Something went wrong. Please try again."));
      setState("idle");
    }
  }

  if (state === "done") {
    return (
      <div role="status">
        <h1 className="text-2xl font-bold text-foreground">You have been unsubscribed</h1>
        <p className="mt-3 text-muted-foreground">You have been unsubscribed from {label}.</p>
      </div>
    );
  }
  return (
    <div>
      <h1 className="text-2xl font-bold text-foreground">Unsubscribe from {label}?</h1>
      <p className="mt-3 text-muted-foreground">Press the button and we will stop sending you {label}.</p>
      <Button className="mt-6" onClick={confirm} disabled={state === "pending"}>
        {state === "pending" ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
