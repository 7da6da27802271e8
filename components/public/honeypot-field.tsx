import type { ComponentProps } from "react";

/**
 * A field people never see or reach (off screen, hidden from assistive technology, out of the tab
 * order) that form-filling bots fill in. POST /api/contact answers a filled one like any other
 * submission and drops it (lib/contact/service.ts).
 */
export function HoneypotField({ id, ...input }: { id: string } & Omit<ComponentProps<"input">, "id" | "type">) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Website (leave this field empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
