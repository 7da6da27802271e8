"use client";

import { useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { AdminOverview, JobAlertManagement } from "./admin-overview";
import { AdminPortalActions } from "./admin-portal-actions";
import { AiTab } from "./ai-tab";
import { EmailTab, LeadsTab, ResumesTab, UsersTab } from "./admin-tabs";

/** The portal below its title: analytics, funnel, job alerts and the five management tabs. */
export function AdminPortal({ username }: { username: string }) {
  // Bumped by Refresh and by changes (a deletion) so every section loads again.
  const [version, setVersion] = useState(0);
  const bump = () => setVersion((v) => v + 1);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand">Admin Portal</h1>
          <p className="mt-1 text-muted-foreground">
            Signed in as <strong className="text-foreground">{username}</strong>
          </p>
        </div>
        <AdminPortalActions onRefresh={bump} />
      </div>
      <AdminOverview version={version} />
      <JobAlertManagement version={version} />
      <Tabs defaultValue="users" className="mt-8">
        <TabsList className="flex-wrap">
          <TabsTrigger value="users">User Management</TabsTrigger>
          <TabsTrigger value="resumes">Resume Management</TabsTrigger>
          <TabsTrigger value="leads">Lead Management</TabsTrigger>
          <TabsTrigger value="emails">Email Tracking</TabsTrigger>
          <TabsTrigger value="ai">AI Cost Optimization</TabsTrigger>
        </TabsList>
        <TabsContent value="users" key={`u${version}`}>
          <UsersTab onChanged={bump} />
        </TabsContent>
        <TabsContent value="resumes" key={`r${version}`}>
          <ResumesTab />
        </TabsContent>
        <TabsContent value="leads" key={`l${version}`}>
          <LeadsTab />
        </TabsContent>
        <TabsContent value="emails" key={`e${version}`}>
          <EmailTab />
        </TabsContent>
        <TabsContent value="ai">
          <AiTab />
        </TabsContent>
      </Tabs>
    </>
  );
}
