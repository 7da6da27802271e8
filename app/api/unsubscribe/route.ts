import { notFound, AppError } from "@/lib/api/errors";
import { withPublic } from "@/lib/api/handler";
import { UNSUBSCRIBE_LABELS, consumeUnsubscribeToken } from "@/lib/unsubscribe/tokens";

/**
 * POST /api/unsubscribe?token=… — RFC 8058 one-click unsubscribe: the URL of every sequence
 * email's `List-Unsubscribe` header, which mail clients POST with the body
 * `List-Unsubscribe=One-Click` (form-encoded, hence `body: "raw"`; the body is not read: the token
 * is the whole authority). People who click the link in the email land on /unsubscribe instead.
 * Answers 200 { unsubscribed: true, kind }, 410 for an expired link, 404 for an unknown one.
 */
export const POST = withPublic(
  async (req) => {
    const token = new URL(req.url).searchParams.get("token");
    const outcome = await consumeUnsubscribeToken(token);
    if (outcome.status === "invalid") throw notFound("This unsubscribe link is not valid");
    if (outcome.status === "expired") throw new AppError(410, "This unsubscribe link has expired");
    return Response.json({
      unsubscribed: true,
      kind: outcome.kind,
      alreadyUsed: outcome.status === "already-used",
      message: `You have been unsubscribed from ${UNSUBSCRIBE_LABELS[outcome.kind]}.`,
    });
  },
  { body: "raw", rateLimit: { name: "unsubscribe", limit: 60, windowMs: 60 * 60_000 } },
);
