"use client";

import { FileUp, Loader2, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { throwIfNotOk } from "@/lib/api/client";
import type { ResumeFormValues, ResumeInput } from "@/lib/validation/resume";
import { uploadErrorNotice } from "./messages";

/** Spec 01 §5: the files a position description may come from. */
export const UPLOAD_ACCEPT = ".pdf,.docx,.doc,.txt";

type Props = {
  form: UseFormReturn<ResumeFormValues, unknown, ResumeInput>;
  index: number;
  count: number;
  onRemove: () => void;
  onUploaded: (file: { filename: string; bytes: number }) => void;
  sessionId: string | null;
};

/** One government position: title, agency, place, dates and the description (typed or uploaded). */
export function PositionFields({ form, index, count, onRemove, onUploaded, sessionId }: Props) {
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const n = index + 1;

  async function upload(file: File) {
    setUploading(true);
    try {
      const body = new FormData();
      body.append("file", file);
      if (sessionId) body.append("sessionId", sessionId);
      const res = await fetch("/api/parse-file", { method: "POST", body, credentials: "include" });
      await throwIfNotOk(res);
      const { text, filename } = (await res.json()) as { text: string; filename: string };
      // The parsed text replaces the description, and the field is validated again (spec 01 §2).
      form.setValue(`positions.${index}.description`, text, { shouldValidate: true, shouldDirty: true, shouldTouch: true });
      toast.success("File uploaded", { description: `The description now holds the text of ${filename}.` });
      onUploaded({ filename, bytes: file.size });
    } catch (error) {
      const notice = uploadErrorNotice(error);
      toast.error(notice.title, { description: notice.description });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <fieldset className="grid gap-4 rounded-lg border bg-card p-4 sm:p-5" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-foreground">
          Position {n}
        </h3>
        {count > 1 && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove position ${n}`}>
            <Trash2 aria-hidden="true" />
            Remove
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={form.control} name={`positions.${index}.jobTitle`} label="Job Title" placeholder="e.g. Program Analyst" />
        <TextField
          control={form.control}
          name={`positions.${index}.agency`}
          label="Agency or Employer (optional)"
          placeholder="e.g. Department of Veterans Affairs"
        />
        <TextField control={form.control} name={`positions.${index}.location`} label="Location" placeholder="City, State" />
        <div className="grid grid-cols-2 gap-3">
          <TextField control={form.control} name={`positions.${index}.startDate`} label="Start Date" placeholder="MM/YYYY" inputMode="numeric" />
          <TextField control={form.control} name={`positions.${index}.endDate`} label="End Date" placeholder="MM/YYYY or Present" />
        </div>
      </div>
      <FormField
        control={form.control}
        name={`positions.${index}.description`}
        render={({ field }) => (
          <FormItem>
            <div className="flex flex-wrap items-end justify-between gap-2">
              <FormLabel>Position Description</FormLabel>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={uploading}
                aria-disabled={uploading}
                onClick={() => fileInput.current?.click()}
              >
                {uploading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileUp aria-hidden="true" />}
                {uploading ? "Reading file..." : `Upload File for Position ${n}`}
              </Button>
            </div>
            <FormControl>
              <Textarea
                {...field}
                value={field.value ?? ""}
                rows={8}
                className="min-h-40"
                placeholder="Paste your position description, duties and accomplishments here, or upload a file."
              />
            </FormControl>
            <FormDescription>Paste the text, or upload a .pdf, .docx, .doc or .txt file (up to 10 MB) to fill it in.</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <input
        ref={fileInput}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Position ${n} description file`}
        data-testid={`position-${n}-file`}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          if (file) void upload(file);
        }}
      />
    </fieldset>
  );
}
