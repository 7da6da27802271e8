"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { InfoIcon, SparklesIcon } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { toast } from "@/components/ui/toast";
import { apiRequest, hasErrorCode } from "@/lib/api/client";
import { constants } from "@/lib/config/public";
import { cn } from "@/lib/utils";
import {
  EXPERIENCE_OPTIONS,
  MAX_SEARCH_NAME,
  formatSalaryInput,
  jobSearchSchema,
  normalizeEntries,
  type JobSearchData,
  type JobSearchFormInput,
  type JobSearchView,
} from "@/lib/validation/job-search";
import { EntryListInput } from "./entry-list-input";
import type { JobSearchUrls } from "./urls";

/** New search defaults (spec 02 §4): empty fields, remote off, similar titles on. */
const EMPTY: JobSearchFormInput = {
  name: "",
  preferredJobTitles: [],
  preferredLocations: [],
  minSalary: "",
  maxSalary: "",
  experienceYears: null,
  remoteWork: false,
  searchSimilarTitles: true,
};

function valuesOf(search: JobSearchView | null): JobSearchFormInput {
  if (!search) return EMPTY;
  return {
    name: search.name,
    preferredJobTitles: search.preferredJobTitles,
    preferredLocations: search.preferredLocations,
    minSalary: search.minSalary === null ? "" : formatSalaryInput(String(search.minSalary)),
    maxSalary: search.maxSalary === null ? "" : formatSalaryInput(String(search.maxSalary)),
    experienceYears: (EXPERIENCE_OPTIONS.find((o) => o.value === search.experienceYears)?.value ?? null),
    remoteWork: search.remoteWork,
    searchSimilarTitles: search.searchSimilarTitles,
  };
}

const selectClass = cn(
  "border-input h-9 w-full rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none md:text-sm",
  "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  "aria-invalid:border-destructive aria-invalid:ring-destructive",
);

/**
 * The Create/Edit dialog (spec 02 §2). Opened with `search` null to create, or a search to edit.
 * On success it calls onSaved (the manager closes it, refetches and toasts); on failure it stays
 * open with the spec's error toast.
 */
