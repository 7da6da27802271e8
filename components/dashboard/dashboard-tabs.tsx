import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { AccountView } from "@/lib/account/dashboard";
import type { AccountResume } from "@/lib/account/resumes";
import type { GuideList } from "@/lib/guides/service";
import { cn } from "@/lib/utils";
import { AccountTab } from "./account-tab";
import { GuidesTab } from "./guides-tab";
import { JobSearchesTab } from "./job-searches-tab";
import { ResumesTab } from "./resumes-tab";

/** The dashboard's four tabs (spec 02 §2): overview (Account), resumes, guides, preferences (Job Searches). */
export function DashboardTabs({
  account,
  resumes,
  guides,
  className,
}: {
  account: AccountView;
  resumes: AccountResume[];
  guides: GuideList;
  className?: string;
}) {
  return (
    <Tabs defaultValue="overview" className={cn("gap-4", className)}>
      <TabsList className="h-auto w-full flex-wrap sm:w-fit" aria-label="Dashboard sections">
        <TabsTrigger value="overview">Account</TabsTrigger>
        <TabsTrigger value="resumes">My Resume</TabsTrigger>
        <TabsTrigger value="guides">Career Guides</TabsTrigger>
        <TabsTrigger value="preferences">Job Searches</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <AccountTab account={account} />
      </TabsContent>
      <TabsContent value="resumes">
        <ResumesTab resumes={resumes} />
      </TabsContent>
      <TabsContent value="guides">
        <GuidesTab list={guides} trialDaysLeft={account.trialDaysLeft} />
      </TabsContent>
      <TabsContent value="preferences">
        <JobSearchesTab account={account} />
      </TabsContent>
    </Tabs>
  );
}
