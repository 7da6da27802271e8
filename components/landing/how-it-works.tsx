import { Download, FileText, MailCheck, Sparkles } from "lucide-react";
import { CREATION_TIME_COPY } from "@/lib/config/public";

export const HOW_IT_WORKS_STEPS = [
  {
    icon: FileText,
    title: "Add your positions",
    body: "Enter up to three government positions. Paste each description or upload it as a PDF, Word or text file.",
  },
  {
    icon: Sparkles,
    title: "AI translates them",
    body: `${CREATION_TIME_COPY.short}, government jargon becomes a private-sector summary, skills, experience and suggested roles.`,
  },
  {
    icon: MailCheck,
    title: "Verify your email",
    body: "Preview your top skills, roles and tools right away, then confirm your email to unlock the full resume.",
  },
  {
    icon: Download,
    title: "Download and apply",
    body: "Download your resume as a Word document, see matching private-sector jobs, and start applying.",
  },
] as const;

export function HowItWorks() {
  return (
    <section
      id="services"
      tabIndex={-1}
      aria-labelledby="services-heading"
      className="scroll-mt-20 bg-background py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-brand sm:text-4xl">
            How It Works
          </h2>
          <p className="mt-4 text-lg text-muted-foreground">
            From government position description to private-sector resume in four simple steps.
          </p>
        </div>
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS_STEPS.map(({ icon: Icon, title, body }, index) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-lg bg-brand text-white">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-sm font-semibold text-muted-foreground">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-lg font-semibold text-foreground">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
