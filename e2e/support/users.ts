/**
 * What the e2e database holds besides reference data: test logins and one published article.
 * A production build never seeds development logins, so e2e/support/web-server.ts inserts these
 * into the fresh database of each Playwright run (no other process shares them).
 */
import type { Database } from "../../db/client";
import { accounts, blogPosts, resumes, users } from "../../db/schema";
import { hashPassword } from "../../lib/auth/password";
import { seedLogins } from "../../db/seed";
import { seedAccountAreaUsers } from "./account-area-seed";
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
  // Password reset and two-factor (e2e/account): each changes its account for good, so a retry
  // of the test (CI retries once) takes the second one.
  resetA: { email: "e2e-reset-a@civicshift.test", password: "e2e-logout-pass-2026", name: "Reese Reset" },
  resetB: { email: "e2e-reset-b@civicshift.test", password: "e2e-logout-pass-2026", name: "Remy Reset" },
  twoFactorA: { email: "e2e-two-factor-a@civicshift.test", password: "e2e-logout-pass-2026", name: "Toby Twofactor" },
  twoFactorB: { email: "e2e-two-factor-b@civicshift.test", password: "e2e-logout-pass-2026", name: "Tara Twofactor" },
} as const;

/**
 * The dashboard and privacy journeys' accounts (e2e/account/dashboard.spec.ts, privacy.spec.ts), one
 * per test that changes or depends on its state: the trial's day count comes from createdDaysAgo. The
 * deletion test takes deleterB on its retry (CI retries once), its first try having deleted deleter.
 */
export const E2E_DASHBOARD_USERS = {
  endingSoon: { email: "e2e-dash-ending@civicshift.test", password: "e2e-dash-pass-2026", name: "Eden Ending", createdDaysAgo: 5 },
  expired: { email: "e2e-dash-expired@civicshift.test", password: "e2e-dash-pass-2026", name: "Emery Expired", createdDaysAgo: 8 },
  editor: { email: "e2e-dash-editor@civicshift.test", password: "e2e-dash-pass-2026", name: "Eddie Editor", createdDaysAgo: 0 },
  exporter: {
    email: "e2e-dash-exporter@civicshift.test",
    password: "e2e-dash-pass-2026",
    name: "Ximena Exporter",
    createdDaysAgo: 1,
    resumeRoles: ["Privacy Program Manager", "Records Compliance Analyst"],
  },
  deleter: {
    email: "e2e-dash-deleter@civicshift.test",
    password: "e2e-dash-pass-2026",
    name: "Dale Deleter",
    createdDaysAgo: 1,
    resumeRoles: ["Operations Manager"],
  },
  deleterB: {
    email: "e2e-dash-deleter-b@civicshift.test",
    password: "e2e-dash-pass-2026",
    name: "Drew Deleter",
    createdDaysAgo: 1,
    resumeRoles: ["Operations Manager"],
  },
} as const;

/**
 * Premium accounts of the billing journey (e2e/account/billing.spec.ts), paid like E2E_USERS.premium
 * (active, renewing in 7 days) but without a Stripe subscription: cancelling records the reason only.
 * Cancelling changes the account for good, so a retry (CI retries once) takes the second one.
 */
export const E2E_BILLING_USERS = {
  cancel: { email: "e2e-billing-cancel@civicshift.test", password: "e2e-billing-pass-2026", name: "Casey Cancel" },
  cancelB: { email: "e2e-billing-cancel-b@civicshift.test", password: "e2e-billing-pass-2026", name: "Corey Cancel" },
} as const;

async function seedBillingUsers(db: Database, now: Date) {
  const passwordHash = await hashPassword(E2E_BILLING_USERS.cancel.password);
  await db
    .insert(accounts)
    .values(
      Object.values(E2E_BILLING_USERS).map((u) => ({
        email: u.email,
        name: u.name,
        passwordHash,
        subscriptionStatus: "active",
        subscriptionTier: "premium",
        trialStartDate: new Date(now.getTime() - 30 * DAY),
        trialEndDate: new Date(now.getTime() - 23 * DAY),
        subscriptionStartDate: new Date(now.getTime() - 23 * DAY),
        subscriptionEndDate: new Date(now.getTime() + 7 * DAY),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The job-searches journey's premium account (e2e/account/job-searches.spec.ts), paid like
 * E2E_USERS.premium. The journey creates and deletes searches, so it has an account of its own.
 */
export const E2E_JOB_SEARCH_USER = {
  email: "e2e-job-searches@civicshift.test",
  password: "e2e-job-search-pass-2026",
  name: "Jordan Searcher",
} as const;

async function seedJobSearchUser(db: Database, now: Date) {
  const u = E2E_JOB_SEARCH_USER;
  await db
    .insert(accounts)
    .values({
      email: u.email,
      name: u.name,
      passwordHash: await hashPassword(u.password),
      subscriptionStatus: "active",
      subscriptionTier: "premium",
      trialStartDate: new Date(now.getTime() - 30 * DAY),
      trialEndDate: new Date(now.getTime() - 23 * DAY),
      subscriptionStartDate: new Date(now.getTime() - 23 * DAY),
      subscriptionEndDate: new Date(now.getTime() + 7 * DAY),
    })
    .onConflictDoNothing();
}

export const E2E_BLOG_POST = {
  slug: "e2e-from-public-service-to-private-sector",
  title: "From Public Service to the Private Sector",
  category: "Career Change",
} as const;

/**
 * The admin portal journey (e2e/admin/portal.spec.ts): its own admin (its first login enrols
 * two-factor for good, so a retry takes the second) and an account it deletes, with a resume.
 */
export const E2E_ADMIN_PORTAL = {
  admins: [
    { username: "e2e-admin-portal-a", password: "e2e-admin-portal-pass-2026" },
    { username: "e2e-admin-portal-b", password: "e2e-admin-portal-pass-2026" },
  ],
  doomed: [
    { email: "e2e-admin-doomed-a@civicshift.test", name: "Dana Doomed" },
    { email: "e2e-admin-doomed-b@civicshift.test", name: "Devon Doomed" },
  ],
} as const;

async function seedAdminPortal(db: Database, now: Date) {
  const passwordHash = await hashPassword(E2E_ADMIN_PORTAL.admins[0].password);
  await db.insert(users).values(E2E_ADMIN_PORTAL.admins.map((a) => ({ username: a.username, passwordHash }))).onConflictDoNothing();
  for (const d of E2E_ADMIN_PORTAL.doomed) {
    const [account] = await db
      .insert(accounts)
      .values({ email: d.email, name: d.name, passwordHash, trialStartDate: now, trialEndDate: new Date(now.getTime() + 7 * DAY) })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (!account) continue;
    await db.insert(resumes).values({
      email: d.email,
      name: d.name,
      location: "Austin, TX",
      phone: "512-555-0100",
      education: "BS Public Administration",
      summary: "Program analyst.",
      translatedResume: "PROFESSIONAL SUMMARY\nProgram analyst.",
      privateSectorRoles: ["Operations Analyst"],
      emailVerified: true,
      accountId: account.id,
    });
  }
}

export async function seedE2eData(db: Database, now = new Date()) {
  await seedLogins(db, E2E_USERS, now);
  await seedAdminPortal(db, now);
  await seedBillingUsers(db, now);
  await seedAccountAreaUsers(db, E2E_DASHBOARD_USERS, now);
  await seedJobSearchUser(db, now);
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
