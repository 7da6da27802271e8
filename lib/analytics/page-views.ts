import "server-only";
import { db as defaultDb, type Database } from "@/db/client";
import { pageViews } from "@/db/schema";
import type { PageView } from "@/lib/validation/analytics";

/** Stores one page view (the admin portal's visitor analytics are computed from these rows). */
export async function recordPageView(
  view: PageView & { ipAddress: string | null; userAgent: string | null },
  { db = defaultDb }: { db?: Database } = {},
): Promise<void> {
  await db.insert(pageViews).values({
    page: view.page,
    sessionId: view.sessionId,
    referrer: view.referrer,
    ipAddress: view.ipAddress,
    userAgent: view.userAgent,
  });
}
