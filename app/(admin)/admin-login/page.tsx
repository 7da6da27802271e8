import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AdminLoginForm } from "@/components/auth/admin-login-form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { getSession } from "@/lib/auth";

export const metadata: Metadata = { title: "Admin Login", robots: { index: false, follow: false } };

export default async function AdminLoginPage() {
  const session = await getSession();
  if (session?.realm === "admin") redirect("/admin");

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-brand">Admin Login</h1>
          <CardDescription>Staff sign-in for the admin portal.</CardDescription>
        </CardHeader>
        <CardContent>
          <AdminLoginForm />
        </CardContent>
      </Card>
    </section>
  );
}
