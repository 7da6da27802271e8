import { createAccount, AccountExistsError, accountExistsResponse } from "@/lib/account/create";
import { requestSessionId } from "@/lib/analytics/funnel";
import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { userAgent } from "@/lib/api/request";
import { withSessionCookie } from "@/lib/auth";
import { accountClaims } from "@/lib/auth/credentials";
import { listFreeGuides } from "@/lib/guides/free-guides";
import { accessibleResumeIds } from "@/lib/resume/service/access";
import { createAccountSchema } from "@/lib/validation/account";

/**
 * POST /api/accounts — starts the 7-day trial and logs the new account in (session cookie).
 * Answers { account: { id, name, email }, guides, resumeId } with the free guides to download and the
 * id of the verified resume now linked to the account (null when none was), which the welcome
 * state offers for download or reports as 'Resume Not Found'.
 */
export const POST = withPublic(
  async (req, { ip }) => {
    const input = await readJson(req, createAccountSchema, { maxBytes: 8 * 1024 });
    let account;
    try {
      // Knowing an email and a (sequential) resume id proves nothing: the resume is linked only for
      // the browser holding its access cookie (granted when it was created or its email verified).
      const ownsResume = input.resumeId != null && accessibleResumeIds(req).includes(input.resumeId);
      account = await createAccount(
        { ...input, resumeId: ownsResume ? input.resumeId : undefined },
        { visitor: { ip, userAgent: userAgent(req), sessionId: requestSessionId(req) } },
      );
    } catch (error) {
      if (error instanceof AccountExistsError) return accountExistsResponse();
      throw error;
    }
    const guides = await listFreeGuides();
    const body = { account: { id: account.id, name: account.name, email: account.email }, guides, resumeId: account.resumeId };
    return withSessionCookie(Response.json(body, { status: 201 }), accountClaims(account));
  },
  { rateLimit: RATE_LIMITS.accountCreate },
);
