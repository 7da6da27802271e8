import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { publicConfig } from "@/lib/config/public";
import { ConfirmUnsubscribe } from "@/components/unsubscribe/confirm-unsubscribe";
import { UNSUBSCRIBE_LABELS, peekUnsubscribeToken, type UnsubscribeOutcome } from "@/lib/unsubscribe/tokens";

export const metadata: Metadata = {
  title: "Unsubscribe",
  // A page per emailed token: nothing for search engines.
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const RESUBSCRIBE: Record<keyof typeof UNSUBSCRIBE_LABELS, string> = {
  job_alert: "Changed your mind? Sign in and turn job alerts back on from your dashboard, or write to us and we will do it for you.",
  referral: "Changed your mind? Write to us and we will add you back to the referral contest emails.",
  waitlist: "Changed your mind? Join the waitlist again, or write to us and we will add you back.",
};

function Message({ outcome }: { outcome: UnsubscribeOutcome }) {
  if (outcome.status === "invalid") {
    return (
      <>
        <h1 className="text-2xl font-bold text-foreground">Unsubscribe link not valid</h1>
        <p className="mt-3 text-muted-foreground">
          This unsubscribe link is not valid. Use the link in your most recent email, or write to us at{" "}
          <a className="underline" href={`mailto:${publicConfig.supportEmail}`}>{publicConfig.supportEmail}</a> and we will unsubscribe you.
        </p>
      </>
    );
  }
  const label = UNSUBSCRIBE_LABELS[outcome.kind];
  if (outcome.status === "expired") {
    return (
      <>
        <h1 className="text-2xl font-bold text-foreground">Unsubscribe link expired</h1>
        <p className="mt-3 text-muted-foreground">
          This link to unsubscribe from {label} has expired. Use the link in your most recent email, or write to us at{" "}
          <a className="underline" href={`mailto:${publicConfig.supportEmail}`}>{publicConfig.supportEmail}</a>.
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="text-2xl font-bold text-foreground">You have been unsubscribed</h1>
      <p className="mt-3 text-muted-foreground">
        {outcome.status === "already-used"
          ? `This link was already used: you are unsubscribed from ${label}.`
          : `You have been unsubscribed from ${label}.`}
      </p>
      <p className="mt-3 text-muted-foreground">
        {RESUBSCRIBE[outcome.kind]} ({publicConfig.supportEmail})
      </p>
    </>
  );
}

/**
 * /unsubscribe?token=… — the link in every sequence email. Opening it changes nothing (mail
 * scanners open links): it says what the link stops and a button does it, with the same POST
 * /api/unsubscribe that mail clients send for the one-click header. A used, expired or unknown
 * link is explained.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = typeof raw === "string" ? raw : null;
  const outcome = await peekUnsubscribeToken(token);
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      {outcome.status === "ready" ? (
        <ConfirmUnsubscribe token={token!} label={UNSUBSCRIBE_LABELS[outcome.kind]} />
      ) : (
        <Message outcome={outcome} />
      )}
      <div className="mt-8">
        <Button asChild>
          <Link href="/">Back to {publicConfig.productName}</Link>
        </Button>
      </div>
    </section>
  );
}
