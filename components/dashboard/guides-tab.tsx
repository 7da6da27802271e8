import { Lock } from "lucide-react";
import Link from "next/link";
import { GuideDownloadButton } from "@/components/resume/guide-download-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { GuideList, GuideListItem } from "@/lib/guides/service";
import { daysLabel } from "./format";

function byCategory(guides: GuideListItem[]): [string, GuideListItem[]][] {
  const groups = new Map<string, GuideListItem[]>();
  for (const guide of guides) groups.set(guide.category, [...(groups.get(guide.category) ?? []), guide]);
  return [...groups];
}

/**
 * The Career Guides tab (spec 02 §2, §6): every guide; premium ones open during the trial and for
 * premium, locked with "Upgrade to Premium" after the trial. The server checks every download.
 */
export function GuidesTab({ list, trialDaysLeft }: { list: GuideList; trialDaysLeft: number }) {
  const premiumCount = list.guides.filter((g) => g.isPremium).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>Career Guides</h2>
        </CardTitle>
        <CardDescription>
          {list.access === "premium" && `All ${list.guides.length} guides are yours to download.`}
          {list.access === "trial" &&
            `During your free trial you can download all ${list.guides.length} guides (${daysLabel(trialDaysLeft)} left).`}
          {list.access === "free" && `Your free guides are below. Upgrade to Premium to unlock ${premiumCount} more.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        {list.access === "free" && (
          <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-brand-accent bg-accent px-4 py-3 text-accent-foreground">
            <p className="font-medium">Your free trial has ended: premium guides are locked.</p>
            <Button asChild>
              <Link href="/upgrade">Upgrade to Premium</Link>
            </Button>
          </div>
        )}
        {byCategory(list.guides).map(([category, guides]) => (
          <section key={category} aria-labelledby={`guides-${category.replace(/\W+/g, "-")}`}>
            <h3 id={`guides-${category.replace(/\W+/g, "-")}`} className="text-lg font-semibold">
              {category}
            </h3>
            <ul className="mt-3 grid gap-3 md:grid-cols-2">
              {guides.map((guide) => (
                <li key={guide.id} className="flex flex-col gap-3 rounded-lg border p-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="font-medium">{guide.name}</h4>
                    <Badge variant={guide.isPremium ? "outline" : "secondary"}>{guide.isPremium ? "Premium" : "Free"}</Badge>
                  </div>
                  <p className="text-sm text-muted-foreground">{guide.description}</p>
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm text-muted-foreground">{guide.readTime}</span>
                    {guide.canDownload ? (
                      <GuideDownloadButton guide={guide} />
                    ) : (
                      <Button asChild variant="outline">
                        <Link href="/upgrade">
                          <Lock className="size-4" aria-hidden="true" />
                          Upgrade to Premium
                          <span className="sr-only"> to download {guide.name}</span>
                        </Link>
                      </Button>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
