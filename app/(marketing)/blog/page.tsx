import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";

export const metadata: Metadata = {
  title: "Blog",
  description: "Career-transition advice for government employees moving to the private sector.",
};

export default function BlogPage() {
  return (
    <ComingSoon
      title="Blog"
      description={
        <p>
          Practical articles on moving from public service to a private-sector career — resumes, job search,
          interviewing and career growth. Our first articles are coming soon.
        </p>
      }
      features={["Featured articles", "All articles with category, reading time and date"]}
    />
  );
}
