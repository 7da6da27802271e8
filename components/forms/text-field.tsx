"use client";

import type { ComponentProps } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

type InputProps = Omit<ComponentProps<typeof Input>, "name" | "value" | "onChange" | "onBlur" | "ref">;

/** A labelled text input bound to a react-hook-form field, with its validation message. */
export function TextField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  ...input
}: { control: Control<TValues, unknown, TTransformed>; name: FieldPath<TValues>; label: string } & InputProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...input} {...field} value={field.value ?? ""} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
