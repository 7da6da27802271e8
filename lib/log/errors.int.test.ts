/**
 * Database errors reach the log without their parameters (issue 10 §5): a real failing query on
 * the test database, through each place that logs one.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "@/db/client";
import { accounts } from "@/db/schema";
import { toErrorResponse } from "@/lib/api/errors";
import { recordFunnelEvent } from "@/lib/analytics/funnel";
import { authOptions } from "@/lib/auth/options";
import { uniqueEmail } from "@/test/helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

const logged = (spy: ReturnType<typeof vi.spyOn>) => spy.mock.calls.map((c: unknown[]) => c.map(String).join(" ")).join("\n");

async function duplicateAccountError(email: string, name: string): Promise<unknown> {
  const row = { email, name, passwordHash: "x", trialEndDate: new Date() };
  await db.insert(accounts).values(row);
  try {
    await db.insert(accounts).values(row);
  } catch (error) {
    return error;
  }
  throw new Error("the duplicate insert should have failed");
}

describe("database errors in the log", () => {
  it("an unexpected error answered 500 logs the SQLSTATE and the query name, not the email or the name", async () => {
    const email = uniqueEmail("logged");
    const error = await duplicateAccountError(email, "Casey Logworthy");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = toErrorResponse(error);
    expect(res.status).toBe(500);
    const text = logged(log);
    expect(text).toContain("23505");
    expect(text).toContain("insert accounts");
    expect(text).toContain(((await res.json()) as { requestId: string }).requestId);
    expect(text).not.toContain(email);
    expect(text).not.toContain("Casey Logworthy");
  });

  it("a funnel step that cannot be written logs no contact details", async () => {
    const email = uniqueEmail("funnel-log");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    // No such resume: the foreign key refuses the row.
    await recordFunnelEvent({ event: "email_verified", resumeId: 2_000_000_000, email, ip: "203.0.113.77", userAgent: "Casey's Browser" });
    const text = logged(log);
    expect(text).toContain("[funnel] could not record email_verified");
    expect(text).toMatch(/23503/);
    expect(text).not.toContain(email);
    expect(text).not.toContain("203.0.113.77");
    expect(text).not.toContain("Casey's Browser");
  });

  it("next-auth's own error log (a failed login query, a session read) gets the same treatment", async () => {
    const email = uniqueEmail("next-auth-log");
    const error = await duplicateAccountError(email, "Nico Nextauth");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const logger = authOptions().logger!;
    logger.error!("CALLBACK_CREDENTIALS_HANDLER_ERROR", error as Error);
    logger.error!("JWT_SESSION_ERROR", { error: error as Error, message: "x" } as never);
    const text = logged(log);
    expect(text).toContain("[next-auth] CALLBACK_CREDENTIALS_HANDLER_ERROR");
    expect(text.match(/23505/g)).toHaveLength(2);
    expect(text).not.toContain(email);
    expect(text).not.toContain("Nico Nextauth");
  });
});
