/**
 * Career guides for a signed-in account: the list (every guide, premium ones flagged so the UI can
 * lock them) and the download, which checks access on every request and records the download.
 * Premium guides open for paid premium and during the 7-day trial (./access.ts guideAccess).
 */
import "server-only";
import { asc, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { accountGuideDownloads, accounts, guides } from "@/db/schema";
import { forbidden, notFound, unauthorized } from "@/lib/api/errors";
import { guideAccess, type GuideAccess } from "./access";
import { catalogGuide } from "./catalog";
import { guideFileName } from "./file-name";
import { guideSummaryColumns, toGuideSummary, type GuideSummary } from "./free-guides";
import { buildGuidePdf } from "./pdf";

export const GUIDE_NOT_FOUND = "Guide not found";
export const PREMIUM_REQUIRED = "Upgrade to Premium to download this guide";

export type GuideListItem = GuideSummary & { canDownload: boolean };
/**
 * `hasPremiumAccess`: the premium guides can be downloaded now (paid premium or the trial);
 * `access` says which of the two, or "free" when they are locked.
 */
export type GuideList = { hasPremiumAccess: boolean; access: GuideAccess; guides: GuideListItem[] };
export type GuideFile = { body: Buffer; fileName: string; contentType: string };

async function subscriptionOf(accountId: number, db: Database) {
  const [row] = await db
    .select({
      subscriptionTier: accounts.subscriptionTier,
      subscriptionStatus: accounts.subscriptionStatus,
      subscriptionEndDate: accounts.subscriptionEndDate,
      createdAt: accounts.createdAt,
      trialStartDate: accounts.trialStartDate,
      trialEndDate: accounts.trialEndDate,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  // The session was checked against the database a moment ago; a row gone since is a lost login.
  if (!row) throw unauthorized();
  return row;
}

/** Every guide, free ones first, each with whether this account may download it. */
export async function listGuidesForAccount(
  { accountId, now = new Date() }: { accountId: number; now?: Date },
  db: Database = defaultDb,
): Promise<GuideList> {
  const access = guideAccess(await subscriptionOf(accountId, db), now);
  const premium = access !== "free";
  const rows = await db.select(guideSummaryColumns).from(guides).orderBy(asc(guides.isPremium), asc(guides.id));
  return {
    hasPremiumAccess: premium,
    access,
    guides: rows.map((g) => ({ ...toGuideSummary(g), canDownload: premium || !g.isPremium })),
  };
}

/**
 * The guide's PDF for this account (404 unknown guide, 403 premium guide after the trial without
 * paid premium); records the download.
 */
export async function guideFileForAccount(
  { accountId, guideId, now = new Date() }: { accountId: number; guideId: number; now?: Date },
  db: Database = defaultDb,
): Promise<GuideFile> {
  const [guide] = await db
    .select({ id: guides.id, name: guides.name, isPremium: guides.isPremium, fileData: guides.fileData, mimeType: guides.mimeType })
    .from(guides)
    .where(eq(guides.id, guideId))
    .limit(1);
  if (!guide) throw notFound(GUIDE_NOT_FOUND);
  if (guide.isPremium && guideAccess(await subscriptionOf(accountId, db), now) === "free") throw forbidden(PREMIUM_REQUIRED);

  // The seed stores every file; a row added without one is drawn from its catalog entry, if any.
  const entry = guide.fileData ? undefined : catalogGuide(guide.name);
  const body = guide.fileData ?? (entry && buildGuidePdf(entry));
  if (!body) throw notFound(GUIDE_NOT_FOUND);

  await db.insert(accountGuideDownloads).values({ accountId, guideId: guide.id, downloadedAt: now });
  return { body, fileName: guideFileName(guide.name), contentType: guide.mimeType };
}