export function JobSearchDialog({
  open,
  onOpenChange,
  search,
  urls,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  search: JobSearchView | null;
  urls: JobSearchUrls;
  onSaved: (saved: JobSearchView, mode: "created" | "updated") => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        {/* Keyed by the search: each opening starts from that search's values (or the defaults). */}
        {open && <JobSearchForm key={search?.id ?? "new"} search={search} urls={urls} onSaved={onSaved} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function JobSearchForm({
  search,
  urls,
  onSaved,
  onCancel,
}: {
  search: JobSearchView | null;
  urls: JobSearchUrls;
  onSaved: (saved: JobSearchView, mode: "created" | "updated") => void;
  onCancel: () => void;
}) {
  const editing = search !== null;
  const form = useForm<JobSearchFormInput, unknown, JobSearchData>({
    resolver: zodResolver(jobSearchSchema),
    defaultValues: valuesOf(search),
  });
  const [titleDraft, setTitleDraft] = useState("");
  const [locationDraft, setLocationDraft] = useState("");
  const pending = form.formState.isSubmitting;
  const remote = form.watch("remoteWork");
  const locations = form.watch("preferredLocations");

  async function save(values: JobSearchData) {
    try {
      const res = editing
        ? await apiRequest("PUT", urls.item(search.id), values)
        : await apiRequest("POST", urls.create, urls.createBody(values));
      const saved = (await res.json()) as JobSearchView;
      form.reset(EMPTY);
      onSaved(saved, editing ? "updated" : "created");
    } catch (error) {
      const what = editing ? "Failed to update job search" : "Failed to create job search";
      // At the limit (another tab created one) "try again" would not help: say why instead.
      const next = hasErrorCode(error, "conflict") ? error.serverMessage : "Please try again.";
      toast.error("Error", { description: `${what}. ${next}` });
    }
  }

  /** An entry typed but not yet added with Enter or + is added on submit rather than lost. */
  function addDrafts() {
    const pairs = [
      ["preferredJobTitles", titleDraft, setTitleDraft],
      ["preferredLocations", locationDraft, setLocationDraft],
    ] as const;
    for (const [name, draft, setDraft] of pairs) {
      if (!draft.trim()) continue;
      form.setValue(name, normalizeEntries([...form.getValues(name), draft]), { shouldDirty: true });
      setDraft("");
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{editing ? "Edit Job Search" : "Create New Job Search"}</DialogTitle>
        <DialogDescription>Tell us what you are looking for; matching jobs arrive in your daily job alerts.</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form
          noValidate
          className="grid gap-5"
          aria-label={editing ? "Edit job search" : "Create job search"}
          onSubmit={(e) => {
            addDrafts();
            void form.handleSubmit(save)(e);
          }}
        >
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Search Name</FormLabel>
                <FormControl>
                  <Input {...field} maxLength={MAX_SEARCH_NAME} placeholder="e.g. Budget roles in Denver" autoComplete="off" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="preferredJobTitles"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Preferred Job Titles</FormLabel>
                <FormControl>
                  <EntryListInput
                    value={field.value}
                    onChange={field.onChange}
                    draft={titleDraft}
                    onDraftChange={setTitleDraft}
                    noun="job title"
                    placeholder="e.g. Operations Manager"
                  />
                </FormControl>
                <FormDescription>Press Enter or + to add each title.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="searchSimilarTitles"
            render={({ field }) => (
              <FormItem className="flex items-start justify-between gap-4 rounded-md border p-3">
                <div className="grid gap-1">
                  <FormLabel>Include similar job titles</FormLabel>
                  <FormDescription>Also match related titles, such as Program Manager for Project Manager.</FormDescription>
                </div>
                <FormControl>
                  <Switch checked={field.value ?? true} onCheckedChange={field.onChange} />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="preferredLocations"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Preferred Locations</FormLabel>
                <FormControl>
                  <EntryListInput
                    value={field.value}
                    onChange={field.onChange}
                    draft={locationDraft}
                    onDraftChange={setLocationDraft}
                    noun="location"
                    placeholder="e.g. Denver, CO"
                  />
                </FormControl>
                <FormDescription>City and state, or a ZIP code. Press Enter or + to add each one.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            {(["minSalary", "maxSalary"] as const).map((name) => (
              <FormField
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{name === "minSalary" ? "Minimum Salary" : "Maximum Salary"}</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={typeof field.value === "number" ? formatSalaryInput(String(field.value)) : (field.value ?? "")}
                        onChange={(e) => field.onChange(formatSalaryInput(e.target.value))}
                        inputMode="numeric"
                        autoComplete="off"
                        placeholder={name === "minSalary" ? "e.g. 70,000" : "e.g. 110,000"}
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ))}
          </div>
          <FormField
            control={form.control}
            name="experienceYears"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Experience Level</FormLabel>
                <FormControl>
                  <select
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value == null ? "" : String(field.value)}
                    onChange={(e) => field.onChange(e.target.value === "" ? null : Number(e.target.value))}
                    className={selectClass}
                  >
                    <option value="">Any experience level</option>
                    {EXPERIENCE_OPTIONS.map((o) => (
                      <option key={o.value} value={String(o.value)}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="remoteWork"
            render={({ field }) => (
              <FormItem className="flex items-start justify-between gap-4 rounded-md border p-3">
                <div className="grid gap-1">
                  <FormLabel>Open to remote work</FormLabel>
                  <FormDescription>Include jobs you can do from home.</FormDescription>
                </div>
                <FormControl>
                  <Switch checked={field.value ?? false} onCheckedChange={field.onChange} />
                </FormControl>
              </FormItem>
            )}
          />
          {remote && locations.length > 0 && (
            <p className="flex gap-2 rounded-md border border-brand-accent bg-accent p-3 text-sm text-accent-foreground">
              <SparklesIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                <strong>Smart Search:</strong> we will show remote jobs anywhere plus on-site jobs near your preferred
                locations.
              </span>
            </p>
          )}
          <div className="flex gap-2 rounded-md border bg-muted p-3 text-sm">
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>
              Jobs are matched within a {constants.jobSearchRadiusMiles}-mile radius of each location and posted in the
              last {constants.jobPostingWindowHours} hours.
            </p>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending} aria-disabled={pending}>
              {pending ? "Saving..." : editing ? "Update Search" : "Create Search"}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
