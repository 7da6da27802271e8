"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_ENTRIES, MAX_ENTRY_LENGTH, normalizeEntries } from "@/lib/validation/job-search";

/**
 * A list typed one entry at a time (job titles, locations): Enter or the + button adds the
 * draft as a removable chip. Entries are trimmed; empties and repeats (any case) are ignored,
 * the same rule the schema applies (normalizeEntries). The draft is the parent's, so a form can
 * add a typed but unconfirmed entry on submit.
 */
export function EntryListInput({
  value,
  onChange,
  draft,
  onDraftChange,
  noun,
  placeholder,
  ...inputProps
}: {
  value: string[];
  onChange: (next: string[]) => void;
  draft: string;
  onDraftChange: (draft: string) => void;
  /** "job title", "location": names the + and remove buttons. */
  noun: string;
  placeholder?: string;
} & Omit<ComponentProps<typeof Input>, "value" | "onChange" | "placeholder">) {
  // The rest (id, aria-describedby, aria-invalid from FormControl) belongs to the text input.
  const full = value.length >= MAX_ENTRIES;

  function add() {
    if (!draft.trim()) return onDraftChange("");
    onChange(normalizeEntries([...value, draft]).slice(0, MAX_ENTRIES));
    onDraftChange("");
  }

  return (
    <div className="grid gap-2">
      <div className="flex gap-2">
        <Input
          {...inputProps}
          value={draft}
          maxLength={MAX_ENTRY_LENGTH}
          placeholder={placeholder}
          disabled={full}
          onChange={(e) => onDraftChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              // Enter adds the entry instead of submitting the dialog's form.
              e.preventDefault();
              add();
            }
          }}
        />
        <Button type="button" variant="outline" size="icon" onClick={add} disabled={full} aria-label={`Add ${noun}`}>
          <PlusIcon aria-hidden="true" />
        </Button>
      </div>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={`${noun[0]!.toUpperCase()}${noun.slice(1)}s added`}>
          {value.map((entry) => (
            <li key={entry} className="inline-flex items-center gap-1 rounded-full bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground">
              <span>{entry}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== entry))}
                aria-label={`Remove ${entry}`}
                className="rounded-full p-0.5 hover:bg-background/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
