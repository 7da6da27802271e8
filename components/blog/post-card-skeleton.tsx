import { Skeleton } from "@/components/ui/skeleton";

/** The shape of a PostCard while posts load. */
export function PostCardSkeleton() {
  return (
    <div data-testid="post-card-skeleton" className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-4 h-6 w-5/6" />
      <Skeleton className="mt-2 h-6 w-2/3" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-3/4" />
      <Skeleton className="mt-6 h-4 w-40" />
    </div>
  );
}
