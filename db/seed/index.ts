import "server-only";
import { eq, max, sql } from "drizzle-orm";
import { hashPassword } from "../../lib/auth/password";
import type { Database } from "../client";
import { accounts, jobPostings, settings, users } from "../schema";
import { seedLogos } from "../../lib/logos/logos";
import { seedGuides } from "../../lib/guides/seed";
import { seedBlogPosts } from "../../lib/blog/seed";
import { DevSeedRefused, planDevSeed, type SeedTarget } from "./policy";
import { DAY } from "../../lib/time";

export { DevSeedRefused, planDevSeed, type DevSeedPlan, type SeedTarget } from "./policy";

/** Reference data every environment needs (idempotent). Feature issues add their content here. */
export async function seedReferenceData(db: Database) {
  await db
    .insert(settings)
    .values({ key: "gemini_traffic_percentage", value: 0 })
    .onConflictDoNothing({ target: settings.key });
  await seedLogos(db);
  await seedGuides(db);
  await seedBlogPosts(db);
}

export type DevLogin = { realm: "account" | "admin"; label: string; login: string; password: string };

/** Logins for local development only (see policy.ts for where they may be created). */
export const DEV_LOGINS: DevLogin[] = [
  { realm: "account", label: "Trial account", login: "trial@civicshift.dev", password: "trial-pass-2026" },
  { realm: "account", label: "Premium account", login: "premium@civicshift.dev", password: "premium-pass-2026" },
  { realm: "admin", label: "Admin portal", login: "admin", password: "admin-pass-2026" },
];

export type LoginSet = {
  trial: { email: string; password: string; name: string };
  premium: { email: string; password: string; name: string };
  admin: { username: string; password: string };
};

/**
 * A trial account (7-day trial from `now`), a premium account (paid, renewing in 7 days) and an
 * admin login. Used by the development seed and by the e2e database (never in production).
 */
export async function seedLogins(db: Database, set: LoginSet, now = new Date()) {
  const { trial, premium, admin } = set;
  await db
    .insert(accounts)
    .values([
      {
        email: trial.email,
        name: trial.name,
        location: "Arlington, VA",
        passwordHash: await hashPassword(trial.password),
        subscriptionStatus: "trial",
        subscriptionTier: "free",
        trialStartDate: now,
        trialEndDate: new Date(now.getTime() + 7 * DAY),
      },
      {
        email: premium.email,
        name: premium.name,
        location: "Denver, CO",
        passwordHash: await hashPassword(premium.password),
        subscriptionStatus: "active",
        subscriptionTier: "premium",
        trialStartDate: new Date(now.getTime() - 30 * DAY),
        trialEndDate: new Date(now.getTime() - 23 * DAY),
        subscriptionStartDate: new Date(now.getTime() - 23 * DAY),
        subscriptionEndDate: new Date(now.getTime() + 7 * DAY),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(users)
    .values({ username: admin.username, passwordHash: await hashPassword(admin.password) })
    .onConflictDoNothing();
}

type DevSeedOptions = { target: SeedTarget; env?: Record<string, string | undefined>; now?: Date };

/**
 * The development logins, on `target` only where planDevSeed allows them: the check sits here too,
 * so no caller can write them to a database the policy refuses (DevSeedRefused says why).
 */
export async function seedDevLogins(db: Database, { target, env = process.env, now = new Date() }: DevSeedOptions): Promise<DevLogin[]> {
  const plan = planDevSeed(target, env);
  if (!plan.logins) throw new DevSeedRefused(plan.notes[0] ?? "Development logins are never created in production.");
  const [trial, premium, admin] = DEV_LOGINS;
  await seedLogins(
    db,
    {
      trial: { email: trial.login, password: trial.password, name: "Taylor Trial" },
      premium: { email: premium.login, password: premium.password, name: "Pat Premium" },
      admin: { username: admin.login, password: admin.password },
    },
    now,
  );
  return DEV_LOGINS;
}

/** True once the schema exists (used by tests that start from an empty database). */
export async function schemaExists(db: Database) {
  const r = await db.execute(sql`select to_regclass('public.accounts') is not null as ok`);
  return Boolean((r.rows[0] as { ok: boolean }).ok);
}

/**
 * Development content: the sample job feed (source "sample", shown as "Sample listing"). Refreshed
 * when its newest posting is a day old, so a restart costs nothing most of the time.
 */
export async function seedDevContent(db: Database, { target, env = process.env, now = new Date() }: DevSeedOptions) {
  const plan = planDevSeed(target, env);
  if (!plan.content) throw new DevSeedRefused(plan.notes.at(-1) ?? "Sample job postings are never seeded in production.");
  const [row] = await db
    .select({ newest: max(jobPostings.postedAt) })
    .from(jobPostings)
    .where(eq(jobPostings.source, "sample"));
  if (row?.newest && now.getTime() - row.newest.getTime() < DAY) return { count: 0, refreshed: false };
  const { seedSampleJobPostings } = await import("../../lib/jobs/sample-feed");
  const result = await seedSampleJobPostings(db, { now });
  return { count: result.count, refreshed: true };
}
