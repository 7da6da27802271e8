import "server-only";
import type { AccountSession } from "@/lib/auth";
import { ownAccountId } from "./own";

/** GET /api/resumes's optional ?accountId=: absent means the caller; present, it must be the caller's own id. */
export function accountResumesQuery(query: URLSearchParams, session: AccountSession): number {
  const given = query.get("accountId");
  return given === null ? session.accountId : ownAccountId(given.trim(), session);
}
