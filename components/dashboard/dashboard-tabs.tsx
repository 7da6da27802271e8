import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";

type AccountSummary = { name: string; email: string; plan: string; memberSince: string };

/** The dashboard's four tabs (spec 02 §2). Only the account summary is live so far. */
export function DashboardTabs({ account, className }: { account: AccountSummary; className?: string }) {
  return (
    <Tabs defaultValue="overview" className={cn("gap-4", className)}>
      <TabsList className="h-auto w-full flex-wrap sm:w-fit">
        <TabsTrigger value="overview">Account</TabsTrigger>
        <TabsTrigger value="resumes">My Resume</TabsTrigger>
        <TabsTrigger value="guides">Career Guides</TabsTrigger>
        <TabsTrigger value="preferences">Job Searches</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Account details</h2>
            </CardTitle>
            <CardDescription>Editing your details and managing your subscription are coming soon.</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail label="Name" value={account.name} />
              <Detail label="Email" value={account.email} />
              <Detail label="Plan" value={account.plan} />
              <Detail label="Member since" value={account.memberSince} />
            </dl>
          </CardContent>
        </Card>
      </TabsContent>
      <TabsContent value="resumes">
        <ComingSoonCard title="My Resume" text="Downloading your translated resume from here is coming soon." />
      </TabsContent>
      <TabsContent value="guides">
        <ComingSoonCard title="Career Guides" text="Your career guides will be listed here soon." />
      </TabsContent>
      <TabsContent value="preferences">
        <ComingSoonCard title="Job Searches" text="Saved job searches are coming soon." />
      </TabsContent>
    </Tabs>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

function ComingSoonCard({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
    </Card>
  );
}
