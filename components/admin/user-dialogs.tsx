"use client";

import { useEffect, useState } from "react";
import { JobSearchManager } from "@/components/job-searches/job-search-manager";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage, getJson } from "@/lib/api/client";
import { adminEmailFormSchema, deleteConfirmed } from "@/lib/validation/admin";
import { fmtDate } from "./use-admin-data";

export type AdminUser = { id: number; name: string; email: string; status: string };

export function SendEmailDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  async function send(e: React.FormEvent) {
    e.preventDefault();
    const parsed = adminEmailFormSchema.safeParse({ subject, message });
    if (!parsed.success || !user) return; // spec: nothing sent when a field is blank
    setBusy(true);
    try {
      await apiRequest("POST", "/api/admin/send-email", { accountId: user.id, ...parsed.data });
      toast.success("Email sent successfully");
      setSubject("");
      setMessage("");
      onClose();
    } catch (error) {
      toast.error("Failed to send email", { description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={!!user} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send Email</DialogTitle>
          <DialogDescription>To {user?.email}</DialogDescription>
        </DialogHeader>
        <form onSubmit={send} className="grid gap-3">
          <Label htmlFor="admin-email-subject">Subject</Label>
          <Input id="admin-email-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
          <Label htmlFor="admin-email-message">Message</Label>
          <Textarea id="admin-email-message" rows={6} value={message} onChange={(e) => setMessage(e.target.value)} />
          <DialogFooter>
            <Button type="submit" disabled={busy || !subject.trim() || !message.trim()}>
              {busy ? "Sending..." : "Send Email"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteUserDialog({ user, onClose, onDeleted }: { user: AdminUser | null; onClose: () => void; onDeleted: () => void }) {
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const close = () => {
    setTyped("");
    onClose();
  };
  async function remove() {
    if (!user) return;
    setBusy(true);
    try {
      await apiRequest("DELETE", `/api/admin/accounts/${user.id}`, { email: typed });
      toast.success("Account deleted");
      setTyped("");
      onDeleted();
    } catch (error) {
      toast.error("Failed to delete account", { description: errorMessage(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog open={!!user} onOpenChange={(o) => !o && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete account</DialogTitle>
          <DialogDescription>
            This permanently deletes the account and login, resume data and translations, job preferences and history,
            email tracking history and files. Type <strong>{user?.email}</strong> to confirm.
          </DialogDescription>
        </DialogHeader>
        <Label htmlFor="admin-delete-confirm">User&apos;s email</Label>
        <Input id="admin-delete-confirm" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        <DialogFooter>
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={remove} disabled={busy || !user || !deleteConfirmed(typed, user.email)}>
            {busy ? "Deleting..." : "Delete Account"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type ResumeDetail = {
  email: string;
  phone: string;
  location: string;
  education: string;
  linkedinUrl: string | null;
  emailVerified: boolean;
  createdAt: string;
  privateSectorRoles: string[];
  skills: string[];
  systemsAndTools: string[];
  certifications: string[];
  summary: string;
  translatedResume: string;
};
type Position = { id: number; jobTitle: string; agency: string | null; location: string; startDate: string; endDate: string; description: string };

export function UserDetailsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const [resume, setResume] = useState<ResumeDetail | null | "none">(null);
  const [positions, setPositions] = useState<Position[]>([]);
  useEffect(() => {
    if (!user) return;
    let live = true;
    const email = encodeURIComponent(user.email);
    setResume(null);
    Promise.all([
      getJson<ResumeDetail>(`/api/admin/user-resume/${email}`).catch((e: unknown) => {
        if (e && typeof e === "object" && "status" in e && (e as { status: number }).status === 404) return "none" as const;
        throw e;
      }),
      getJson<Position[]>(`/api/admin/user-position-descriptions/${email}`),
    ])
      .then(([r, p]) => {
        if (!live) return;
        setResume(r ?? "none");
        setPositions(p ?? []);
      })
      .catch(() => live && toast.error("Error", { description: "Failed to load user details" }));
    return () => {
      live = false;
    };
  }, [user]);
  return (
    <Dialog open={!!user} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>User details</DialogTitle>
          <DialogDescription>
            {user?.name} ({user?.email}) — {user?.status}
          </DialogDescription>
        </DialogHeader>
        {resume === null ? <p>Loading...</p> : null}
        {resume === "none" ? <p>No resume for this user.</p> : null}
        {resume && resume !== "none" ? (
          <section aria-label="Resume" className="grid gap-2 text-sm">
            <h3 className="font-semibold">Resume</h3>
            <p>
              {resume.location} · {resume.phone} · {resume.education} · {resume.emailVerified ? "Verified" : "Unverified"} · {fmtDate(resume.createdAt)}
            </p>
            {resume.linkedinUrl ? <p>LinkedIn: {resume.linkedinUrl}</p> : null}
            <p>Suggested roles: {resume.privateSectorRoles.join(", ") || "—"}</p>
            <p>Skills: {resume.skills.join(", ") || "—"}</p>
            <p>Systems and tools: {resume.systemsAndTools.join(", ") || "—"}</p>
            <p>Certifications: {resume.certifications.join(", ") || "—"}</p>
            <p>{resume.summary}</p>
            <pre className="max-h-64 overflow-auto whitespace-pre-wrap rounded border p-2">{resume.translatedResume}</pre>
          </section>
        ) : null}
        <section aria-label="Position descriptions" className="grid gap-2 text-sm">
          <h3 className="font-semibold">Position descriptions</h3>
          {positions.length === 0 ? <p>None</p> : null}
          {positions.map((p) => (
            <div key={p.id} className="rounded border p-2">
              <p className="font-medium">
                {p.jobTitle}
                {p.agency ? `, ${p.agency}` : ""} — {p.location} ({p.startDate} – {p.endDate})
              </p>
              <p>{p.description}</p>
            </div>
          ))}
        </section>
        {/* Staff create, edit, toggle and delete the account's searches here (the admin routes). */}
        {user ? <JobSearchManager key={user.id} accountId={user.id} staff /> : null}
      </DialogContent>
    </Dialog>
  );
}
