"use client";

import { PencilIcon, Trash2Icon } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { experienceLabel, formatCreatedDate, formatSalary } from "@/lib/job-searches/format";
import type { JobSearchView } from "@/lib/validation/job-search";

/**
 * One saved search (spec 02 §2): name, Active/Inactive badge, created date, the active switch,
 * edit and delete, every field, and the similar-titles switch. An <article> named by its title,
 * so assistive technology (and the e2e tests) can find a search's own controls.
 */
export function JobSearchCard({
  search,
  busy,
  onToggleActive,
  onToggleSimilar,
  onEdit,
  onDelete,
}: {
  search: JobSearchView;
  /** A change of this search is on its way: its switches wait. */
  busy: boolean;
  onToggleActive: (isActive: boolean) => void;
  onToggleSimilar: (searchSimilarTitles: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const id = useId();
  return (
    <Card role="article" aria-labelledby={`${id}-title`} className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={`${id}-title`} className="text-lg font-semibold">
              {search.name}
            </h3>
            <Badge variant={search.isActive ? "default" : "secondary"}>{search.isActive ? "Active" : "Inactive"}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">Created {formatCreatedDate(search.createdAt)}</p>
        </div>
        <div className="flex items-center gap-3">
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-active`}
              checked={search.isActive}
              disabled={busy}
              onCheckedChange={onToggleActive}
            />
            <Label htmlFor={`${id}-active`}>Active</Label>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${search.name}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${search.name}`}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Field label="Job Titles">
            <Chips items={search.preferredJobTitles} />
          </Field>
          <Field label="Locations">
            <Chips items={search.preferredLocations} />
          </Field>
          <Field label="Minimum Salary">{formatSalary(search.minSalary)}</Field>
          <Field label="Maximum Salary">{formatSalary(search.maxSalary)}</Field>
          <Field label="Experience">{experienceLabel(search.experienceYears)}</Field>
          <Field label="Remote Work">{search.remoteWork ? "Yes" : "No"}</Field>
        </dl>
        <div className="mt-4 flex items-center gap-2 border-t pt-4">
          <Switch
            id={`${id}-similar`}
            checked={search.searchSimilarTitles}
            disabled={busy}
            onCheckedChange={onToggleSimilar}
          />
          <Label htmlFor={`${id}-similar`}>Include similar job titles</Label>
        </div>
      </CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function Chips({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-secondary px-2.5 py-0.5 text-secondary-foreground">
          {item}
        </li>
      ))}
    </ul>
  );
}
