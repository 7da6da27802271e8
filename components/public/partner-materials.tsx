import { Download, FileText } from "lucide-react";
import { PARTNER_ASSETS, partnerAssetFileName, partnerAssetUrl } from "@/lib/partners/assets";

/**
 * The three partner downloads. Plain links with `download`: the browser saves the file under the
 * name the route's Content-Disposition gives ("<product>-program-overview.pdf"), with or without
 * JavaScript.
 */
export function PartnerMaterials() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PARTNER_ASSETS.map((asset) => (
        <li key={asset.slug} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-lg bg-brand text-white">
            <FileText aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-foreground">{asset.title}</h3>
          <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{asset.description}</p>
          <p className="mt-4 text-xs font-medium uppercase tracking-wide text-muted-foreground">{asset.format}</p>
          <a
            href={partnerAssetUrl(asset)}
            download={partnerAssetFileName(asset)}
            className="mt-4 inline-flex h-10 items-center justify-center gap-2 rounded-md bg-brand px-4 text-sm font-medium text-white transition-colors hover:bg-brand/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Download aria-hidden="true" className="size-4" />
            Download {asset.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
