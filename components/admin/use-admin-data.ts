"use client";

import { useCallback, useEffect, useState } from "react";
import { getJson } from "@/lib/api/client";

/** Loads an admin endpoint (no cache, no retries); `reload` fetches it again, `pollMs` repeats it. */
export function useAdminData<T>(url: string, { pollMs, version = 0 }: { pollMs?: number; version?: number } = {}) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((t) => t + 1), []);

  useEffect(() => {
    let live = true;
    getJson<T>(url)
      .then((d) => {
        if (live) {
          setData(d);
          setError(null);
        }
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : "Failed to load"));
    return () => {
      live = false;
    };
  }, [url, tick, version]);

  useEffect(() => {
    if (!pollMs) return;
    const id = setInterval(reload, pollMs);
    return () => clearInterval(id);
  }, [pollMs, reload]);

  return { data, error, reload };
}

export type PageOf<T> = { items: T[]; total: number; page: number; pageSize: number };

export const fmtDate = (d: string | Date | null | undefined) => (d ? new Date(d).toLocaleDateString("en-US", { timeZone: "UTC" }) : "—");
