"use client";

import { CreditCard } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";

export const MANAGE_BILLING_FAILED = "Could not open billing management";

/**
 * "Manage billing" for premium accounts: opens the Stripe customer portal (card, invoices,
 * receipts). The server creates the portal session for the session's own customer; without
 * Stripe or without a customer it answers 409 with a message, shown as a toast.
 */
export function ManageBillingButton() {
  const [pending, setPending] = useState(false);

  async function open() {
    setPending(true);
    try {
      const res = await apiRequest("POST", "/api/billing-portal");
      const { url } = (await res.json()) as { url: string };
      window.location.assign(url);
    } catch (error) {
      toast.error(MANAGE_BILLING_FAILED, { description: errorMessage(error, "Please try again.") });
      setPending(false);
    }
  }

  return (
    <div>
      <Button type="button" variant="outline" onClick={open} disabled={pending}>
        <CreditCard aria-hidden="true" />
        {pending ? "Opening billing..." : "Manage billing"}
      </Button>
    </div>
  );
}
