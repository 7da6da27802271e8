import { JobSearchesPageSkeleton } from "@/components/job-searches/job-searches-skeleton";

/** Shown while the page reads the account and its searches (spec 02 §2: a loading skeleton). */
export default function Loading() {
  return <JobSearchesPageSkeleton />;
}
