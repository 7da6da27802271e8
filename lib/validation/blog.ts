import "./zod-setup";
import { z } from "zod";

/** Limits of a blog post (spec section 9; the blog_posts columns hold the same). */
export const BLOG_LIMITS = { slug: 200, title: 200, category: 50, metaDescription: 160 } as const;

/** A post's address: lower-case words joined by single hyphens, at most 200 characters. */
export const blogSlugSchema = z
  .string({ error: "Invalid article address" })
  .max(BLOG_LIMITS.slug, "Invalid article address")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Invalid article address");
