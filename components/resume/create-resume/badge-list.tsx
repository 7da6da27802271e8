import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Skills, roles or tools as badges; `more` adds a trailing "+N more" badge when above 0. */
export function BadgeList({ items, more = 0, className }: { items: readonly string[]; more?: number; className?: string }) {
  return (
    <ul className={cn("flex flex-wrap gap-2", className)}>
      {items.map((item) => (
        <li key={item}>
          <Badge variant="secondary" className="text-sm font-normal">
            {item}
          </Badge>
        </li>
      ))}
      {more > 0 && (
        <li>
          <Badge variant="outline" className="text-sm font-normal">
            +{more} more
          </Badge>
        </li>
      )}
    </ul>
  );
}
