"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { toast } from "@/components/ui/toast";
import { apiRequest, errorMessage } from "@/lib/api/client";
import {
  accountUpdateSchema,
  type AccountUpdateData,
  type AccountUpdateInput,
  type AccountUpdateResponse,
} from "@/lib/validation/account-settings";

type Props = { account: { id: number; name: string; email: string; pendingEmail: string | null } };

/**
 * The Account tab's edit form (spec 02 §2, §5): PUT /api/accounts/{id}. The email field shows a
 * pending new address while it waits for its confirmation link; the sign-in address stays until then.
 */
export function AccountEditForm({ account }: Props) {
  const router = useRouter();
  const [pendingEmail, setPendingEmail] = useState(account.pendingEmail);
  const [currentEmail, setCurrentEmail] = useState(account.email);
  const form = useForm<AccountUpdateInput, unknown, AccountUpdateData>({
    resolver: zodResolver(accountUpdateSchema),
    defaultValues: {
      name: account.name,
      email: account.pendingEmail ?? account.email,
      currentPassword: "",
      newPassword: "",
      confirmPassword: "",
    },
  });
  const pending = form.formState.isSubmitting;

  async function onSubmit(values: AccountUpdateData) {
    let data: AccountUpdateResponse;
    try {
      const res = await apiRequest("PUT", `/api/accounts/${account.id}`, values);
      data = (await res.json()) as AccountUpdateResponse;
    } catch (error) {
      toast.error("Update Failed", { description: errorMessage(error, "Failed to update account information.") });
      return;
    }
    toast.success("Account Updated", { description: data.message });
    setPendingEmail(data.pendingEmail);
    setCurrentEmail(data.email);
    form.reset({ name: data.name, email: data.pendingEmail ?? data.email, currentPassword: "", newPassword: "", confirmPassword: "" });
    // The header greets by name: the server components render again with the new one.
    router.refresh();
  }

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-5" aria-label="Edit account">
        <TextField control={form.control} name="name" label="Name" autoComplete="name" />
        <div className="grid gap-2">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" inputMode="email" />
          {pendingEmail && (
            <p role="status" className="rounded-md border border-brand-accent bg-accent px-3 py-2 text-sm text-accent-foreground">
              Waiting for confirmation: we sent a link to <strong>{pendingEmail}</strong>. Until you follow it, you sign in
              with {currentEmail}.
            </p>
          )}
        </div>
        <TextField control={form.control} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField control={form.control} name="newPassword" label="New password (optional)" type="password" autoComplete="new-password" />
          <TextField control={form.control} name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
        </div>
        <p className="text-sm text-muted-foreground">
          Enter your current password to save any change. A new password signs you out everywhere else.
        </p>
        <Button type="submit" className="w-full sm:w-fit" disabled={pending} aria-disabled={pending}>
          {pending ? "Saving..." : "Save Changes"}
        </Button>
      </form>
    </Form>
  );
}
