import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminPortal } from "@/components/admin/admin-portal";
import { AdminPortalActions } from "@/components/admin/admin-portal-actions";
import { AdminTwoFactorSetup } from "@/components/admin/admin-two-factor-setup";
import { adminHasTwoFactor } from "@/lib/admin/two-factor";
import { getSession } from "@/lib/auth";

export const metadata: Metadata = { title: "Admin Portal", robots: { index: false, follow: false } };

export default async function AdminPage() {
  // The authorization check itself (the proxy's redirect is only a shortcut).
  const session = await getSession();
  if (session?.realm !== "admin") redirect("/admin-login");

  // Two-factor is required for staff after their first login: until it is on, only the set-up step shows.
  if (!(await adminHasTwoFactor(session.userId))) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-brand">Admin Portal</h1>
          <AdminPortalActions />
        </div>
        <AdminTwoFactorSetup />
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <AdminPortal username={session.username} />
    </section>
  );
}
