"use client";

import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import { getJson } from "@/lib/api/client";
import { parseLogoList, type AgencyLogo } from "@/lib/landing/logos";
import { VARIANT_C_AGENCIES } from "@/lib/logos/agencies";

/** Picks the listed agencies by name, in the listed order; missing ones are skipped. */
export function pickTrustedLogos(logos: readonly AgencyLogo[]): AgencyLogo[] {
  const byName = new Map(logos.map((logo) => [logo.name.trim().toLowerCase(), logo]));
  return VARIANT_C_AGENCIES.flatMap((name) => {
    const logo = byName.get(name.toLowerCase());
    return logo ? [logo] : [];
  }).slice(0, 8);
}

type State = { status: "loading" } | { status: "error" } | { status: "ready"; logos: AgencyLogo[] };

/** 'Trusted by Professionals From': grayscale agency logos with a spinner while loading. */
export function TrustedLogos() {
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let active = true;
    getJson<unknown>("/api/logos")
      .then((data) => active && setState({ status: "ready", logos: pickTrustedLogos(parseLogoList(data)) }))
      .catch((error: unknown) => {
        console.error("Failed to fetch logos", error);
        if (active) setState({ status: "error" });
      });
    return () => {
      active = false;
    };
  }, []);

  return (
    <section aria-labelledby="trusted-heading" className="mt-12">
      <h2 id="trusted-heading" className="text-center text-lg font-semibold text-foreground">
        Trusted by Professionals From
      </h2>
      {state.status === "loading" && (
        <div role="status" className="mt-6 flex justify-center">
          <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand" />
          <span className="sr-only">Loading agency logos...</span>
        </div>
      )}
      {state.status === "error" && (
        <p role="alert" className="mt-6 text-center font-medium text-destructive">
          Failed to fetch logos
        </p>
      )}
      {state.status === "ready" && state.logos.length > 0 && (
        <ul className="mt-6 grid grid-cols-2 gap-6 sm:grid-cols-4">
          {state.logos.map((logo) => (
            <li key={logo.id} className="flex flex-col items-center gap-2 text-center">
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={`/api/logos/${logo.id}`}
                alt={logo.name}
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-16 opacity-80 grayscale"
              />
              <span aria-hidden="true" className="text-xs text-muted-foreground">
                {logo.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
