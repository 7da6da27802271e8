import "server-only";
import { notFound } from "@/lib/api/errors";
import { parseId } from "@/lib/api/body";
import type { AccountSession } from "@/lib/auth";

export const ACCOUNT_NOT_FOUND = "Account not found";

/**
 * The account id of a path (/api/accounts/{id}/...), accepted only when it is the caller's own:
 * the session decides who is asking, and any other id is answered like one that does not exist
 * (404), so ids cannot be probed. 400 for an id that is not a number at all.
 */
export function ownAccountId(param: string | undefined, session: AccountSession): number {
  const id = parseId(param, "Account");
  if (id !== session.accountId) throw notFound(ACCOUNT_NOT_FOUND);
  return id;
}
