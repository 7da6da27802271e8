"use client";

import { Plus, Sparkles } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { constants } from "@/lib/config/public";
import type { ResumeFormValues, ResumeInput } from "@/lib/validation/resume";
import { PositionFields } from "./position-fields";

export const EMPTY_POSITION = { jobTitle: "", agency: "", location: "", startDate: "", endDate: "", description: "" };

export const EMPTY_RESUME_FORM: ResumeFormValues = {
  personalInfo: { email: "", name: "", location: "", phone: "", education: "", linkedinUrl: "" },
  positions: [EMPTY_POSITION],
};

type Props = {
  form: UseFormReturn<ResumeFormValues, unknown, ResumeInput>;
  onSubmit: (values: ResumeInput) => void;
  onFirstInput: () => void;
  onUploaded: (file: { filename: string; bytes: number }) => void;
  sessionId: string | null;
};

/** The form state of /create-resume: personal details and 1 to 3 government positions. */
export function ResumeForm({ form, onSubmit, onFirstInput, onUploaded, sessionId }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "positions" });
  const atMax = fields.length >= constants.maxPositions;
  const listError = form.formState.errors.positions?.root?.message ?? form.formState.errors.positions?.message;

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label="Create your resume"
        className="grid gap-8"
        onSubmit={form.handleSubmit(onSubmit)}
        onInput={onFirstInput}
      >
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl">Personal Information</h2>
            </CardTitle>
            <CardDescription>This goes at the top of your resume. We send the download link to your email.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="personalInfo.name" label="Full Name" autoComplete="name" />
            <TextField
              control={form.control}
              name="personalInfo.email"
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder="you@example.com"
            />
            <TextField control={form.control} name="personalInfo.phone" label="Phone" type="tel" autoComplete="tel" />
            <TextField
              control={form.control}
              name="personalInfo.location"
              label="Location"
              autoComplete="address-level2"
              placeholder="City, State"
            />
            <TextField
              control={form.control}
              name="personalInfo.education"
              label="Education"
              placeholder="e.g. B.S. Business Administration, University of Maryland"
            />
            <TextField
              control={form.control}
              name="personalInfo.linkedinUrl"
              label="LinkedIn URL (optional)"
              type="url"
              inputMode="url"
              placeholder="https://www.linkedin.com/in/your-name"
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-xl">Your Government Positions</h2>
            </CardTitle>
            <CardDescription>
              Add {constants.minPositions} to {constants.maxPositions} positions, most recent first. Paste each position
              description or upload the file; we rewrite it for private-sector employers.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {fields.map((field, index) => (
              <PositionFields
                key={field.id}
                form={form}
                index={index}
                count={fields.length}
                onRemove={() => remove(index)}
                onUploaded={onUploaded}
                sessionId={sessionId}
              />
            ))}
            {listError && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {listError}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                variant="outline"
                disabled={atMax}
                aria-describedby="positions-limit"
                onClick={() => append({ ...EMPTY_POSITION }, { shouldFocus: true })}
              >
                <Plus aria-hidden="true" />
                Add Another Position
              </Button>
              <p id="positions-limit" className="text-sm text-muted-foreground">
                {atMax
                  ? `Maximum ${constants.maxPositions} positions reached.`
                  : `${fields.length} of ${constants.maxPositions} positions`}
              </p>
            </div>
          </CardContent>
        </Card>

        <div className="grid justify-items-center gap-2 text-center">
          <Button type="submit" size="lg" className="w-full max-w-sm">
            <Sparkles aria-hidden="true" />
            Create My Private-Sector Resume
          </Button>
          <p className="text-sm text-muted-foreground">Free. No credit card. You can review it before downloading.</p>
        </div>
      </form>
    </Form>
  );
}
