import "server-only";
import { asc, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { guides } from "@/db/schema";

/** A guide as listed to an account (no file data). `title` is spec 02's name for `name`. */
export type GuideSummary = {
  id: number;
  name: string;
  title: string;
  description: string;
  readTime: string;
  category: string;
  isPremium: boolean;
};

/** The columns a guide list reads (never the file data). */
export const guideSummaryColumns = {
  id: guides.id,
  name: guides.name,
  description: guides.description,
  readTime: guides.readTime,
  category: guides.category,
  isPremium: guides.isPremium,
};

export const toGuideSummary = (g: Omit<GuideSummary, "title">): GuideSummary => ({ ...g, title: g.name });

/** The free guides every account may download (spec 02: 3 free guides). */
export async function listFreeGuides(db: Database = defaultDb): Promise<GuideSummary[]> {
  const rows = await db.select(guideSummaryColumns).from(guides).where(eq(guides.isPremium, false)).orderBy(asc(guides.id));
  return rows.map(toGuideSummary);
}
