import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { governmentLogos } from "@/db/schema";
import { AGENCY_SEEDS } from "./agencies";
import { renderEmblemSvg, type LogoLevel } from "./emblem";

export type LogoSummary = { id: number; name: string; level: LogoLevel };

const SVG_MIME = "image/svg+xml";

/** Inserts or refreshes the seeded emblems (upsert by name), so a redesign reaches old databases. */
export async function seedLogos(db: Database): Promise<number> {
  const rows = AGENCY_SEEDS.map((a) => ({
    name: a.name,
    level: a.level,
    imageData: Buffer.from(renderEmblemSvg(a), "utf8"),
    mimeType: SVG_MIME,
  }));
  await db
    .insert(governmentLogos)
    .values(rows)
    .onConflictDoUpdate({
      target: governmentLogos.name,
      set: {
        level: sql`excluded.level`,
        imageData: sql`excluded.image_data`,
        mimeType: sql`excluded.mime_type`,
      },
    });
  return rows.length;
}

/** All logos (no image data), Federal, State, County, City, then by name. */
export async function listLogos(db: Database = defaultDb): Promise<LogoSummary[]> {
  const levelOrder = sql`case ${governmentLogos.level} when 'Federal' then 0 when 'State' then 1 when 'County' then 2 when 'City' then 3 else 4 end`;
  const rows = await db
    .select({ id: governmentLogos.id, name: governmentLogos.name, level: governmentLogos.level })
    .from(governmentLogos)
    .orderBy(levelOrder, asc(governmentLogos.name));
  return rows as LogoSummary[];
}

export async function getLogoImage(
  id: number,
  db: Database = defaultDb,
): Promise<{ imageData: Buffer; mimeType: string } | null> {
  const [row] = await db
    .select({ imageData: governmentLogos.imageData, mimeType: governmentLogos.mimeType })
    .from(governmentLogos)
    .where(eq(governmentLogos.id, id));
  return row ?? null;
}
