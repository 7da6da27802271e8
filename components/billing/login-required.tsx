"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { loginRedirectPath } from "@/lib/auth/redirect";
import { PAYMENT_MESSAGES } from "./payment-messages";

/**
 * /upgrade without a signed-in account (spec 02 §8): "Please log in to upgrade your account", then
 * /login (coming back to /upgrade afterwards). The text is also on the page for anyone without
 * JavaScript, with a link.
 */
export function UpgradeLoginRequired() {
  const router = useRouter();
  useEffect(() => {
    toast.error(PAYMENT_MESSAGES.loginRequired);
    router.replace(loginRedirectPath("/upgrade"));
  }, [router]);
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight text-brand">Upgrade to Premium</h1>
      <p role="alert" className="mt-4 text-muted-foreground">
        {PAYMENT_MESSAGES.loginRequired}
      </p>
      <a href={loginRedirectPath("/upgrade")} className="mt-6 inline-block font-medium text-brand underline underline-offset-4">
        Sign In
      </a>
    </section>
  );
}
