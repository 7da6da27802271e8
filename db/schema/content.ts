/**
 * Content: government logos, career guides (and who downloaded them), blog posts.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { bytea, createdAt, textList, ts, updatedAt } from "./columns";
import { accounts } from "./accounts";

export const governmentLogos = pgTable(
  "government_logos",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    level: text("level").notNull(),
    imageData: bytea("image_data").notNull(),
    mimeType: text("mime_type").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("government_logos_name_unique").on(t.name),
    index("government_logos_level_idx").on(t.level),
    check("government_logos_level_check", sql`${t.level} in ('Federal', 'State', 'County', 'City')`),
  ],
);

export const guides = pgTable(
  "guides",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    readTime: text("read_time").notNull(),
    category: text("category").notNull(),
    fileData: bytea("file_data"),
    mimeType: text("mime_type").notNull().default("application/pdf"),
    isPremium: boolean("is_premium").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("guides_name_unique").on(t.name), index("guides_category_idx").on(t.category)],
);

export const accountGuideDownloads = pgTable(
  "account_guide_downloads",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    guideId: integer("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    downloadedAt: ts("downloaded_at").notNull().defaultNow(),
  },
  (t) => [
    index("account_guide_downloads_account_id_idx").on(t.accountId),
    index("account_guide_downloads_guide_id_idx").on(t.guideId),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: varchar("slug", { length: 200 }).notNull(),
    title: varchar("title", { length: 200 }).notNull(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull(),
    category: varchar("category", { length: 50 }).notNull(),
    tags: textList("tags"),
    keywords: textList("keywords"),
    metaDescription: varchar("meta_description", { length: 160 }),
    readingTime: integer("reading_time").notNull().default(5),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_unique").on(t.slug),
    index("blog_posts_published_created_idx").on(t.published, t.createdAt),
  ],
);

export type Guide = typeof guides.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
