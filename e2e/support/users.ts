/**
 * What the e2e database holds besides reference data: test logins and one published article.
 * A production build never seeds development logins, so e2e/support/web-server.ts inserts these
 * into the fresh database of each Playwright run (no other process shares them).
 */
import type { Database } from "../../db/client";
import { accounts, blogPosts } from "../../db/schema";
import { hashPassword } from "../../lib/auth/password";
import { seedLogins } from "../../db/seed";
import { DAY } from "../../lib/time";

export const E2E_USERS = {
  trial: { email: "e2e-trial@civicshift.test", password: "e2e-trial-pass-2026", name: "Terry Trial" },
  premium: { email: "e2e-premium@civicshift.test", password: "e2e-premium-pass-2026", name: "Parker Premium" },
  admin: { username: "e2e-admin", password: "e2e-admin-pass-2026" },
} as const;

/**
 * One account per test that logs out. A logout revokes every session of its account (its
 * sessionVersion moves on), so a test that logged out the shared trial account would sign out
 * whichever test runs beside it as that account.
 */
export const E2E_LOGOUT_USERS = {
  header: { email: "e2e-logout-header@civicshift.test", password: "e2e-logout-pass-2026", name: "Hollis Header" },
  mobile: { email: "e2e-logout-mobile@civicshift.test", password: "e2e-logout-pass-2026", name: "Morgan Mobile" },
  leadA: { email: "e2e-logout-lead-a@civicshift.test", password: "e2e-logout-pass-2026", name: "Avery Earlier" },
  leadB: { email: "e2e-logout-lead-b@civicshift.test", password: "e2e-logout-pass-2026", name: "Blair Earlier" },
  leadC: { email: "e2e-logout-lead-c@civicshift.test", password: "e2e-logout-pass-2026", name: "Cameron Earlier" },
} as const;

export const E2E_BLOG_POST = {
  slug: "e2e-from-public-service-to-private-sector",
  title: "From Public Service to the Private Sector",
  category: "Career Change",
} as const;

export async function seedE2eData(db: Database, now = new Date()) {
  await seedLogins(db, E2E_USERS, now);
  const passwordHash = await hashPassword(E2E_LOGOUT_USERS.header.password);
  await db
    .insert(accounts)
    .values(
      Object.values(E2E_LOGOUT_USERS).map((u) => ({
        email: u.email,
        name: u.name,
        passwordHash,
        trialStartDate: now,
        trialEndDate: new Date(now.getTime() + 7 * DAY),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(blogPosts)
    .values({
      slug: E2E_BLOG_POST.slug,
      title: E2E_BLOG_POST.title,
      category: E2E_BLOG_POST.category,
      excerpt: "How your government experience translates into private-sector value.",
      content: "## Start with your strengths\n\nYour **mission focus** and experience with regulated work are assets.\n\nName them plainly.",
      tags: ["career change", "resumes", "federal"],
      keywords: ["government to private sector"],
      metaDescription: "How government experience translates into private-sector value.",
      readingTime: 4,
      featured: true,
      published: true,
    })
    .onConflictDoNothing();
}
