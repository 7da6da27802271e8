"use client";

import { useEffect, useRef, useState } from "react";
import { logoDimensions } from "@/lib/brand/logo-svg";
import { publicConfig } from "@/lib/config/public";
import { cx } from "@/lib/utils";

const LOGO_SRC = "/api/logo?v=3";

/**
 * The brand logo image, replaced by a text wordmark when the image cannot load (spec: "If the
 * brand logo image fails, a text wordmark replaces it").
 */
export function BrandLogo({ className, height = 36 }: { className?: string; height?: number }) {
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  const name = publicConfig.productName;
  const natural = logoDimensions(name);
  const width = Math.round((natural.width * height) / natural.height);

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = imgRef.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        className={cx("text-xl font-bold tracking-tight text-brand", className)}
        style={{ lineHeight: `${height}px` }}
      >
        {name}
      </span>
    );
  }

  return (
    // eslint-disable-next-line @next/next/no-img-element -- an SVG from our own API; next/image adds nothing here
    <img
      ref={imgRef}
      src={LOGO_SRC}
      alt={`${name} logo`}
      width={width}
      height={height}
      className={cx("block h-auto max-w-full", className)}
      onError={() => setFailed(true)}
    />
  );
}
