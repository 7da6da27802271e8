/**
 * Seeds the accounts of the dashboard and privacy journeys (e2e/account/dashboard.spec.ts,
 * privacy.spec.ts): each with its own age (the 7-day trial counts from createdAt) and, where a
 * journey needs one, a verified resume linked to it as account creation links one.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, resumes } from "../../db/schema";
import { hashPassword } from "../../lib/auth/password";
import { DAY, HOUR } from "../../lib/time";

export type SeededAccountAreaUser = {
  email: string;
  password: string;
  name: string;
  /** Whole days since sign-up (5 leaves 2 trial days; 8 is past the trial). */
  createdDaysAgo: number;
  /** Private-sector roles of a linked, verified resume; none when absent. */
  resumeRoles?: readonly string[];
};

export async function seedAccountAreaUsers(db: Database, users: Record<string, SeededAccountAreaUser>, now = new Date()) {
  for (const user of Object.values(users)) {
    // An hour past the whole days, so the day count holds while the suite runs.
    const createdAt = new Date(now.getTime() - user.createdDaysAgo * DAY - (user.createdDaysAgo > 0 ? HOUR : 0));
    const [account] = await db
      .insert(accounts)
      .values({
        email: user.email,
        name: user.name,
        passwordHash: await hashPassword(user.password),
        subscriptionStatus: "trial",
        subscriptionTier: "free",
        trialStartDate: createdAt,
        trialEndDate: new Date(createdAt.getTime() + 7 * DAY),
        createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: accounts.id });
    if (!account || !user.resumeRoles) continue;
    const [resume] = await db
      .insert(resumes)
      .values({
        email: user.email,
        name: user.name,
        location: "Sacramento, CA",
        phone: "916-555-0142",
        education: "BA Political Science, UC Davis",
        summary: `${user.name} turns a decade of public-records work into private-sector privacy programs.`,
        translatedResume: `PROFESSIONAL SUMMARY\n${user.name} turns a decade of public-records work into private-sector privacy programs.`,
        skills: ["Records management", "Privacy compliance", "Policy writing"],
        privateSectorRoles: [...user.resumeRoles],
        experience: [
          {
            title: user.resumeRoles[0] ?? "Program Manager",
            originalTitle: "Public Records Officer",
            employer: "State of California",
            location: "Sacramento, CA",
            startDate: "2016",
            endDate: "Present",
            bullets: ["Ran the records-request program for a 2,000-person department."],
          },
        ],
        emailVerified: true,
        verifiedAt: createdAt,
        accountId: account.id,
        createdAt,
      })
      .returning({ id: resumes.id });
    await db.update(accounts).set({ resumeId: resume!.id }).where(eq(accounts.id, account.id));
  }
}
