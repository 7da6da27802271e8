"use client";

import { CheckCircle2, CircleAlert, X } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { publicConfig } from "@/lib/config/public";
import { bannersFromQuery, hasBannerFlags, queryWithoutBannerFlags, type LandingBanner } from "@/lib/landing/banners";
import { cx } from "@/lib/utils";

/**
 * The landing page's one-time banners (spec doc 1 §2, §4, §8). The flags are read once, then
 * removed from the address (so a reload or a shared link does not show them again); the banners
 * stay until dismissed. Must sit inside <Suspense>, as it reads the query.
 */
export function LandingBanners() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const [banners, setBanners] = useState<LandingBanner[]>([]);

  useEffect(() => {
    if (!hasBannerFlags(searchParams)) return;
    // Replaces rather than appends: running twice for the same address shows each banner once.
    setBanners(bannersFromQuery(searchParams, { productName: publicConfig.productName }));
    router.replace(`${pathname}${queryWithoutBannerFlags(searchParams)}${window.location.hash}`, { scroll: false });
  }, [searchParams, pathname, router]);

  if (banners.length === 0) return null;

  const dismiss = (key: LandingBanner["key"]) => setBanners((current) => current.filter((b) => b.key !== key));

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-4 sm:px-6 lg:px-8">
      {banners.map((banner) => {
        const isError = banner.tone === "error";
        const Icon = isError ? CircleAlert : CheckCircle2;
        return (
          <div
            key={banner.key}
            role={isError ? "alert" : "status"}
            className={cx(
              "flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium",
              isError ? "border-red-300 bg-red-50 text-red-900" : "border-green-300 bg-green-50 text-green-900",
            )}
          >
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p className="flex-1">
              {banner.message}
              {banner.action && (
                <>
                  {" "}
                  <Link href={banner.action.href} className="font-semibold underline underline-offset-2">
                    {banner.action.label}
                  </Link>
                </>
              )}
            </p>
            <button
              type="button"
              onClick={() => dismiss(banner.key)}
              aria-label="Dismiss"
              className={cx(
                "-m-1 rounded-md p-1 focus-visible:outline-none focus-visible:ring-2",
                isError ? "hover:bg-red-100 focus-visible:ring-red-700" : "hover:bg-green-100 focus-visible:ring-green-700",
              )}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </div>
        );
      })}
    </div>
  );
}
