/**
 * The page Content-Security-Policy, built per request with a fresh nonce (proxy.ts). Next reads
 * the nonce from the request's CSP header and puts it on its own scripts; 'strict-dynamic'
 * then lets those scripts load further chunks, so no host allowlist is needed for our own code.
 * Third-party hosts are added only when the matching integration is configured, so a plain
 * install allows nothing outside its own origin. (API responses get a stricter fixed policy
 * from next.config.ts.)
 */

export type CspOptions = {
  nonce: string;
  /** `next dev`: React needs eval for its debugging aids. */
  development?: boolean;
  /** Ask browsers to load http: subresources over https (only meaningful when served over https). */
  upgradeInsecureRequests?: boolean;
  /** Stripe Elements (payment form). */
  stripe?: boolean;
  /** Google Tag Manager / Google Analytics. */
  googleTagManager?: boolean;
  /** Meta (Facebook) pixel. */
  metaPixel?: boolean;
};

// Stripe's documented policy for Stripe.js and the Payment Element (its frames may be served from
// subdomains of js.stripe.com; 3-D Secure runs in a hooks.stripe.com frame).
const STRIPE = {
  script: ["https://js.stripe.com", "https://*.js.stripe.com"],
  frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
  img: [] as string[],
};
const GTM = {
  script: ["https://www.googletagmanager.com"],
  frame: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.googletagmanager.com",
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ],
  img: ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com"],
};
const META = {
  script: ["https://connect.facebook.net"],
  frame: [] as string[],
  connect: ["https://connect.facebook.net", "https://www.facebook.com"],
  img: ["https://www.facebook.com"],
};

/** 128 random bits, base64 (the CSP nonce grammar allows base64 characters). */
export function generateNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function buildCsp(opts: CspOptions): string {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(opts.nonce)) throw new Error("CSP nonce must be base64");
  const extras = [opts.stripe && STRIPE, opts.googleTagManager && GTM, opts.metaPixel && META].filter(
    (x): x is typeof STRIPE => Boolean(x),
  );
  const hosts = (kind: keyof typeof STRIPE) => extras.flatMap((e) => e[kind]);

  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      `'nonce-${opts.nonce}'`,
      "'strict-dynamic'",
      ...(opts.development ? ["'unsafe-eval'"] : []),
      // Ignored by browsers that understand 'strict-dynamic'; a fallback for older ones.
      ...hosts("script"),
    ],
    // Inline style attributes are used by Radix/sonner; styles cannot run code.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...hosts("img")],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...hosts("connect")],
    ["frame-src", "'self'", ...hosts("frame")],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
  ];
  const parts = directives.map(([name, ...values]) => [name, ...new Set(values)].join(" "));
  if (opts.upgradeInsecureRequests) parts.push("upgrade-insecure-requests");
  return parts.join("; ");
}
