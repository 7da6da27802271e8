"use client";

import dynamic from "next/dynamic";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { listUrl } from "./list-controls";
import { fmtDate, useAdminData } from "./use-admin-data";

const PageViewsChart = dynamic(() => import("./admin-charts").then((m) => m.PageViewsChart), { ssr: false });
const FunnelChart = dynamic(() => import("./admin-charts").then((m) => m.FunnelChart), { ssr: false });

type PageRow = { page: string; total_views: number; unique_visitors: number; today_views: number; today_unique_visitors: number };
type Stats = {
  totalPageViews: number;
  uniqueVisitors: number;
  todayPageViews: number;
  todayUniqueVisitors: number;
  visitorToLeadRate: number;
  completedResumes: number;
  completedAccounts: number;
  accountConversionRate: number;
  premiumConversions: number;
  premiumConversionRate: number;
  totalCancellations: number;
  pageAnalytics: PageRow[];
};
type Cancellations = {
  reasonCounts: Record<string, number>;
  cancellations: { id: number; email: string; reason: string; cancelledAt: string }[];
  totalCancellations: number;
};

function Tile({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{typeof value === "number" ? value.toLocaleString() : value}</p>
    </div>
  );
}

export function AdminOverview({ version }: { version: number }) {
  const stats = useAdminData<Stats>("/api/admin/enhanced-stats", { version }).data;
  const [page, setPage] = useState("all");
  const selected = useAdminData<PageRow>(`/api/admin/page-analytics?page=${encodeURIComponent(page)}`, { version }).data;
  const [details, setDetails] = useState(false);
  const cancellations = useAdminData<Cancellations>("/api/admin/cancellations", { version }).data;

  const known = new Set(["/", "/get-started"]);
  const otherPages = (stats?.pageAnalytics ?? []).map((p) => p.page).filter((p) => !known.has(p));

  return (
    <div className="mt-8 grid gap-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle>
            <h2>Visitor Analytics</h2>
          </CardTitle>
          <div className="flex items-center gap-2">
            <Label htmlFor="admin-page-select">Page</Label>
            <select
              id="admin-page-select"
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={page}
              onChange={(e) => setPage(e.target.value)}
            >
              <option value="all">All Pages</option>
              <option value="/">Home (/)</option>
              <option value="/get-started">Get Started (/get-started)</option>
              {otherPages.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-4" data-testid="visitor-tiles">
            <Tile label="Total page views" value={selected?.total_views ?? 0} />
            <Tile label="Unique visitors" value={selected?.unique_visitors ?? 0} />
            <Tile label="Today's views" value={selected?.today_views ?? 0} />
            <Tile label="Today's unique visitors" value={selected?.today_unique_visitors ?? 0} />
          </div>
          {stats && stats.pageAnalytics.length > 0 ? <PageViewsChart data={stats.pageAnalytics} /> : null}
          <Table aria-label="Views per page">
            <TableHeader>
              <TableRow>
                <TableHead>Page</TableHead>
                <TableHead className="text-right">Views</TableHead>
                <TableHead className="text-right">Unique</TableHead>
                <TableHead className="text-right">Today</TableHead>
                <TableHead className="text-right">Today unique</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(stats?.pageAnalytics ?? []).slice(0, 20).map((p) => (
                <TableRow key={p.page}>
                  <TableCell>{p.page}</TableCell>
                  <TableCell className="text-right">{p.total_views}</TableCell>
                  <TableCell className="text-right">{p.unique_visitors}</TableCell>
                  <TableCell className="text-right">{p.today_views}</TableCell>
                  <TableCell className="text-right">{p.today_unique_visitors}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-4">
          <CardTitle>
            <h2>Conversion Funnel Analytics</h2>
          </CardTitle>
          <Button variant="outline" onClick={() => setDetails((d) => !d)} aria-expanded={details}>
            {details ? "Hide details" : "View details"}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-4">
            <Tile label="Visitors" value={stats?.uniqueVisitors ?? 0} />
            <Tile label={`Resumes (${stats?.visitorToLeadRate ?? 0}%)`} value={stats?.completedResumes ?? 0} />
            <Tile label={`Accounts (${stats?.accountConversionRate ?? 0}%)`} value={stats?.completedAccounts ?? 0} />
            <Tile label={`Premium (${stats?.premiumConversionRate ?? 0}%)`} value={stats?.premiumConversions ?? 0} />
          </div>
          {stats ? (
            <FunnelChart
              data={[
                { step: "Visitors", count: stats.uniqueVisitors },
                { step: "Resumes", count: stats.completedResumes },
                { step: "Accounts", count: stats.completedAccounts },
                { step: "Premium", count: stats.premiumConversions },
              ]}
            />
          ) : null}
          <p className="text-sm text-muted-foreground">Cancellations: {stats?.totalCancellations ?? 0}</p>
          {details ? (
            <section aria-label="Cancellation analytics" className="grid gap-3">
              <h3 className="font-semibold">Cancellation analytics</h3>
              <p>Total cancellations: {cancellations?.totalCancellations ?? 0}</p>
              <ul className="grid gap-1 text-sm">
                {Object.entries(cancellations?.reasonCounts ?? {}).map(([reason, n]) => (
                  <li key={reason}>
                    {reason}: {n}
                  </li>
                ))}
              </ul>
              <h4 className="font-medium">Recent cancellations</h4>
              <ul className="grid gap-1 text-sm">
                {(cancellations?.cancellations ?? []).map((c) => (
                  <li key={c.id}>
                    {c.email} — {c.reason} — {fmtDate(c.cancelledAt)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

type AlertAccount = { id: number; name: string; email: string; status: string };

/**
 * Job Alert Management: one account (enabled for an active trial or premium) or every active
 * account. The account is found by name or email on the server (any account, not only a first
 * page), and chosen from the matches.
 */
export function JobAlertManagement({ version = 0 }: { version?: number }) {
  const [q, setQ] = useState("");
  const dq = useDeferredValue(q);
  const accounts = useAdminData<{ items: AlertAccount[] }>(listUrl("/api/admin/accounts", { page: 1, q: dq }), { version }).data?.items ?? [];
  const [accountId, setAccountId] = useState("");
  const [busy, setBusy] = useState(false);
  const chosen = accounts.find((a) => String(a.id) === accountId);
  const eligible = !!chosen && chosen.status !== "Inactive";

  async function sendOne() {
    setBusy(true);
    try {
      await apiRequest("POST", `/api/admin/send-job-alert/${accountId}`);
      toast.success("Job alert sent");
    } catch (error) {
      toast.error("Failed to send job alert", { description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }
  async function sendAll() {
    setBusy(true);
    try {
      const res = (await (await apiRequest("POST", "/api/admin/send-all-job-alerts")).json()) as { sent: number };
      toast.success("Job alerts sent", { description: `${res.sent} sent` });
    } catch (error) {
      toast.error("Failed to send job alerts", { description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>
          <h2>Job Alert Management</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="job-alert-search">Find an account</Label>
          <Input id="job-alert-search" type="search" placeholder="Name or email" value={q} onChange={(e) => setQ(e.target.value)} className="min-w-56" />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="job-alert-account">Account</Label>
          <select
            id="job-alert-account"
            className="h-9 min-w-64 rounded-md border bg-background px-2 text-sm"
            value={accountId}
            onChange={(e) => setAccountId(e.target.value)}
          >
            <option value="">Choose an account</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name} ({a.email}) — {a.status}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={sendOne} disabled={busy || !eligible}>
          Send Job Alert
        </Button>
        <Button variant="outline" onClick={sendAll} disabled={busy}>
          Send to All Active Users
        </Button>
      </CardContent>
    </Card>
  );
}
