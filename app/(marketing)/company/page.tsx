import type { Metadata } from "next";
import { ComingSoon } from "@/components/layout/coming-soon";
import { DataAttribution } from "@/components/legal/data-attribution";
import { publicConfig } from "@/lib/config/public";

export const metadata: Metadata = {
  title: "About Us",
  description: `Why ${publicConfig.productName} exists: helping public servants carry their experience into private-sector careers.`,
};

export default function CompanyPage() {
  return (
    <>
      <ComingSoon
        title={`About ${publicConfig.productName}`}
        description={
          <p>
            We help government employees — federal, state, county and city — translate years of public service into the
            language private employers hire for. Our full story is coming soon.
          </p>
        }
        features={[
          "Our mission and the story behind the service",
          "Our values: Respect for Service, Trust & Transparency, Excellence in Service",
          "The expertise behind our resume translations",
        ]}
      />
      <DataAttribution />
    </>
  );
}
