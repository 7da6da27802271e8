import { readJson } from "@/lib/api/body";
import { accountResumesQuery } from "@/lib/account/resumes-query";
import { listAccountResumes } from "@/lib/account/resumes";
import { withAccount, withPublic } from "@/lib/api/handler";
import { RATE_LIMITS } from "@/lib/api/rate-limit";
import { userAgent } from "@/lib/api/request";
import { grantResumeAccess } from "@/lib/resume/service/access";
import { createResume } from "@/lib/resume/service/create";
import { presentResume } from "@/lib/resume/service/public";
import { createResumeRequestSchema } from "@/lib/validation/resume";

export const runtime = "nodejs";
// Translation: two LLM attempts of up to 45 s each before the built-in result is used.
export const maxDuration = 120;

/** Three descriptions of up to 20,000 characters fit comfortably. */
const MAX_BODY_BYTES = 100 * 1024;

/** POST /api/resumes -> 201 { resume (teaser), matches: [], totals }, plus this browser's access cookie for the resume. */
export const POST = withPublic(
  async (req, { ip }) => {
    const input = await readJson(req, createResumeRequestSchema, { maxBytes: MAX_BODY_BYTES });
    const result = await createResume({ input, ip, userAgent: userAgent(req), signal: req.signal });
    // A new resume is unverified: the creator sees the teaser until the emailed link is followed.
    const { resume, jobMatches, totals } = presentResume(result.resume, result.matches, { admin: false });
    return grantResumeAccess(Response.json({ resume, matches: jobMatches, totals }, { status: 201 }), req, resume.id);
  },
  { rateLimit: RATE_LIMITS.resume },
);

/**
 * GET /api/resumes and GET /api/resumes?accountId={id} -> the caller's own resumes (spec 02 §7),
 * never anyone else's: another account's id is 404, the same as an unknown one.
 */
export const GET = withAccount(async (req, { account }) => {
  const accountId = accountResumesQuery(new URL(req.url).searchParams, account);
  return Response.json(await listAccountResumes(accountId), { headers: { "Cache-Control": "private, no-store" } });
});
