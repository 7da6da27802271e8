/**
 * Loads the tag manager and the marketing pixel, each only when its id is configured
 * (NEXT_PUBLIC_GTM_ID, NEXT_PUBLIC_META_PIXEL_ID), with the request's CSP nonce. Renders nothing
 * otherwise (the embedded default: no third-party script at all).
 *
 * Plain inline <script> elements, not next/script: each bootstrap only queues a tag that loads
 * asynchronously, and next/script would add its loader to every page's first-load JavaScript
 * even where no id is configured.
 */
import { publicConfig } from "@/lib/config/public";

// The ids are written into inline scripts: anything but the documented id shapes is refused, so a
// mistyped (or malicious) variable can never inject script text.
const GTM_ID = /^GTM-[A-Z0-9]{4,12}$/;
const PIXEL_ID = /^\d{5,20}$/;

export function gtmBootstrap(gtmId: string): string {
  return `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('script[nonce]');if(n){j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));}f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`;
}

export function pixelBootstrap(pixelId: string): string {
  return `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');fbq('init','${pixelId}');fbq('track','PageView');`;
}

export function AnalyticsScripts({ nonce }: { nonce?: string }) {
  const gtmId = GTM_ID.test(publicConfig.gtmId) ? publicConfig.gtmId : "";
  const pixelId = PIXEL_ID.test(publicConfig.metaPixelId) ? publicConfig.metaPixelId : "";
  if (publicConfig.gtmId && !gtmId) console.warn("[analytics] NEXT_PUBLIC_GTM_ID is not a GTM-XXXX id: tag manager not loaded");
  if (publicConfig.metaPixelId && !pixelId) console.warn("[analytics] NEXT_PUBLIC_META_PIXEL_ID is not numeric: pixel not loaded");
  if (!gtmId && !pixelId) return null;
  return (
    <>
      {gtmId ? (
        <>
          <script id="gtm-bootstrap" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: gtmBootstrap(gtmId) }} />
          <noscript>
            <iframe
              src={`https://www.googletagmanager.com/ns.html?id=${gtmId}`}
              title="Google Tag Manager"
              height="0"
              width="0"
              style={{ display: "none", visibility: "hidden" }}
            />
          </noscript>
        </>
      ) : null}
      {pixelId ? (
        <>
          <script id="meta-pixel-bootstrap" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: pixelBootstrap(pixelId) }} />
          <noscript>
            {/* eslint-disable-next-line @next/next/no-img-element -- the pixel's no-script beacon */}
            <img
              height="1"
              width="1"
              style={{ display: "none" }}
              alt=""
              src={`https://www.facebook.com/tr?id=${pixelId}&ev=PageView&noscript=1`}
            />
          </noscript>
        </>
      ) : null}
    </>
  );
}
