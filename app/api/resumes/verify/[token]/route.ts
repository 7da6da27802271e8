import { withPublic } from "@/lib/api/handler";
import { grantResumeAccess } from "@/lib/resume/service/access";
import { verificationFailedResponse } from "@/lib/resume/service/verification-response";
import { VerificationFailure, verifyResumeToken } from "@/lib/resume/service/verify";

/** GET /api/resumes/verify/{token} -> { resume, jobMatches }, or 400 { success: false, error, code }. */
export const GET = withPublic<{ token: string }>(async (req, { params }) => {
  try {
    const result = await verifyResumeToken({ token: params.token ?? "" });
    return grantResumeAccess(Response.json(result, { headers: { "Cache-Control": "private, no-store" } }), req, result.resume.id);
  } catch (error) {
    if (error instanceof VerificationFailure) return verificationFailedResponse(error);
    throw error;
  }
});
