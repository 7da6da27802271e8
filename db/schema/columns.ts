/**
 * Column helpers shared by every domain file. Only `bytea` is part of the public schema module.
 */
import { sql } from "drizzle-orm";
import { customType, text, timestamp } from "drizzle-orm/pg-core";

/** Binary file content (guide PDFs, logo images). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType() {
    return "bytea";
  },
});

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
