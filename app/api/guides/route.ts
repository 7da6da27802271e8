import { withAccount } from "@/lib/api/handler";
import { listGuidesForAccount } from "@/lib/guides/service";

/**
 * GET /api/guides -> { hasPremiumAccess, guides: [{ id, name, title, description, readTime, category,
 * isPremium, canDownload }] }: every guide, so a free account sees the premium ones locked.
 */
export const GET = withAccount(async (_req, { account }) => {
  const list = await listGuidesForAccount({ accountId: account.accountId });
  return Response.json(list, { headers: { "Cache-Control": "private, no-store" } });
});
