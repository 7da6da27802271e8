/** Integration: POST /api/subscription-success asks Stripe (the fake server) before upgrading anyone. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts, payments } from "@/db/schema";
import { hasPremiumAccess } from "@/lib/guides/access";
import { createAccount, jsonRequest, routeContext } from "@/test/helpers";
import { useFakeStripe } from "@/test/fakes/stripe-server";
import { POST } from "./route";

const stripe = useFakeStripe();
const post = (cookie: string | undefined, body: unknown = {}) =>
  POST(jsonRequest("POST", "/api/subscription-success", body, cookie ? { cookie } : {}), routeContext());
const row = async (id: number) => (await db.select().from(accounts).where(eq(accounts.id, id)))[0]!;
const paymentRows = (accountId: number) => db.select().from(payments).where(eq(payments.accountId, accountId));

/** An account whose checkout created a customer and a subscription in the fake Stripe. */
async function accountWithSubscription(opts: { status?: string; invoicePaid?: boolean; customerOfSubscription?: string; price?: string } = {}) {
  const customer = stripe.server.addCustomer();
  const sub = stripe.server.addSubscription({ customer: opts.customerOfSubscription ?? customer.id, status: opts.status, invoicePaid: opts.invoicePaid, price: opts.price });
  const created = await createAccount({ overrides: { stripeCustomerId: customer.id, stripeSubscriptionId: sub.id } });
  return { ...created, sub, customer };
}

describe("POST /api/subscription-success", () => {
  it("refuses visitors", async () => {
    expect((await post(undefined)).status).toBe(401);
  });

  it("upgrades nobody while the subscription is unpaid (402) and nobody without one (409)", async () => {
    const { account, cookie } = await accountWithSubscription({ status: "incomplete" });
    const res = await post(cookie, { accountId: account.id });
    expect(res.status).toBe(402);
    expect(await row(account.id)).toMatchObject({ subscriptionTier: "free", subscriptionStatus: "trial", subscriptionEndDate: null });
    expect(await paymentRows(account.id)).toEqual([]);

    const { account: none, cookie: noneCookie } = await createAccount();
    expect((await post(noneCookie)).status).toBe(409);
    expect((await row(none.id)).subscriptionTier).toBe("free");
  });

  it("upgrades nobody when Stripe says active but the invoice is not paid", async () => {
    const { account, cookie } = await accountWithSubscription({ status: "active", invoicePaid: false });
    expect((await post(cookie)).status).toBe(402);
    expect((await row(account.id)).subscriptionTier).toBe("free");
  });

  it("makes the account Premium once Stripe says the subscription is active and paid, and records the payment once", async () => {
    const { account, cookie, sub } = await accountWithSubscription();
    const invoice = stripe.server.payLatestInvoice(sub.id);

    const res = await post(cookie);
    expect(res.status).toBe(200);
    const after = await row(account.id);
    const periodEnd = new Date(sub.items.data[0]!.current_period_end * 1000);
    expect(after).toMatchObject({ subscriptionTier: "premium", subscriptionStatus: "active", subscriptionEndDate: periodEnd, cancelledAt: null });
    expect(after.subscriptionStartDate).toEqual(new Date(sub.start_date * 1000));
    expect(hasPremiumAccess(after)).toBe(true);
    expect(await paymentRows(account.id)).toEqual([
      expect.objectContaining({ stripeInvoiceId: invoice.id, stripeSubscriptionId: sub.id, amountCents: 2500, currency: "usd", status: "paid", email: account.email }),
    ]);

    // Calling it again (a reload) changes nothing and adds no second payment.
    expect((await post(cookie)).status).toBe(200);
    expect(await paymentRows(account.id)).toHaveLength(1);
  });

  it("upgrades nobody with another customer's subscription, even one that is active and paid", async () => {
    const someoneElse = stripe.server.addCustomer();
    const { account, cookie } = await accountWithSubscription({ status: "active", customerOfSubscription: someoneElse.id });
    const res = await post(cookie);
    expect(res.status).toBe(409);
    expect((await row(account.id)).subscriptionTier).toBe("free");
    expect(await paymentRows(account.id)).toEqual([]);
  });

  it("upgrades nobody with a subscription to another price", async () => {
    const { account, cookie } = await accountWithSubscription({ status: "active", price: "price_something_cheaper" });
    expect((await post(cookie)).status).toBe(409);
    expect((await row(account.id)).subscriptionTier).toBe("free");
  });

  it("ignores an accountId in the body: only the caller's own subscription is checked", async () => {
    const { account: other, sub } = await accountWithSubscription();
    stripe.server.payLatestInvoice(sub.id);
    const { cookie } = await createAccount();
    expect((await post(cookie, { accountId: other.id })).status).toBe(409);
    expect((await row(other.id)).subscriptionTier).toBe("free");
  });
});
