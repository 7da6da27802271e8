import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountSectionTabs } from "@/components/job-searches/account-section-tabs";
import { JobSearchesPanel } from "@/components/job-searches/job-searches-panel";
import { Badge } from "@/components/ui/badge";
import { getAccountView } from "@/lib/account/dashboard";
import { getSession } from "@/lib/auth";
import { loginRedirectPath } from "@/lib/auth/redirect";
import { jobSearchTier } from "@/lib/job-searches/access";
import { listJobSearches } from "@/lib/job-searches/service";

export const metadata: Metadata = { title: "Job Searches", robots: { index: false } };

/**
 * /job-searches (spec 02 §2). The account is the session's, always: the original read a
 * hard-coded account (id 30) and any accountId in the address is ignored here. proxy.ts already
 * sends a visitor without a session cookie to /login; a cookie that no longer holds (revoked,
 * account deleted) is sent there too.
 */
export default async function JobSearchesPage() {
  const session = await getSession();
  const account = session?.realm === "account" ? await getAccountView(session.accountId) : null;
  if (!account) redirect(loginRedirectPath("/job-searches"));

  const tier = jobSearchTier(account);
  const searches = tier === "premium" ? await listJobSearches(account.id) : undefined;
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand">Welcome, {account.name}</h1>
        {tier === "premium" && <Badge className="bg-brand-accent text-foreground">Premium</Badge>}
      </div>
      <div className="mt-6">
        <AccountSectionTabs current="Job Searches" />
      </div>
      <div className="mt-8">
        <JobSearchesPanel
          accountId={account.id}
          tier={tier}
          basic={{ location: account.resumeLocation, role: account.topSuggestedRole }}
          initialSearches={searches}
        />
      </div>
    </section>
  );
}
