import type { Metadata } from "next";
import { connection } from "next/server";
import { notFound } from "next/navigation";
import { outboxDisabled } from "@/lib/email/outbox";

export const metadata: Metadata = {
  title: "Development outbox",
  robots: { index: false, follow: false },
};

export default async function OutboxLayout({ children }: { children: React.ReactNode }) {
  // Decided per request: ENABLE_DEV_OUTBOX is read at run time, not baked in at build time.
  await connection();
  if (outboxDisabled()) notFound();
  return (
    <div className="min-h-screen bg-muted/40">
      <div role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
        <strong>Development outbox</strong> — emails are not sent anywhere. Set <code>RESEND_API_KEY</code> to deliver
        them.
      </div>
      <main id="main" className="mx-auto max-w-5xl px-4 py-8">{children}</main>
    </div>
  );
}
