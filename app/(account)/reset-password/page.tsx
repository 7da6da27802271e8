import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { getSession } from "@/lib/auth";
import { isEmailToken } from "@/lib/security/email-token";

export const metadata: Metadata = { title: "Reset Password", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Spec 02 §2 "Reset-password page": signed in → /dashboard; without a token (or with one that is
 * not a reset token of ours: shape and signature, no database) → "Invalid Reset Link"; with one →
 * the new-password form. Whether the token is still unused and unexpired is decided on submit.
 * A token page (lib/security/token-pages.ts): the token is read from the server-rendered search
 * params only, as it leaves the address bar before the page runs, and no referrer names it.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const session = await getSession();
  if (session?.realm === "account") redirect("/dashboard");

  const { token } = await searchParams;
  const given = typeof token === "string" ? token.trim() : "";
  const valid = given && isEmailToken("password-reset", given) ? given : null;

  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-20">
      <ResetPasswordForm token={valid} />
    </section>
  );
}
