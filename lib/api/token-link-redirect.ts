import "server-only";
import { env } from "@/lib/env";

/**
 * Where an emailed link (GET with a token in its address) sends the browser next. 303: the
 * browser follows with a plain GET, and the token-bearing URL is not re-submitted; nothing is
 * cached, and the next page is not told the token's address.
 */
export function tokenLinkRedirect(path: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${env().appUrl}${path}`, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}
