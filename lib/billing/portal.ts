import "server-only";
import { randomUUID } from "node:crypto";
import { conflict, notFound } from "@/lib/api/errors";
import { env } from "@/lib/env";
import { loadBillingAccount } from "./account-store";
import { paymentsNotConfigured, requirePayments, stripeFailure } from "./stripe";

export const NO_BILLING_ACCOUNT = "There is no billing account to manage yet.";
export const PORTAL_FAILED = "Could not open billing management. Please try again.";

/**
 * POST /api/billing-portal: a Stripe customer-portal session (card, invoices, receipts) for the
 * session's account, returning to the dashboard. Each click is its own session, so the idempotency
 * key is per request (it still makes the SDK's automatic retries safe).
 */
export async function createBillingPortalSession(accountId: number): Promise<{ url: string }> {
  let stripe;
  try {
    ({ stripe } = requirePayments());
  } catch {
    throw paymentsNotConfigured();
  }
  const account = await loadBillingAccount(accountId);
  if (!account) throw notFound("Account not found");
  if (!account.stripeCustomerId) throw conflict(NO_BILLING_ACCOUNT);
  try {
    const session = await stripe.billingPortal.sessions.create(
      { customer: account.stripeCustomerId, return_url: `${env().appUrl}/dashboard` },
      { idempotencyKey: `billing-portal:${account.id}:${randomUUID()}` },
    );
    const url = new URL(session.url);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("unexpected portal URL");
    return { url: url.toString() };
  } catch (error) {
    throw stripeFailure(error, PORTAL_FAILED);
  }
}
