import { RootDocument } from "@/components/layout/root-document";
import { rootMetadata, rootViewport } from "@/lib/seo/root-metadata";
import "./globals.css";

export const generateMetadata = rootMetadata;

export const viewport = rootViewport;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>;
}
