import { parseId } from "@/lib/api/body";
import { notFound } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { getOutboxMessage, outboxDisabled } from "@/lib/email/outbox";

export const dynamic = "force-dynamic";

/**
 * Email HTML may contain anything, so it is served as its own document with a CSP that forbids
 * scripts, connections and frames, and shown on /dev/outbox/[id] in a sandboxed iframe (an
 * opaque origin: it cannot read our cookies or the parent page). Only this origin may frame it.
 */
const EMAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'";

export const GET = withPublic<{ id: string }>(async (_req, { params }) => {
  if (outboxDisabled()) throw notFound();
  const message = await getOutboxMessage(parseId(params.id, "Email"));
  if (!message) throw notFound("Email not found");
  return new Response(openLinksInNewTab(message.html), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": EMAIL_CSP,
      "X-Frame-Options": "SAMEORIGIN",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-store",
    },
  });
});

/** Links clicked inside the preview open a new tab (the iframe sandbox allows escaping popups only). */
function openLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  return /<head\b[^>]*>/i.test(html) ? html.replace(/<head\b[^>]*>/i, (head) => head + base) : base + html;
}
