"use client";

import { Download, Loader2, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { clearClientSession } from "@/components/layout/use-logout";
import { downloadFile } from "@/components/resume/download-file";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import { deleteConfirmationMatches } from "@/lib/validation/account-settings";

/**
 * Privacy (the privacy policy's promises): "Download my data" saves GET /api/accounts/{id}/export;
 * "Delete my account" asks for the account's email, typed exactly, before DELETE /api/accounts/{id}.
 */
export function PrivacySection({ account }: { account: { id: number; email: string } }) {
  const [exporting, setExporting] = useState(false);

  async function onExport() {
    setExporting(true);
    try {
      await downloadFile(`/api/accounts/${account.id}/export`, "my-data.json");
    } catch {
      toast.error("Download Failed", { description: "Please try again." });
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="font-semibold">Your data</h3>
        <p className="text-sm text-muted-foreground">
          A copy of everything we store about your account: your details, resumes and their translations, job searches,
          alerts, guide downloads, emails we sent you and payments, as one JSON file.
        </p>
        <Button variant="outline" className="w-fit" onClick={onExport} disabled={exporting} aria-busy={exporting}>
          {exporting ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <Download className="size-4" aria-hidden="true" />}
          {exporting ? "Preparing..." : "Download my data"}
        </Button>
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">Delete your account</h3>
        <p className="text-sm text-muted-foreground">
          Permanently removes your account and every piece of data linked to it. Any subscription is cancelled first.
        </p>
        <DeleteAccountDialog account={account} />
      </div>
    </div>
  );
}

function DeleteAccountDialog({ account }: { account: { id: number; email: string } }) {
  const router = useRouter();
  const inputId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [deleting, setDeleting] = useState(false);
  const matches = deleteConfirmationMatches(typed, account.email);

  function onOpenChange(next: boolean) {
    if (deleting) return;
    setOpen(next);
    // Cancel resets the confirmation (spec 02 §4).
    if (!next) setTyped("");
  }

  async function onDelete() {
    if (!matches) return;
    setDeleting(true);
    try {
      await apiRequest("DELETE", `/api/accounts/${account.id}`, { email: typed.trim() });
    } catch (error) {
      setDeleting(false);
      toast.error("Delete Failed", { description: errorMessage(error, "Failed to delete account. Please try again.") });
      return;
    }
    clearClientSession();
    toast.success("Account Deleted", { description: "Your account and its data have been permanently deleted." });
    router.push("/");
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive" className="w-fit">
          <Trash2 className="size-4" aria-hidden="true" />
          Delete my account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            This permanently deletes your account and login, your resumes and their translations, your job searches and
            alert history, your guide downloads, and the record of emails we sent you. Any subscription is cancelled. This
            cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Type your email address to confirm</Label>
          <Input
            id={inputId}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            aria-describedby={hintId}
            disabled={deleting}
          />
          <p id={hintId} className="text-sm text-muted-foreground">
            Type <strong className="break-all text-foreground">{account.email}</strong> exactly.
          </p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onDelete} disabled={!matches || deleting} aria-busy={deleting}>
            {deleting ? "Deleting..." : "Delete permanently"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
