"use client";

/**
 * The product's error page for any page whose rendering fails (the database out of reach, an
 * unexpected error): a message and a way on, never a blank page or a hang. Standalone (no data
 * fetching), so it renders whatever failed. The digest lets support match a report to the log.
 */
import Link from "next/link";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error("[page] render failed", error.digest ?? "");
  }, [error]);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">Something went wrong on our side</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The page could not be loaded just now. Nothing you saved has been lost. Please try again in a moment.
      </p>
      {error.digest ? <p className="mt-2 text-sm text-muted-foreground">Reference: {error.digest}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => reset()}>
          Try again
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">Go to Home</Link>
        </Button>
      </div>
    </main>
  );
}
