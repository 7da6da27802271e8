/**
 * The Playwright journeys of the account area rely on their seeded accounts
 * (e2e/support/account-area-seed.ts): checked here, where a wrong age or a missing resume shows
 * at once instead of as a failed journey.
 */
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { accounts } from "@/db/schema";
import { seedAccountAreaUsers } from "@/e2e/support/account-area-seed";
import { E2E_DASHBOARD_USERS } from "@/e2e/support/users";
import { authenticateAccount } from "@/lib/auth/credentials";
import { getAccountView } from "./dashboard";
import { listAccountResumes } from "./resumes";

describe("the account-area e2e seed", () => {
  it("creates each account with its trial age and linked resume, idempotently", async () => {
    const now = new Date();
    await seedAccountAreaUsers(db, E2E_DASHBOARD_USERS, now);
    await seedAccountAreaUsers(db, E2E_DASHBOARD_USERS, now);
    const emails = Object.values(E2E_DASHBOARD_USERS).map((u) => u.email);
    const rows = await db.select({ id: accounts.id, email: accounts.email }).from(accounts).where(inArray(accounts.email, emails));
    expect(rows).toHaveLength(emails.length);
    const idOf = (email: string) => rows.find((r) => r.email === email)!.id;
    // A few minutes later, as when the journeys run.
    const later = new Date(now.getTime() + 10 * 60_000);

    expect(await getAccountView(idOf(E2E_DASHBOARD_USERS.endingSoon.email), { now: later })).toMatchObject({ plan: "trial", trialDaysLeft: 2 });
    expect(await getAccountView(idOf(E2E_DASHBOARD_USERS.expired.email), { now: later })).toMatchObject({ plan: "free", trialDaysLeft: 0 });
    expect(await getAccountView(idOf(E2E_DASHBOARD_USERS.editor.email), { now: later })).toMatchObject({ plan: "trial", trialDaysLeft: 7 });

    const exporter = E2E_DASHBOARD_USERS.exporter;
    const resumes = await listAccountResumes(idOf(exporter.email));
    expect(resumes).toHaveLength(1);
    expect(resumes[0]).toMatchObject({ canDownload: true, privateSectorRoles: [...exporter.resumeRoles] });
    expect(await getAccountView(idOf(exporter.email))).toMatchObject({ topSuggestedRole: exporter.resumeRoles[0], resumeLocation: "Sacramento, CA" });
    expect(await authenticateAccount(exporter.email, exporter.password)).not.toBeNull();
  }, 60_000);
});
