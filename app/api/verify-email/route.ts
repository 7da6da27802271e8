import { readJson } from "@/lib/api/body";
import { withPublic } from "@/lib/api/handler";
import { grantResumeAccess } from "@/lib/resume/service/access";
import { verificationFailedResponse } from "@/lib/resume/service/verification-response";
import { VerificationFailure, verifyResumeToken } from "@/lib/resume/service/verify";
import { verifyEmailSchema } from "@/lib/validation/resume";

/** POST /api/verify-email { token } -> { success: true, resume: { id, email, name } } or 400 { success: false, error, code }. */
export const POST = withPublic(async (req) => {
  const { token } = await readJson(req, verifyEmailSchema, { maxBytes: 4096 });
  try {
    const { resume } = await verifyResumeToken({ token });
    const body = { success: true, resume: { id: resume.id, email: resume.email, name: resume.name } };
    return grantResumeAccess(Response.json(body), req, resume.id);
  } catch (error) {
    if (error instanceof VerificationFailure) return verificationFailedResponse(error);
    throw error;
  }
});
