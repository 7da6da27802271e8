"use client";

import { PlusIcon, SearchIcon } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Progress } from "@/components/ui/progress";
import { toast } from "@/components/ui/toast";
import { apiRequest, getJson } from "@/lib/api/client";
import { constants } from "@/lib/config/public";
import { JOB_SEARCH_MESSAGES, type JobSearchView } from "@/lib/validation/job-search";
import { JobSearchCard } from "./job-search-card";
import { JobSearchDialog } from "./job-search-dialog";
import { JobSearchListSkeleton } from "./job-searches-skeleton";
import { jobSearchUrls } from "./urls";

const MAX = constants.maxJobSearches;

/**
 * A premium account's saved searches (spec 02 §2 "/job-searches", premium tier): the list or the
 * empty state, the usage bar, the Create/Edit dialog, toggles and delete. Used by /job-searches
 * and meant for the dashboard's Job Searches tab: pass the searches the server already read, or
 * none and it fetches them. The server decides who may change what; this only mirrors it.
 */
export function JobSearchManager({
  accountId,
  initialSearches,
  staff = false,
}: {
  accountId: number;
  initialSearches?: JobSearchView[];
  /** Staff in the admin portal manage this account's searches through the admin routes. */
  staff?: boolean;
}) {
  const urls = useMemo(() => jobSearchUrls(accountId, staff), [accountId, staff]);
  const [searches, setSearches] = useState<JobSearchView[] | null>(initialSearches ?? null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [dialog, setDialog] = useState<{ open: boolean; search: JobSearchView | null }>({ open: false, search: null });
  const [deleting, setDeleting] = useState<JobSearchView | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const refetch = useCallback(async () => {
    try {
      const list = await getJson<JobSearchView[]>(urls.list);
      setSearches(list ?? []);
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, [urls]);

  useEffect(() => {
    if (initialSearches === undefined) void refetch();
  }, [initialSearches, refetch]);

  const mark = (id: number, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const replace = (saved: JobSearchView) => setSearches((list) => list?.map((s) => (s.id === saved.id ? saved : s)) ?? null);

  /** Shows the change at once; puts the old search back if the server refuses it. */
  async function change(search: JobSearchView, patch: Partial<JobSearchView>, send: () => Promise<Response>, onError?: () => void) {
    replace({ ...search, ...patch });
    mark(search.id, true);
    try {
      replace((await (await send()).json()) as JobSearchView);
    } catch {
      replace(search);
      onError?.();
    } finally {
      mark(search.id, false);
    }
  }

  const toggleActive = (search: JobSearchView, isActive: boolean) =>
    // Spec 02 §8: a failed toggle shows no message (the switch simply goes back).
    change(search, { isActive }, () => apiRequest("PATCH", urls.toggle(search.id), { isActive }));

  const toggleSimilar = (search: JobSearchView, searchSimilarTitles: boolean) =>
    change(
      search,
      { searchSimilarTitles },
      () => apiRequest("PATCH", urls.item(search.id), { searchSimilarTitles }),
      () => toast.error("Error", { description: "Failed to update search preferences" }),
    );

  async function confirmDelete(search: JobSearchView) {
    try {
      await apiRequest("DELETE", urls.item(search.id));
      setDeleting(null);
      toast.success("Search Deleted", { description: "Your job search has been deleted successfully" });
      await refetch();
    } catch {
      toast.error("Error", { description: "Failed to delete job search. Please try again." });
    }
  }

  function onSaved(saved: JobSearchView, mode: "created" | "updated") {
    setDialog({ open: false, search: null });
    toast.success(mode === "created" ? "Search Created" : "Search Updated", {
      description: `Your job search "${saved.name}" has been ${mode} successfully.`,
    });
    void refetch();
  }

  const openCreate = () => setDialog({ open: true, search: null });
  const count = searches?.length ?? 0;
  const canCreate = searches !== null && count < MAX;

  return (
    <section aria-labelledby="job-searches-heading" className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="job-searches-heading" className="text-2xl font-semibold tracking-tight">
            {staff ? "Job Searches" : "Your Job Searches"}
          </h2>
          <p className="mt-1 text-muted-foreground">
            {staff ? `Up to ${MAX} searches per account. Active searches feed the daily job alerts.` : `Save up to ${MAX} searches. Active searches feed your daily job alerts.`}
          </p>
        </div>
        {canCreate && count > 0 && (
          <Button type="button" onClick={openCreate}>
            <PlusIcon aria-hidden="true" />
            Create New Search
          </Button>
        )}
      </div>

      {searches !== null && (
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">Searches used</span>
            <span>
              {count} / {MAX}
            </span>
          </div>
          <Progress value={(count / MAX) * 100} aria-label={`Job searches used: ${count} of ${MAX}`} />
          {count >= MAX && (
            <p role="status" className="text-sm text-muted-foreground">
              {JOB_SEARCH_MESSAGES.limitReached}
            </p>
          )}
        </div>
      )}

      {searches === null && !loadFailed && <JobSearchListSkeleton />}
      {searches === null && loadFailed && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4 text-sm">
          <span>Your job searches could not be loaded.</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      )}

      {searches !== null && count === 0 && (
        <Card className="items-center text-center">
          <CardHeader className="justify-items-center">
            <SearchIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="text-lg font-semibold">No job searches yet</h3>
            <CardDescription>
              Tell us the titles, places and pay you want, and we will send matching jobs in your daily alerts.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button type="button" onClick={openCreate}>
              <PlusIcon aria-hidden="true" />
              Create Your First Search
            </Button>
          </CardContent>
        </Card>
      )}

      {searches !== null && count > 0 && (
        <ul className="grid gap-4" aria-label="Saved job searches">
          {searches.map((search) => (
            <li key={search.id}>
              <JobSearchCard
                search={search}
                busy={busy.has(search.id)}
                onToggleActive={(v) => void toggleActive(search, v)}
                onToggleSimilar={(v) => void toggleSimilar(search, v)}
                onEdit={() => setDialog({ open: true, search })}
                onDelete={() => setDeleting(search)}
              />
            </li>
          ))}
        </ul>
      )}

      <JobSearchDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ open, search: open ? d.search : null }))}
        search={dialog.search}
        urls={urls}
        onSaved={onSaved}
      />
      <DeleteDialog search={deleting} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </section>
  );
}

function DeleteDialog({
  search,
  onCancel,
  onConfirm,
}: {
  search: JobSearchView | null;
  onCancel: () => void;
  onConfirm: (search: JobSearchView) => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={search !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete Job Search</DialogTitle>
          <DialogDescription>
            {search ? `"${search.name}" will be deleted and no longer used for your job alerts.` : ""}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={pending}
            onClick={async () => {
              if (!search) return;
              setPending(true);
              await onConfirm(search).finally(() => setPending(false));
            }}
          >
            {pending ? "Deleting..." : "Delete Search"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
