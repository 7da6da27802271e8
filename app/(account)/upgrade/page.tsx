import type { Metadata } from "next";
import { UpgradeLoginRequired } from "@/components/billing/login-required";
import { UpgradeView, type UpgradeMode } from "@/components/billing/upgrade-view";
import { getSession } from "@/lib/auth";
import { loadBillingAccount } from "@/lib/billing/account-store";
import { paymentsConfigured } from "@/lib/billing/stripe";

export const metadata: Metadata = {
  title: "Upgrade to Premium",
  robots: { index: false },
};

/**
 * /upgrade: for the signed-in account only (the session decides; proxy.ts already sends visitors
 * without a session cookie to /login). Without the Stripe keys the page says payments are not
 * configured and loads nothing from Stripe.
 */
export default async function UpgradePage() {
  const session = await getSession();
  const account = session?.realm === "account" ? await loadBillingAccount(session.accountId) : null;
  if (!account) return <UpgradeLoginRequired />;
  return <UpgradeView mode={upgradeMode(account)} />;
}

function upgradeMode(account: { subscriptionTier: string; subscriptionStatus: string }): UpgradeMode {
  if (!paymentsConfigured()) return "not-configured";
  return account.subscriptionTier === "premium" && account.subscriptionStatus === "active" ? "already-premium" : "checkout";
}
