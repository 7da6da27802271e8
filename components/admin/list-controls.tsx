"use client";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

export function ListControls({
  id,
  q,
  onQ,
  filter,
  onFilter,
  filters,
}: {
  id: string;
  q: string;
  onQ: (v: string) => void;
  filter?: string;
  onFilter?: (v: string) => void;
  filters?: [string, string][];
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-search`}>Search by name or email</Label>
        <Input id={`${id}-search`} type="search" value={q} onChange={(e) => onQ(e.target.value)} className="w-72" />
      </div>
      {filters && onFilter ? (
        <div className="grid gap-1">
          <Label htmlFor={`${id}-filter`}>Filter</Label>
          <select id={`${id}-filter`} className="h-9 rounded-md border bg-background px-2 text-sm" value={filter} onChange={(e) => onFilter(e.target.value)}>
            {filters.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pages" className="flex items-center gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages} ({total} total)
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

export const listUrl = (base: string, { page, q, filter, pageSize = 20 }: { page: number; q: string; filter?: string; pageSize?: number }) =>
  `${base}?page=${page}&pageSize=${pageSize}&q=${encodeURIComponent(q.trim())}${filter ? `&filter=${filter}` : ""}`;
