import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { guides } from "@/db/schema";
import { GUIDE_CATALOG } from "./catalog";
import { buildGuidePdf } from "./pdf";

/**
 * Upserts the catalog into `guides` by name, each with its rendered PDF (reference data: runs on
 * every start, production included). Rendering all 48 takes well under a second, and a row is
 * rewritten only when something in it changed, so a restart with unchanged content writes nothing.
 */
export async function seedGuides(db: Database): Promise<number> {
  const rows = GUIDE_CATALOG.map((g) => ({
    name: g.name,
    description: g.description,
    readTime: g.readTime,
    category: g.category,
    isPremium: g.isPremium,
    fileData: buildGuidePdf(g),
    mimeType: "application/pdf",
  }));
  await db
    .insert(guides)
    .values(rows)
    .onConflictDoUpdate({
      target: guides.name,
      set: {
        description: sql`excluded.description`,
        readTime: sql`excluded.read_time`,
        category: sql`excluded.category`,
        isPremium: sql`excluded.is_premium`,
        fileData: sql`excluded.file_data`,
        mimeType: sql`excluded.mime_type`,
      },
      setWhere: sql`(${guides.description}, ${guides.readTime}, ${guides.category}, ${guides.isPremium}, ${guides.fileData}, ${guides.mimeType})
        is distinct from (excluded.description, excluded.read_time, excluded.category, excluded.is_premium, excluded.file_data, excluded.mime_type)`,
    });
  return rows.length;
}
