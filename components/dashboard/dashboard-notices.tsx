"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "@/components/ui/toast";
import { track } from "@/lib/analytics/track";
import { apiRequest } from "@/lib/api/client";

/** The refresh after an upgrade (spec 02 §9: 1 second), so the webhook's last changes show. */
export const UPGRADE_REFRESH_MS = 1000;

type PurchaseEvent = { track: boolean; value: number; currency: string };

/**
 * The dashboard's one-time notices. After payment (?upgraded=true): the "Welcome to Premium"
 * toast, the account refreshed after 1 s, and the 25 USD purchase reported to analytics only when
 * the server says this account's purchase was not reported yet (POST .../purchase-event claims it
 * once). The one-time parameters then leave the address (history.replaceState: the page, and an
 * email-change notice it shows, stay as they are; a reload does not repeat them).
 */
export function DashboardNotices({ accountId, upgraded, cleanUrl }: { accountId: number; upgraded: boolean; cleanUrl: boolean }) {
  const router = useRouter();
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (cleanUrl) window.history.replaceState(window.history.state, "", "/dashboard");
    if (!upgraded) return;
    toast.success("Welcome to Premium", { description: "Your account has been upgraded. Enjoy all premium features!" });
    // Not cleared on unmount: strict mode's remount must not lose it, and a refresh is harmless.
    window.setTimeout(() => router.refresh(), UPGRADE_REFRESH_MS);
    void apiRequest("POST", `/api/accounts/${accountId}/purchase-event`)
      .then((res) => res.json() as Promise<PurchaseEvent>)
      .then((event) => {
        if (event.track) track("purchase", { value: event.value, currency: event.currency });
      })
      .catch((error) => console.error("[dashboard] could not record the purchase event", error));
  }, [accountId, upgraded, cleanUrl, router]);

  return null;
}
