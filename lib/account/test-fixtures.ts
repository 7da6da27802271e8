/** Rows for the account-area tests: a resume linked to an account, and the calls to its routes. */
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { accounts, resumes } from "@/db/schema";
import { sessionCookieName } from "@/lib/auth/session";
import { jsonRequest, routeContext } from "@/test/helpers";

/** A verified resume, linked to `accountId` (both ways, as account creation links one) unless `accountId` is null. */
export async function insertResume(
  opts: { accountId: number | null; email: string; roles?: string[]; location?: string; link?: boolean },
) {
  const [row] = await db
    .insert(resumes)
    .values({
      email: opts.email,
      name: "Morgan Lee",
      location: opts.location ?? "Austin, TX",
      phone: "512-555-0100",
      education: "BS Public Administration",
      summary: "Program analyst with a decade of budget and data work.",
      translatedResume: "PROFESSIONAL SUMMARY\nProgram analyst with a decade of budget and data work.",
      skills: ["Budgeting", "SQL"],
      privateSectorRoles: opts.roles ?? ["Operations Analyst", "Business Analyst"],
      experience: [
        { title: "Operations Analyst", originalTitle: "Program Analyst", location: "Austin, TX", startDate: "2019", endDate: "Present", bullets: ["Ran a $4M budget"] },
      ],
      emailVerified: opts.accountId !== null,
      accountId: opts.accountId,
    })
    .returning();
  if (opts.accountId !== null && opts.link !== false) {
    await db.update(accounts).set({ resumeId: row!.id }).where(eq(accounts.id, opts.accountId));
  }
  return row!;
}

/** Calls a route handler as the holder of `cookie` (or nobody). */
export function call(
  handler: (req: Request, ctx: ReturnType<typeof routeContext>) => Promise<Response>,
  method: string,
  url: string,
  { cookie, body, id }: { cookie?: string; body?: unknown; id?: string | number } = {},
) {
  return handler(jsonRequest(method, url, body, { cookie }), routeContext(id === undefined ? {} : { id: String(id) }));
}

/** The session cookie a response sets, as a `Cookie` header value ("" when it sets none). */
export function sessionCookieFrom(res: Response): string {
  const header = res.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`));
  return header ? header.split(";")[0]! : "";
}
