import { TwoFactorSettings } from "@/components/auth/two-factor-settings";
import { CancelSubscriptionForm } from "@/components/billing/cancel-subscription-form";
import { ManageBillingButton } from "@/components/billing/manage-billing-button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { AccountView } from "@/lib/account/dashboard";
import { AccountEditForm } from "./account-edit-form";
import { accessUntil, daysLabel, formatDate } from "./format";
import { PrivacySection } from "./privacy-section";

function planLabel(account: AccountView): string {
  if (account.isPremium) return account.isCancelled ? "Premium (cancelled)" : "Premium";
  return account.plan === "trial" ? "Free trial" : "Free";
}

/** The Account tab (spec 02 §2): details, the edit form, two-factor sign-in, the subscription, privacy. */
export function AccountTab({ account }: { account: AccountView }) {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Account details</h2>
          </CardTitle>
          <CardDescription>Your plan and membership.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Name" value={account.name} />
            <Detail label="Email" value={account.email} />
            <Detail label="Plan" value={planLabel(account)} />
            <Detail label="Member since" value={formatDate(account.createdAt)} />
            {!account.isPremium && (
              <Detail label="Free trial" value={account.trialDaysLeft > 0 ? `${daysLabel(account.trialDaysLeft)} left` : "Ended"} />
            )}
            {account.isPremium && account.subscriptionEndDate && (
              <Detail
                label={account.isCancelled ? "Access until" : "Renews on"}
                value={formatDate(account.subscriptionEndDate)}
              />
            )}
          </dl>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Edit account</h2>
          </CardTitle>
          <CardDescription>Change your name, email address or password.</CardDescription>
        </CardHeader>
        <CardContent>
          <AccountEditForm
            account={{ id: account.id, name: account.name, email: account.email, pendingEmail: account.pendingEmail }}
          />
        </CardContent>
      </Card>

      <TwoFactorSettings enabled={account.twoFactorEnabled} />

      {account.isPremium && (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Subscription</h2>
            </CardTitle>
            <CardDescription>Premium, $25 per month. Cards, invoices and receipts are in the billing portal.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            <ManageBillingButton />
            {account.isCancelled ? (
              <p role="status" className="rounded-md border bg-muted px-3 py-2 text-sm">
                Your subscription is cancelled. You have access until {accessUntil(account.subscriptionEndDate)}.
              </p>
            ) : (
              <CancelSubscriptionForm subscriptionEndDate={account.subscriptionEndDate?.toISOString() ?? null} />
            )}
          </CardContent>
        </Card>
      )}

      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Privacy</h2>
          </CardTitle>
          <CardDescription>Download a copy of your data, or delete your account.</CardDescription>
        </CardHeader>
        <CardContent>
          <PrivacySection account={{ id: account.id, email: account.email }} />
        </CardContent>
      </Card>
    </div>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}
