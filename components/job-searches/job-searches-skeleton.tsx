import { Skeleton } from "@/components/ui/skeleton";

/** Placeholder cards while the searches load (the manager fetching on its own). */
export function JobSearchListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="grid gap-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="grid gap-4 rounded-xl border p-6">
          <div className="flex items-center justify-between gap-4">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-8 w-40" />
          </div>
          <Skeleton className="h-4 w-32" />
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The whole page while it loads (app/(account)/job-searches/loading.tsx): greeting, tabs, usage bar, cards. */
export function JobSearchesPageSkeleton() {
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
      <p className="sr-only" role="status">
        Loading your job searches...
      </p>
      <div aria-hidden="true" className="grid gap-8">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-10 w-full max-w-md" />
        <div className="grid gap-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-80" />
        </div>
        <Skeleton className="h-2 w-full" />
      </div>
      <div className="mt-6">
        <JobSearchListSkeleton />
      </div>
    </section>
  );
}
