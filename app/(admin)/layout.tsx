import type { Metadata } from "next";
import { SlimShell } from "@/components/layout/slim-shell";

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** Staff pages: a slim brand bar instead of the marketing header. */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <SlimShell label="Staff area">{children}</SlimShell>;
}
