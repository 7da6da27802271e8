import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { DashboardNotices } from "@/components/dashboard/dashboard-notices";
import { dashboardRedirect, emailChangeNotice, isUpgradedReturn, type DashboardQuery } from "@/components/dashboard/dashboard-query";
import { DashboardTabs } from "@/components/dashboard/dashboard-tabs";
import { daysLabel } from "@/components/dashboard/format";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { getAccountView } from "@/lib/account/dashboard";
import { listAccountResumes } from "@/lib/account/resumes";
import { trialEndingSoon } from "@/lib/account/trial";
import { getSession } from "@/lib/auth";
import { listGuidesForAccount } from "@/lib/guides/service";

export const metadata: Metadata = { title: "Dashboard", robots: { index: false } };

/**
 * The account dashboard. Who is shown is decided by the session cookie alone: the spec's
 * ?accountId=&name= (kept in the post-login URL) is never read, and is removed from the address
 * by a redirect that keeps the one-time ?upgraded= and ?emailChange= notices.
 */
export default async function DashboardPage({ searchParams }: { searchParams: Promise<DashboardQuery> }) {
  const query = await searchParams;
  const cleaned = dashboardRedirect(query);
  if (cleaned) redirect(cleaned);

  const session = await getSession();
  const account = session?.realm === "account" ? await getAccountView(session.accountId) : null;
  if (!account) return <AccessRequired />;
  const [resumes, guides] = await Promise.all([listAccountResumes(account.id), listGuidesForAccount({ accountId: account.id })]);

  const upgraded = isUpgradedReturn(query.upgraded);
  const emailNotice = emailChangeNotice(query.emailChange);
  const showTrial = !account.isPremium;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <DashboardNotices
        accountId={account.id}
        upgraded={upgraded}
        cleanUrl={query.upgraded !== undefined || query.emailChange !== undefined}
      />
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
      {emailNotice && (
        <Alert
          variant={emailNotice.tone === "error" ? "destructive" : "default"}
          role={emailNotice.tone === "error" ? "alert" : "status"}
          className="mt-6"
        >
          <AlertTitle>{emailNotice.title}</AlertTitle>
          <AlertDescription>{emailNotice.text}</AlertDescription>
        </Alert>
      )}
      {showTrial && trialEndingSoon(account.trialDaysLeft) && (
        <div
          role="status"
          className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-accent bg-accent px-4 py-3 text-accent-foreground"
        >
          <p className="font-medium">
            {account.trialDaysLeft === 0
              ? "Your free trial has ended."
              : `Your free trial expires soon: ${daysLabel(account.trialDaysLeft)} left.`}
          </p>
          <Button asChild>
            <Link href="/upgrade">Upgrade Now</Link>
          </Button>
        </div>
      )}
      <DashboardTabs className="mt-8" account={account} resumes={resumes} guides={guides} />
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
