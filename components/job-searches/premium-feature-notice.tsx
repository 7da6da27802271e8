import Link from "next/link";
import { LockIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { constants } from "@/lib/config/public";

/** Accounts that are neither premium nor in their trial (spec 02 §2): custom searches are locked. */
export function PremiumFeatureNotice() {
  return (
    <Card className="items-center text-center">
      <CardHeader className="justify-items-center">
        <LockIcon className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-xl font-semibold">Premium Feature</h2>
        <CardDescription className="max-w-prose">
          Custom job searches are part of Premium. Upgrade to save up to {constants.maxJobSearches} searches with
          your own titles, locations, salary range and experience level, and get matching jobs in your daily alerts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild size="lg">
          <Link href="/upgrade">Upgrade to Premium</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
