import vm from "node:vm";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { STRIP_TOKEN_SCRIPT, TOKEN_PAGES } from "./token-pages";

/** Runs the inline script against a fake window at `href`; returns the address it left behind. */
function runAt(href: string): { address: string; replaced: number } {
  let current = new URL(href);
  let replaced = 0;
  const window = {
    location: {
      get href() {
        return current.href;
      },
      get pathname() {
        return current.pathname;
      },
    },
    history: {
      state: { __NA: true },
      replaceState(state: unknown, _unused: string, url: string) {
        expect(state).toEqual({ __NA: true });
        replaced++;
        current = new URL(url, current);
      },
    },
  };
  vm.runInNewContext(STRIP_TOKEN_SCRIPT, { window, URL });
  return { address: `${current.pathname}${current.search}${current.hash}`, replaced };
}

describe("the token-stripping script", () => {
  it("takes the emailed token out of the address of every token page, keeping the rest", () => {
    expect(runAt("https://civicshift.test/create-resume?verified=12&token=abc.def#top")).toEqual({ address: "/create-resume?verified=12#top", replaced: 1 });
    expect(runAt("https://civicshift.test/verify-email?token=abc")).toEqual({ address: "/verify-email", replaced: 1 });
    expect(runAt("https://civicshift.test/resume-download?token=abc&x=1")).toEqual({ address: "/resume-download?x=1", replaced: 1 });
    expect(runAt("https://civicshift.test/reset-password?token=abc")).toEqual({ address: "/reset-password", replaced: 1 });
  });

  it("leaves other pages and token pages without a token alone", () => {
    expect(runAt("https://civicshift.test/pricing?token=abc")).toEqual({ address: "/pricing?token=abc", replaced: 0 });
    expect(runAt("https://civicshift.test/verify-email?error=server-error")).toEqual({ address: "/verify-email?error=server-error", replaced: 0 });
  });
});

describe("Referrer-Policy (next.config.ts)", () => {
  /** The value a response for `path` gets: Next applies every matching rule in order, the last one wins. */
  async function referrerPolicyFor(path: string): Promise<string | undefined> {
    let value: string | undefined;
    for (const rule of await nextConfig.headers!()) {
      if (!getPathMatch(rule.source)(path)) continue;
      for (const h of rule.headers) if (h.key.toLowerCase() === "referrer-policy") value = h.value;
    }
    return value;
  }

  it("is no-referrer on every token page", async () => {
    for (const page of TOKEN_PAGES) expect(await referrerPolicyFor(page), page).toBe("no-referrer");
  });

  it("stays strict-origin-when-cross-origin elsewhere", async () => {
    for (const page of ["/", "/pricing", "/create-account", "/verify-email-help", "/dashboard"]) {
      expect(await referrerPolicyFor(page), page).toBe("strict-origin-when-cross-origin");
    }
  });
});
