import type { Metadata } from "next";
import { CreateAccountFlow } from "@/components/resume/create-account-flow";
import { constants } from "@/lib/config/public";
import { first } from "@/lib/search-params";

export const metadata: Metadata = {
  title: `Start Your Free ${constants.trialDays}-Day Trial`,
  description: `Create your account: a ${constants.trialDays}-day free trial with career guides and daily job alerts. No credit card.`,
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function CreateAccountPage({ searchParams }: { searchParams: SearchParams }) {
  const sp = await searchParams;
  const resumeId = first(sp.resumeId);
  const prefill = {
    email: first(sp.email),
    name: first(sp.name),
    // Only a plausible id is passed on; the server links only a verified resume with the same email.
    resumeId: resumeId && /^\d{1,10}$/.test(resumeId) ? resumeId : undefined,
    // Set by /verify-email's redirect. It only shapes the welcome state and the analytics: whether a
    // resume is linked and downloadable is the server's answer when the account is created.
    verified: first(sp.verified) === "true",
  };
  return (
    <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <CreateAccountFlow prefill={prefill} />
    </section>
  );
}
