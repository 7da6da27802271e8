import { publicConfig } from "@/lib/config/public";
import { PREMIUM_FEATURES, PREMIUM_PRICE, PRICE_CURRENCY } from "./plans";

/** schema.org Product with the Premium offer (25.00 USD a month), for search engines. */
export function pricingJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${publicConfig.productName} Premium`,
    description: `Career-transition service for government employees: ${PREMIUM_FEATURES.slice(1, 4).join("; ")}.`,
    brand: { "@type": "Brand", name: publicConfig.productName },
    offers: {
      "@type": "Offer",
      name: "Premium Plan",
      price: PREMIUM_PRICE,
      priceCurrency: PRICE_CURRENCY,
      availability: "https://schema.org/InStock",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: PREMIUM_PRICE,
        priceCurrency: PRICE_CURRENCY,
        unitCode: "MON",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
      },
    },
  };
}

/**
 * JSON for a <script> element: `<`, `>` and `&` escaped, so no text in the data can close the
 * element or open another (JSON.parse reads the escapes back as the same characters).
 */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A data block (type application/ld+json is never executed, so the page CSP needs no nonce for it). */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />;
}
