import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { getSession } from "@/lib/auth";
import { afterLoginPath, safeCallbackPath } from "@/lib/auth/redirect";
import { publicConfig } from "@/lib/config/public";

// Listed in the sitemap and open to search engines: people look for the sign-in page by name.
export const metadata: Metadata = {
  title: "Sign In",
  description: `Sign in to your ${publicConfig.productName} account for your private-sector resume, career guides and job alerts.`,
  alternates: { canonical: "/login" },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { callbackUrl } = await searchParams;
  const callback = safeCallbackPath(typeof callbackUrl === "string" ? callbackUrl : null);

  // Already signed in (checked against the database, not just the cookie): straight on.
  const session = await getSession();
  if (session?.realm === "account") {
    redirect(afterLoginPath({ id: session.accountId, name: session.name }, callback));
  }

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <LoginForm callbackUrl={callback} />
    </section>
  );
}
