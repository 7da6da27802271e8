import type { Metadata } from "next";
import { SlimShell } from "@/components/layout/slim-shell";

// Staff-facing sample emails: not for search engines.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function PreviewsLayout({ children }: { children: React.ReactNode }) {
  return <SlimShell label="Email previews · sample content">{children}</SlimShell>;
}
