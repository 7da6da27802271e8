import type { Metadata } from "next";
import { VerifyEmailFlow } from "@/components/resume/verify-email-flow";
import type { VerifyEmailQuery } from "@/components/resume/verify-email-messages";
import { first } from "@/lib/search-params";

export const metadata: Metadata = {
  title: "Verify Your Email",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const query: VerifyEmailQuery = {
    token: first(sp.token),
    success: first(sp.success),
    error: first(sp.error),
    resumeId: first(sp.resumeId),
    email: first(sp.email),
    name: first(sp.name),
  };
  return (
    <section className="mx-auto flex max-w-lg flex-col px-4 py-12 sm:py-20">
      {/* Keyed by the query so a new link in the same tab starts a fresh verification. */}
      <VerifyEmailFlow key={JSON.stringify(query)} query={query} />
    </section>
  );
}
