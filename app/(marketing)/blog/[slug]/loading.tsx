import { Skeleton } from "@/components/ui/skeleton";

/** The article's shape while it loads. */
export default function ArticleLoading() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-16" aria-busy="true">
      <p role="status" className="sr-only">
        Loading article
      </p>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-6 h-10 w-full" />
      <Skeleton className="mt-3 h-10 w-2/3" />
      <Skeleton className="mt-6 h-5 w-full" />
      <Skeleton className="mt-2 h-5 w-5/6" />
      <Skeleton className="mt-4 h-4 w-28" />
      <div className="mt-10 space-y-3">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className={`h-4 ${i % 3 === 2 ? "w-4/5" : "w-full"}`} />
        ))}
      </div>
    </div>
  );
}
