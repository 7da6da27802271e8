import { Lock } from "lucide-react";
import Link from "next/link";
import { BasicJobSearchCard } from "@/components/job-searches/basic-job-search-card";
import { JobSearchManager } from "@/components/job-searches/job-search-manager";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AccountView } from "@/lib/account/dashboard";
import { constants } from "@/lib/config/public";
import { jobSearchTier } from "@/lib/job-searches/access";

/**
 * The dashboard's Job Searches tab (spec 02 §2): the same panels as /job-searches, decided the same
 * way (lib/job-searches/access.ts): the trial's Basic Job Search from the resume, the saved-search
 * manager for premium access, and otherwise the dashboard's "Premium Feature Required" panel.
 */
export function JobSearchesTab({ account }: { account: AccountView }) {
  const tier = jobSearchTier(account);
  if (tier === "premium") return <JobSearchManager accountId={account.id} />;
  if (tier === "trial") return <BasicJobSearchCard location={account.resumeLocation} role={account.topSuggestedRole} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <Lock className="size-5" aria-hidden="true" />
            Premium Feature Required
          </h2>
        </CardTitle>
        <CardDescription>
          Custom job searches are part of Premium: up to {constants.maxJobSearches} saved searches with daily job alerts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link href="/upgrade">Upgrade to Premium</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
