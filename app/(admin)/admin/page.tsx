import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPortalActions } from "@/components/admin/admin-portal-actions";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getSession } from "@/lib/auth";

export const metadata: Metadata = { title: "Admin Portal", robots: { index: false, follow: false } };

/** What the portal will hold (spec 02 §2 "Admin portal"); each is built in a later issue. */
const SECTIONS = [
  { title: "Visitor Analytics", text: "Page views and unique visitors, per page or across all pages." },
  { title: "Conversion Funnel Analytics", text: "Resumes, accounts and premium conversions, with cancellation details." },
  { title: "Job Alert Management", text: "Send a job alert to one user or to every active user." },
] as const;

const TABS = [
  { title: "User Management", text: "Search and filter users, toggle trials, email or delete an account." },
  { title: "Resume Management", text: "Search resumes, see verification status and download PDFs." },
  { title: "Lead Management", text: "Leads, their email sequence and whether they created an account." },
  { title: "Email Tracking", text: "Verification, welcome, referral and job alert emails per user." },
  { title: "AI Cost Optimization", text: "The Gemini / OpenAI traffic split and its estimated savings." },
] as const;

export default async function AdminPage() {
  // The authorization check itself (the proxy's redirect is only a shortcut).
  const session = await getSession();
  if (session?.realm !== "admin") redirect("/admin-login");

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand">Admin Portal</h1>
          <p className="mt-1 text-muted-foreground">
            Signed in as <strong className="text-foreground">{session.username}</strong>
          </p>
        </div>
        <AdminPortalActions />
      </div>

      <h2 className="mt-10 text-xl font-semibold">Overview</h2>
      <div className="mt-4 grid gap-4 md:grid-cols-3">
        {SECTIONS.map((s) => (
          <ComingSoonCard key={s.title} {...s} />
        ))}
      </div>

      <h2 className="mt-10 text-xl font-semibold">Management</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TABS.map((s) => (
          <ComingSoonCard key={s.title} {...s} />
        ))}
      </div>
    </section>
  );
}

function ComingSoonCard({ title, text }: { title: string; text: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription>{text}</CardDescription>
        <Badge variant="outline" className="mt-2 w-fit border-brand-accent bg-accent text-accent-foreground">
          Coming soon
        </Badge>
      </CardHeader>
    </Card>
  );
}
