"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { accessUntil } from "@/components/dashboard/format";
import { Button } from "@/components/ui/button";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import { cn } from "@/lib/utils";
import {
  CANCELLATION_REASONS,
  OTHER_TEXT_MAX,
  cancelSubscriptionFormSchema,
  cancellationReasonText,
  type CancellationReason,
  type CancelSubscriptionFormInput,
} from "@/lib/validation/billing";

export const CANCEL_FAILED_TOAST = "Failed to cancel subscription";

/** The note shown once a subscription is cancelled (the dashboard shows the same words after its refresh). */
export function cancelledNote(subscriptionEndDate: string | null): string {
  return `Your subscription is cancelled. You have access until ${accessUntil(subscriptionEndDate)}.`;
}

const selectClass = cn(
  "border-input h-9 w-full rounded-md border bg-transparent px-3 py-1 text-base shadow-xs outline-none md:text-sm",
  "focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
  "aria-invalid:border-destructive aria-invalid:ring-destructive",
);

/**
 * The premium account's cancel-subscription form (spec 02 §2, §5): a reason from the spec's 10
 * (required), a text for "other" (sent as "Other: {text}"), and the submit button. The
 * subscription ends with the paid period; the dashboard stops rendering this form once the
 * account is cancelled (router.refresh()).
 */
export function CancelSubscriptionForm({ subscriptionEndDate }: { subscriptionEndDate: string | null }) {
  const router = useRouter();
  const [cancelled, setCancelled] = useState<{ endDate: string | null } | null>(null);
  const form = useForm<CancelSubscriptionFormInput>({
    resolver: zodResolver(cancelSubscriptionFormSchema),
    defaultValues: { reason: "" as CancellationReason, otherReason: "" },
  });
  const reason = form.watch("reason");
  const pending = form.formState.isSubmitting;

  async function onSubmit(values: CancelSubscriptionFormInput) {
    try {
      const res = await apiRequest("POST", "/api/cancel-subscription", { reason: cancellationReasonText(values) });
      const body = (await res.json()) as { subscriptionEndDate?: string | null };
      setCancelled({ endDate: body.subscriptionEndDate ?? subscriptionEndDate });
      toast.success("Subscription cancelled");
      router.refresh();
    } catch {
      toast.error(CANCEL_FAILED_TOAST);
    }
  }

  if (cancelled) {
    return (
      <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
        {cancelledNote(cancelled.endDate)}
      </p>
    );
  }

  return (
    <section aria-labelledby="cancel-subscription-heading" className="grid gap-3 rounded-lg border p-4">
      <h3 id="cancel-subscription-heading" className="font-semibold">
        Cancel subscription
      </h3>
      <p className="text-sm text-muted-foreground">
        You can cancel any time. You keep Premium until the end of the period you paid for
        {subscriptionEndDate ? ` (${accessUntil(subscriptionEndDate)})` : ""}, and you will not be charged again.
      </p>
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-4">
          <FormField
            control={form.control}
            name="reason"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Why are you cancelling?</FormLabel>
                <FormControl>
                  <select {...field} value={field.value ?? ""} className={selectClass}>
                    <option value="" disabled>
                      Select a reason
                    </option>
                    {CANCELLATION_REASONS.map((r) => (
                      <option key={r.value} value={r.value}>
                        {r.label}
                      </option>
                    ))}
                  </select>
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {reason === "other" && (
            <FormField
              control={form.control}
              name="otherReason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Tell us more</FormLabel>
                  <FormControl>
                    <Textarea {...field} value={field.value ?? ""} rows={3} maxLength={OTHER_TEXT_MAX} />
                  </FormControl>
                  <FormDescription>What could we have done better?</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
          <div>
            <Button type="submit" variant="destructive" disabled={pending}>
              {pending ? "Cancelling..." : "Cancel Subscription"}
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
