import type { Resolver } from "react-hook-form";
import type { ResumeFormValues, ResumeInput } from "@/lib/validation/resume";

type ResumeResolver = Resolver<ResumeFormValues, unknown, ResumeInput>;

let loading: Promise<ResumeResolver> | null = null;

/**
 * The form's validation: zodResolver with THE resume schema (lib/validation/resume.ts, the one
 * POST /api/resumes uses), fetched when first needed rather than with the page. zod is about a
 * third of the page's own JavaScript and nothing on screen needs it before the visitor types.
 */
export function loadResumeResolver(): Promise<ResumeResolver> {
  loading ??= Promise.all([import("@hookform/resolvers/zod"), import("@/lib/validation/resume")])
    .then(([{ zodResolver }, { resumeSchema }]) => zodResolver(resumeSchema))
    .catch((error: unknown) => {
      loading = null; // a failed fetch (offline for a moment) is tried again on the next check
      throw error;
    });
  return loading;
}

export const lazyResumeResolver: ResumeResolver = async (values, context, options) =>
  (await loadResumeResolver())(values, context, options);
