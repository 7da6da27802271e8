import Link from "next/link";
import { MapPinIcon, BriefcaseIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from "@/components/ui/card";
import { constants } from "@/lib/config/public";
import { BASIC_SEARCH_FALLBACK } from "@/lib/job-searches/access";

/**
 * The trial tier's Basic Job Search (spec 02 §2): what the daily alerts search for, taken from
 * the resume (its location and top suggested private-sector role, or the spec's fallbacks), and
 * the way to custom searches.
 */
export function BasicJobSearchCard({ location, role }: { location: string | null; role: string | null }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Basic Job Search</h2>
        <CardDescription>
          During your free trial your daily job alerts use this search, built from your resume.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          {/* dt and dd are the div's own children, as a description list requires. */}
          <div className="rounded-md border p-4">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <MapPinIcon className="size-5 shrink-0 text-brand" aria-hidden="true" />
              Location
            </dt>
            <dd className="pl-7 font-medium">{location?.trim() || BASIC_SEARCH_FALLBACK.location}</dd>
          </div>
          {/* dt and dd are the div's own children, as a description list requires. */}
          <div className="rounded-md border p-4">
            <dt className="flex items-center gap-2 text-sm text-muted-foreground">
              <BriefcaseIcon className="size-5 shrink-0 text-brand" aria-hidden="true" />
              Suggested Role
            </dt>
            <dd className="pl-7 font-medium">{role?.trim() || BASIC_SEARCH_FALLBACK.role}</dd>
          </div>
        </dl>
        <p className="mt-6 text-sm text-muted-foreground">
          Upgrade to Premium to save up to {constants.maxJobSearches} custom searches with your own job titles,
          locations, salary range, experience level and remote preference.
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild size="lg">
          <Link href="/upgrade">UPGRADE TO PREMIUM</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
