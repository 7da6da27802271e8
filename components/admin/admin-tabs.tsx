"use client";

import { useDeferredValue, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { ListControls, Pager, listUrl } from "./list-controls";
import { DeleteUserDialog, SendEmailDialog, UserDetailsDialog, type AdminUser } from "./user-dialogs";
import { fmtDate, useAdminData, type PageOf } from "./use-admin-data";

type UserRow = AdminUser & { phone: string | null; createdAt: string; isPremium: boolean; isTrialActive: boolean; resumeId: number | null };

export function UsersTab({ onChanged }: { onChanged: () => void }) {
  const [q, setQ] = useState("");
  const [filter, setFilter] = useState("all");
  const [page, setPage] = useState(1);
  const dq = useDeferredValue(q);
  const { data, reload } = useAdminData<PageOf<UserRow>>(listUrl("/api/admin/accounts", { page, q: dq, filter }));
  const [emailTo, setEmailTo] = useState<AdminUser | null>(null);
  const [details, setDetails] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  async function toggleTrial(u: UserRow) {
    try {
      await apiRequest("POST", `/api/admin/accounts/${u.id}/toggle-trial`);
      toast.success("Trial status updated");
      reload();
      onChanged();
    } catch (error) {
      toast.error("Failed to update trial", { description: errorMessage(error, "Please try again.") });
    }
  }

  return (
    <div className="grid gap-4">
      <ListControls
        id="users"
        q={q}
        onQ={(v) => (setQ(v), setPage(1))}
        filter={filter}
        onFilter={(v) => (setFilter(v), setPage(1))}
        filters={[["all", "All users"], ["trial", "Trial"], ["premium", "Premium"], ["inactive", "Inactive"]]}
      />
      <Table aria-label="Users">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(data?.items ?? []).map((u) => (
            <TableRow key={u.id} data-testid={`user-row-${u.id}`}>
              <TableCell>
                <button type="button" className="text-left underline-offset-2 hover:underline" onClick={() => setDetails(u)}>
                  {u.name}
                </button>
              </TableCell>
              <TableCell>{u.email}</TableCell>
              <TableCell>
                <Badge variant={u.status === "Inactive" ? "outline" : "default"}>{u.status}</Badge>
              </TableCell>
              <TableCell>{fmtDate(u.createdAt)}</TableCell>
              <TableCell className="flex flex-wrap gap-1">
                <Button size="sm" variant="outline" onClick={() => setDetails(u)} aria-label={`View details of ${u.email}`}>
                  Details
                </Button>
                <Button size="sm" variant="outline" onClick={() => setEmailTo(u)} aria-label={`Send email to ${u.email}`}>
                  Email
                </Button>
                <Button size="sm" variant="outline" onClick={() => toggleTrial(u)} aria-label={`${u.isTrialActive ? "Deactivate" : "Activate"} trial of ${u.email}`}>
                  {u.isTrialActive ? "Deactivate Trial" : "Activate Trial"}
                </Button>
                <Button size="sm" variant="destructive" onClick={() => setDeleting(u)} aria-label={`Delete ${u.email}`}>
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
      <SendEmailDialog user={emailTo} onClose={() => setEmailTo(null)} />
      <UserDetailsDialog user={details} onClose={() => setDetails(null)} />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          reload();
          onChanged();
        }}
      />
    </div>
  );
}

type ResumeRow = { id: number; name: string; email: string; location: string; topSuggestedRole: string | null; aiModelUsed: string; emailVerified: boolean; createdAt: string };

export function ResumesTab() {
  const [q, setQ] = useState("");
  const [filter, setFilter] = useState("all");
  const [page, setPage] = useState(1);
  const dq = useDeferredValue(q);
  const { data } = useAdminData<PageOf<ResumeRow>>(listUrl("/api/admin/resumes", { page, q: dq, filter }));
  return (
    <div className="grid gap-4">
      <ListControls
        id="resumes"
        q={q}
        onQ={(v) => (setQ(v), setPage(1))}
        filter={filter}
        onFilter={(v) => (setFilter(v), setPage(1))}
        filters={[["all", "All resumes"], ["verified", "Verified"], ["unverified", "Unverified"]]}
      />
      <Table aria-label="Resumes">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Location</TableHead>
            <TableHead>Top role</TableHead>
            <TableHead>AI model</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>PDF</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(data?.items ?? []).map((r) => (
            <TableRow key={r.id}>
              <TableCell>{r.name}</TableCell>
              <TableCell>{r.email}</TableCell>
              <TableCell>{r.location}</TableCell>
              <TableCell>{r.topSuggestedRole ?? "—"}</TableCell>
              <TableCell>{r.aiModelUsed}</TableCell>
              <TableCell>{r.emailVerified ? "Verified" : "Unverified"}</TableCell>
              <TableCell>{fmtDate(r.createdAt)}</TableCell>
              <TableCell>
                <a
                  href={`/api/resumes/${r.id}/download?format=pdf`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand underline"
                  aria-label={`Download PDF of ${r.email}'s resume`}
                >
                  Download PDF
                </a>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </div>
  );
}

type LeadRow = {
  id: number;
  name: string;
  email: string;
  source: string;
  createdAt: string;
  emailVerified: boolean;
  emailSequenceActive: boolean;
  emailSequenceDay: number;
  lastEmailSent: string | null;
  convertedToAccount: boolean;
};

export function LeadsTab() {
  const [q, setQ] = useState("");
  const [filter, setFilter] = useState("all");
  const [page, setPage] = useState(1);
  const dq = useDeferredValue(q);
  const { data } = useAdminData<PageOf<LeadRow>>(listUrl("/api/admin/leads", { page, q: dq, filter }));
  async function resend(l: LeadRow) {
    try {
      await apiRequest("POST", `/api/admin/leads/${l.id}/resend-verification`);
      toast.success("Verification email sent");
    } catch (error) {
      toast.error("Error", { description: errorMessage(error, "Failed to resend verification") });
    }
  }
  return (
    <div className="grid gap-4">
      <ListControls
        id="leads"
        q={q}
        onQ={(v) => (setQ(v), setPage(1))}
        filter={filter}
        onFilter={(v) => (setFilter(v), setPage(1))}
        filters={[["all", "All leads"], ["verified", "Verified"], ["unverified", "Unverified"]]}
      />
      <Table aria-label="Leads">
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Sequence</TableHead>
            <TableHead>Converted</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(data?.items ?? []).map((l) => (
            <TableRow key={l.id}>
              <TableCell>{l.name}</TableCell>
              <TableCell>{l.email}</TableCell>
              <TableCell>{l.source}</TableCell>
              <TableCell>{l.emailVerified ? "Verified" : "Unverified"}</TableCell>
              <TableCell>{l.emailSequenceActive ? `Active · Day ${l.emailSequenceDay} · last sent ${fmtDate(l.lastEmailSent)}` : "Inactive"}</TableCell>
              <TableCell>{l.convertedToAccount ? "Account Created" : "Not Yet"}</TableCell>
              <TableCell>
                {!l.emailVerified ? (
                  <Button size="sm" variant="outline" onClick={() => resend(l)} aria-label={`Resend verification to ${l.email}`}>
                    Resend verification
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </div>
  );
}

type Sent = { emailType: string; sentAt: string };
type EmailStatusPage = PageOf<{ email: string; name: string }> & {
  statuses: Record<string, { verification: Sent | null; referral: (Sent & { sequenceDay: number | null })[]; jobAlerts: Sent[]; welcome: Sent | null }>;
};

export function EmailTab() {
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const dq = useDeferredValue(q);
  const { data } = useAdminData<EmailStatusPage>(listUrl("/api/admin/email-status", { page, q: dq }));
  return (
    <div className="grid gap-4">
      <ListControls id="emails" q={q} onQ={(v) => (setQ(v), setPage(1))} />
      <Table aria-label="Email tracking">
        <TableHeader>
          <TableRow>
            <TableHead>User</TableHead>
            <TableHead>Verification</TableHead>
            <TableHead>Welcome</TableHead>
            <TableHead>Referral</TableHead>
            <TableHead>Job alerts</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {(data?.items ?? []).map((u) => {
            const s = data!.statuses[u.email];
            return (
              <TableRow key={u.email}>
                <TableCell>
                  {u.name}
                  <br />
                  <span className="text-muted-foreground">{u.email}</span>
                </TableCell>
                <TableCell>{s?.verification ? fmtDate(s.verification.sentAt) : "Not sent"}</TableCell>
                <TableCell>{s?.welcome ? fmtDate(s.welcome.sentAt) : "Not sent"}</TableCell>
                <TableCell>{s?.referral.length ? s.referral.map((r) => `Day ${r.sequenceDay ?? "?"}`).join(", ") : "None"}</TableCell>
                <TableCell>{s?.jobAlerts.length ?? 0}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {data ? <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} /> : null}
    </div>
  );
}
