import type { Metadata } from "next";
import Link from "next/link";
import { DashboardTabs } from "@/components/dashboard/dashboard-tabs";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getDashboardAccount } from "@/lib/account/dashboard";
import { trialEndingSoon } from "@/lib/account/trial";
import { getSession } from "@/lib/auth";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

/**
 * The account dashboard. Who is shown is decided by the session cookie alone: the spec's
 * ?accountId=&name= query (kept in the post-login URL) is never read for authorization.
 */
export default async function DashboardPage() {
  const session = await getSession();
  const account = session?.realm === "account" ? await getDashboardAccount(session.accountId) : null;
  if (!account) return <AccessRequired />;

  const showTrial = !account.isPremium;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand">Welcome, {account.name}</h1>
        {account.isPremium && <Badge className="bg-brand-accent text-foreground">Premium</Badge>}
      </div>
      {showTrial && (
        <p className="mt-2 text-muted-foreground">
          Free trial: <strong className="text-foreground">{account.trialDaysLeft}</strong>{" "}
          {account.trialDaysLeft === 1 ? "day" : "days"} left
        </p>
      )}
      {showTrial && trialEndingSoon(account.trialDaysLeft) && (
        <div
          role="status"
          className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-accent bg-accent px-4 py-3 text-accent-foreground"
        >
          <p className="font-medium">
            {account.trialDaysLeft === 0
              ? "Your free trial has ended."
              : `Your free trial expires soon: ${account.trialDaysLeft} ${account.trialDaysLeft === 1 ? "day" : "days"} left.`}
          </p>
          <Button asChild>
            <Link href="/upgrade">Upgrade Now</Link>
          </Button>
        </div>
      )}
      <DashboardTabs
        className="mt-8"
        account={{
          name: account.name,
          email: account.email,
          plan: account.isPremium ? "Premium" : "Free trial",
          memberSince: account.createdAt.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" }),
        }}
      />
    </section>
  );
}

function AccessRequired() {
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-brand">Access Required</h1>
      <p className="mt-4 text-muted-foreground">Please sign in to view your dashboard.</p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/login">Sign In</Link>
      </Button>
    </section>
  );
}
