"use client";

/** The last-resort error page, when the root layout itself fails: plain markup, no app styles needed. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", margin: 0, padding: "5rem 1rem", textAlign: "center", color: "#1f2937" }}>
        <main>
          <h1 style={{ fontSize: "1.875rem" }}>Something went wrong on our side</h1>
          <p>The page could not be loaded just now. Nothing you saved has been lost. Please try again in a moment.</p>
          {error.digest ? <p style={{ fontSize: "0.875rem" }}>Reference: {error.digest}</p> : null}
          <p>
            <button type="button" onClick={() => reset()} style={{ padding: "0.6rem 1.2rem", fontSize: "1rem" }}>
              Try again
            </button>{" "}
            <a href="/">Go to Home</a>
          </p>
        </main>
      </body>
    </html>
  );
}
