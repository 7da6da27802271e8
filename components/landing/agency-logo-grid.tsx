"use client";

import { useEffect, useState } from "react";
import { getJson } from "@/lib/api/client";
import { groupLogosByLevel, parseLogoList, type LogoGroup } from "@/lib/landing/logos";

type State = { status: "loading" } | { status: "error" } | { status: "ready"; groups: LogoGroup[] };

/** Emblems are 120 x 120 SVGs, shown smaller; the size is fixed so the grid does not shift. */
const LOGO_SIZE = 72;

/** Agency logos from GET /api/logos, grouped by government level (spec doc 1 §2, §8). */
export function AgencyLogoGrid() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let active = true;
    getJson<unknown>("/api/logos")
      .then((data) => {
        if (active) setState({ status: "ready", groups: groupLogosByLevel(parseLogoList(data)) });
      })
      .catch((error: unknown) => {
        console.error("Failed to fetch logos", error);
        if (active) setState({ status: "error" });
      });
    return () => {
      active = false;
    };
  }, []);

  if (state.status === "loading") {
    return (
      <p role="status" className="mt-10 text-center text-muted-foreground">
        Loading government agencies...
      </p>
    );
  }
  if (state.status === "error") {
    return (
      <p role="alert" className="mt-10 text-center font-medium text-destructive">
        Failed to fetch logos
      </p>
    );
  }

  return (
    <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {state.groups.map(({ level, logos }) => (
        <div key={level} className="rounded-xl bg-card p-5 ring-1 ring-border">
          <h3 id={`agency-level-${level.toLowerCase()}`} className="text-center font-semibold text-foreground">
            {level}
          </h3>
          <ul aria-labelledby={`agency-level-${level.toLowerCase()}`} className="mt-4 grid grid-cols-2 gap-4">
            {logos.map((logo) => (
              <li key={logo.id} className="flex flex-col items-center gap-2 text-center">
                {/* A plain img: the emblems are small SVGs served with their own caching. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={`/api/logos/${logo.id}`}
                  alt={logo.name}
                  loading="lazy"
                  decoding="async"
                  width={LOGO_SIZE}
                  height={LOGO_SIZE}
                  className="size-[72px]"
                />
                {/* The alt text already names the agency for screen readers. */}
                <span aria-hidden="true" className="text-xs leading-snug text-muted-foreground">
                  {logo.name}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
