import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = { title: "Blog Article" };

export default function BlogArticlePage() {
  return (
    <ComingSoon
      title="Blog Article"
      description={
        <p>
          Articles are coming soon. Each one will cover a step of the move from government to the private sector,
          with its topics and a link to create your free resume.
        </p>
      }
      action={{ href: "/create-resume", label: "Create a Free Resume" }}
      secondaryAction={{ href: "/blog", label: "Back to Blog" }}
    />
  );
}
