"use client"

import * as React from "react"
import {
  CircleCheckIcon,
  InfoIcon,
  Loader2Icon,
  OctagonXIcon,
  TriangleAlertIcon,
} from "lucide-react"
import { Toaster as Sonner, type ToasterProps } from "sonner"

import { cn } from "@/lib/utils"

/**
 * App-wide toaster. The product shows at most ONE toast at a time, so
 * `visibleToasts` is fixed to 1 and cannot be overridden.
 *
 * Sonner injects its own (unlayered) stylesheet, which beats Tailwind's
 * layered utilities, so colours are mapped to the theme tokens through
 * Sonner's CSS variables; Tailwind class names are only used for properties
 * Sonner does not set (or with `!` where an override is required).
 */
function Toaster({
  className,
  style,
  toastOptions,
  ...props
}: Omit<ToasterProps, "visibleToasts">) {
  return (
    <Sonner
      theme="light"
      position="top-right"
      duration={5000}
      hotkey={["F8"]}
      swipeDirections={["right"]}
      richColors
      className={cn("toaster group", className)}
      icons={{
        success: <CircleCheckIcon className="size-4" aria-hidden="true" />,
        info: <InfoIcon className="size-4" aria-hidden="true" />,
        warning: <TriangleAlertIcon className="size-4" aria-hidden="true" />,
        error: <OctagonXIcon className="size-4" aria-hidden="true" />,
        loading: (
          <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        ),
      }}
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          "--success-bg":
            "color-mix(in oklab, var(--success) 8%, var(--background))",
          "--success-border":
            "color-mix(in oklab, var(--success) 35%, var(--background))",
          "--success-text": "var(--success)",
          "--info-bg":
            "color-mix(in oklab, var(--primary) 6%, var(--background))",
          "--info-border":
            "color-mix(in oklab, var(--primary) 30%, var(--background))",
          "--info-text": "var(--primary)",
          "--warning-bg": "var(--accent)",
          "--warning-border":
            "color-mix(in oklab, var(--brand-accent) 60%, var(--background))",
          "--warning-text": "var(--accent-foreground)",
          "--error-bg":
            "color-mix(in oklab, var(--destructive) 8%, var(--background))",
          "--error-border":
            "color-mix(in oklab, var(--destructive) 35%, var(--background))",
          "--error-text": "var(--destructive)",
          ...style,
        } as React.CSSProperties
      }
      {...props}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast:
            "font-sans focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!",
          title: "font-medium",
          description:
            "text-muted-foreground! in-data-[rich-colors=true]:text-inherit!",
          actionButton:
            "bg-primary! text-primary-foreground! focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!",
          cancelButton:
            "bg-muted! text-muted-foreground! focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!",
          closeButton:
            "focus-visible:outline-2! focus-visible:outline-offset-2! focus-visible:outline-ring!",
          ...toastOptions?.classNames,
        },
      }}
      visibleToasts={1}
    />
  )
}

export { Toaster }
