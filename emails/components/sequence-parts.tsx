/**
 * Pieces shared by the sequence emails (job alerts, referral contest, waitlist launch): section
 * headings, tinted callout boxes, the job card and the upgrade box. Colours keep at least 4.5:1
 * contrast on their backgrounds (the previews are checked with axe inside their frames).
 */
import { Button, Heading, Link, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { colors, paragraph } from "./email-layout";
import { ADZUNA_ATTRIBUTION, ADZUNA_URL, isAdzunaSource, sourceLabel } from "@/lib/jobs/sources/attribution";

export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ margin: "24px 0 12px", fontSize: "18px", lineHeight: "26px", fontWeight: 700, color: "#111827" }}>
      {children}
    </Heading>
  );
}

const tones = {
  info: { background: "#eff6ff", border: "#bfdbfe", title: "#1e3a8a", text: "#1f2937" },
  success: { background: "#ecfdf5", border: "#a7f3d0", title: "#065f46", text: "#1f2937" },
  warning: { background: "#fffbeb", border: "#fcd34d", title: "#78350f", text: "#422006" },
  urgent: { background: "#fef2f2", border: "#fca5a5", title: "#991b1b", text: "#450a0a" },
} as const;

export type Tone = keyof typeof tones;

/** A tinted box with a bold title line (pro tip, why share, prize highlight, upgrade). */
export function Callout({ title, tone = "info", children }: { title: string; tone?: Tone; children: ReactNode }) {
  const t = tones[tone];
  return (
    <Section
      style={{
        backgroundColor: t.background,
        border: `1px solid ${t.border}`,
        borderRadius: "8px",
        padding: "16px 18px 4px",
        margin: "0 0 20px",
      }}
    >
      <Text style={{ margin: "0 0 8px", fontSize: "16px", lineHeight: "24px", fontWeight: 700, color: t.title }}>{title}</Text>
      <div style={{ color: t.text }}>{children}</div>
    </Section>
  );
}

export const calloutText: CSSProperties = { ...paragraph, fontSize: "15px", lineHeight: "24px", color: "inherit", margin: "0 0 12px" };

export function PrimaryButton({ href, children, tone = "brand" }: { href: string; children: ReactNode; tone?: "brand" | "urgent" }) {
  return (
    <Section style={{ margin: "4px 0 16px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: tone === "urgent" ? "#b91c1c" : colors.brand,
          color: "#ffffff",
          fontSize: "16px",
          fontWeight: 600,
          borderRadius: "6px",
          padding: "12px 22px",
          textDecoration: "none",
          display: "inline-block",
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A numbered list that survives email clients (no CSS counters). */
export function NumberedSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ol style={{ margin: "0 0 16px", paddingLeft: "22px", color: colors.text }}>
      {steps.map((step) => (
        <li key={step} style={{ margin: "0 0 8px", fontSize: "15px", lineHeight: "24px" }}>
          {step}
        </li>
      ))}
    </ol>
  );
}

export function BulletList({ items }: { items: readonly ReactNode[] }) {
  return (
    <ul style={{ margin: "0 0 16px", paddingLeft: "22px", color: colors.text }}>
      {items.map((item, i) => (
        <li key={i} style={{ margin: "0 0 8px", fontSize: "15px", lineHeight: "24px" }}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** "2025-06-02" or an ISO timestamp → "Jun 2, 2025" (UTC, so server and browser agree); other text as given. */
export function formatPostedDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
}

const meta: CSSProperties = { margin: "0 0 4px", fontSize: "14px", lineHeight: "22px", color: colors.muted };

export type JobCardData = {
  jobTitle: string;
  company: string;
  location: string;
  source: string;
  jobType: string;
  experienceLevel: string | null;
  postedDate: string;
  applicationUrl: string;
};

export function JobCard({ job }: { job: JobCardData }) {
  const adzuna = isAdzunaSource(job.source);
  return (
    <Section style={{ border: `1px solid ${colors.border}`, borderRadius: "8px", padding: "14px 16px 10px", margin: "0 0 12px" }}>
      <Heading as="h3" style={{ margin: "0 0 4px", fontSize: "17px", lineHeight: "24px", fontWeight: 700, color: "#111827" }}>
        {job.jobTitle}
      </Heading>
      <Text style={{ ...meta, color: colors.text, fontWeight: 600 }}>
        {job.company} · {job.location}
      </Text>
      <Text style={meta}>
        {[job.jobType, job.experienceLevel ? `${job.experienceLevel} level` : null, `Posted ${formatPostedDate(job.postedDate)}`]
          .filter(Boolean)
          .join(" · ")}
      </Text>
      <Text style={meta}>
        {adzuna ? (
          <>
            Source:{" "}
            <Link href={ADZUNA_URL} style={{ color: colors.brand, textDecoration: "underline" }}>
              {ADZUNA_ATTRIBUTION}
            </Link>
          </>
        ) : (
          `Source: ${sourceLabel(job.source)}`
        )}
      </Text>
      <Text style={{ margin: "8px 0 4px", fontSize: "15px", lineHeight: "22px" }}>
        <Link href={job.applicationUrl} style={{ color: colors.brand, fontWeight: 700, textDecoration: "underline" }}>
          Apply now
        </Link>
      </Text>
    </Section>
  );
}

/**
 * An absolute link into the app for `path`: on `appUrl` when given, else on the origin of the
 * email's unsubscribe link (which is always on the app URL), so senders need not pass both.
 */
export function appLink(path: string, opts: { appUrl?: string; unsubscribeUrl: string }): string {
  try {
    if (opts.appUrl) return `${opts.appUrl.replace(/\/$/, "")}${path}`;
    return new URL(path, opts.unsubscribeUrl).toString();
  } catch {
    return path;
  }
}
