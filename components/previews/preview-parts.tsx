/**
 * Page pieces shared by the three email preview pages (server components): the page header, the
 * day tabs' subject line and the small labelled panels beside each email.
 */
import type { ReactNode } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

export function PreviewHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="mb-8 max-w-3xl">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Sample content · not sent from this page</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-foreground sm:text-4xl">{title}</h1>
      <div className="mt-3 space-y-2 text-base leading-7 text-muted-foreground">{children}</div>
    </header>
  );
}

export function SubjectLine({ subject }: { subject: string }) {
  return (
    <p className="mb-4 rounded-md border bg-background px-4 py-3 text-base">
      <span className="font-semibold text-foreground">Subject: </span>
      <span className="text-foreground">{subject}</span>
    </p>
  );
}

export function SidePanel({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-lg border bg-background p-4 ${className}`}>
      <h3 className="text-base font-semibold text-foreground">{title}</h3>
      <div className="mt-2 text-sm leading-6 text-muted-foreground">{children}</div>
    </section>
  );
}

/** A definition list of label/value rows. */
export function Facts({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="space-y-2">
      {rows.map((row) => (
        <div key={row.label}>
          <dt className="font-medium text-foreground">{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const tabListClass = "h-auto w-full flex-wrap justify-start gap-1 sm:w-fit";
export const tabTriggerClass = "flex-none px-3 py-1.5";

/** One day of a sequence preview: its heading, subject, rendered email and side panels. */
export type PreviewDay = { day: number; heading: string; subject: string; email: ReactNode; side: ReactNode };

/**
 * The tabs Day 1 … Day N every sequence preview shows: per day its heading, the subject line, the
 * email as sent (left) and what explains it (right).
 */
export function DayTabs({ label, days }: { label: string; days: readonly PreviewDay[] }) {
  return (
    <Tabs defaultValue="day-1">
      <TabsList aria-label={label} className={tabListClass}>
        {days.map(({ day }) => (
          <TabsTrigger key={day} value={`day-${day}`} className={tabTriggerClass}>
            Day {day}
          </TabsTrigger>
        ))}
      </TabsList>
      {days.map(({ day, heading, subject, email, side }) => (
        <TabsContent key={day} value={`day-${day}`} className="mt-4">
          <h2 className="mb-3 text-xl font-semibold text-foreground">
            Day {day}: {heading}
          </h2>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
            <div>
              <SubjectLine subject={subject} />
              {email}
            </div>
            <div className="space-y-4">{side}</div>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
