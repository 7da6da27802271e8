import { isValidElement, type ReactElement, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { gtmBootstrap, pixelBootstrap } from "./analytics-scripts";

type Props = {
  id?: string;
  nonce?: string;
  children?: ReactNode;
  src?: string;
  dangerouslySetInnerHTML?: { __html: string };
};

/** The element tree AnalyticsScripts returns, flattened. */
function flatten(node: ReactNode): ReactElement<Props>[] {
  if (Array.isArray(node)) return node.flatMap(flatten);
  if (!isValidElement<Props>(node)) return [];
  return [node, ...flatten(node.props.children)];
}

/** publicConfig reads NEXT_PUBLIC_* at import time: load a fresh copy per configuration. */
async function renderWith(vars: { gtm?: string; pixel?: string }) {
  vi.stubEnv("NEXT_PUBLIC_GTM_ID", vars.gtm ?? "");
  vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", vars.pixel ?? "");
  vi.resetModules();
  const mod = await import("./analytics-scripts");
  const tree = mod.AnalyticsScripts({ nonce: "bm9uY2U=" });
  const elements = flatten(tree);
  return { tree, scripts: elements.filter((e) => e.type === "script"), elements };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("AnalyticsScripts", () => {
  it("renders nothing when no tag manager or pixel is configured", async () => {
    expect((await renderWith({})).tree).toBeNull();
  });

  it("loads the tag manager with the nonce when NEXT_PUBLIC_GTM_ID is set", async () => {
    const { scripts, elements } = await renderWith({ gtm: "GTM-AB12CD" });
    expect(scripts.map((s) => [s.props.id, s.props.nonce, s.props.dangerouslySetInnerHTML?.__html])).toEqual([
      ["gtm-bootstrap", "bm9uY2U=", gtmBootstrap("GTM-AB12CD")],
    ]);
    expect(gtmBootstrap("GTM-AB12CD")).toContain("https://www.googletagmanager.com/gtm.js?id=");
    expect(elements.some((e) => e.type === "iframe" && e.props.src === "https://www.googletagmanager.com/ns.html?id=GTM-AB12CD")).toBe(true);
  });

  it("loads the pixel when NEXT_PUBLIC_META_PIXEL_ID is set", async () => {
    const { scripts } = await renderWith({ pixel: "123456789012345" });
    expect(scripts.map((s) => [s.props.id, s.props.nonce, s.props.dangerouslySetInnerHTML?.__html])).toEqual([
      ["meta-pixel-bootstrap", "bm9uY2U=", pixelBootstrap("123456789012345")],
    ]);
    expect(pixelBootstrap("123456789012345")).toContain("fbq('init','123456789012345');fbq('track','PageView');");
  });

  it("loads both when both are set", async () => {
    const { scripts } = await renderWith({ gtm: "GTM-AB12CD", pixel: "123456789012345" });
    expect(scripts.map((s) => s.props.id)).toEqual(["gtm-bootstrap", "meta-pixel-bootstrap"]);
  });

  it("refuses ids that are not id-shaped, so a variable can never inject script", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await renderWith({ gtm: "GTM-1');alert(1);//", pixel: "1</script><script>alert(1)" })).tree).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
