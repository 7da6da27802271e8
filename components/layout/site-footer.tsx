import Link from "next/link";
import { publicConfig } from "@/lib/config/public";
import { BrandLogo } from "./brand-logo";
import { FacebookIcon, LinkedInIcon, XIcon } from "./social-icons";

const linkClass =
  "rounded-sm text-sm text-muted-foreground underline-offset-4 transition-colors hover:text-brand hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

const columns = [
  {
    heading: "Company",
    links: [
      { href: "/company", label: "About Us" },
      { href: "/blog", label: "Blog" },
      { href: "/contact", label: "Contact" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/terms-of-service", label: "Terms of Service" },
    ],
  },
] as const;

export function SiteFooter() {
  const { productName, social } = publicConfig;
  const socials = [
    { href: social.linkedin, label: "LinkedIn", Icon: LinkedInIcon },
    { href: social.facebook, label: "Facebook", Icon: FacebookIcon },
    { href: social.x, label: "X (Twitter)", Icon: XIcon },
  ];

  return (
    <footer className="border-t bg-secondary/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="space-y-4">
          <BrandLogo height={32} />
          <p className="max-w-sm text-sm text-muted-foreground">
            Free tools that turn government experience into a private-sector resume, for federal, state,
            county and city employees ready for their next move.
          </p>
          <ul className="flex gap-2" aria-label="Social media">
            {socials.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${productName} on ${label} (opens in a new tab)`}
                  className="flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-background hover:text-brand focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {columns.map((column) => (
          <nav key={column.heading} aria-label={`${column.heading} links`}>
            <h2 className="text-sm font-semibold text-foreground">{column.heading}</h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>
            &copy; {new Date().getFullYear()} {productName}. All rights reserved.
          </p>
          <p>{productName} is an independent service and is not affiliated with any government agency.</p>
        </div>
      </div>
    </footer>
  );
}
