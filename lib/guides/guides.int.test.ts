import { and, eq, inArray } from "drizzle-orm";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as downloadGuide } from "@/app/api/guides/[id]/download/route";
import { GET as listGuides } from "@/app/api/guides/route";
import { db } from "@/db/client";
import { accountGuideDownloads, guides } from "@/db/schema";
import { createAccount, createAdmin, jsonRequest, routeContext } from "@/test/helpers";
import { GUIDE_CATALOG } from "./catalog";
import { listFreeGuides } from "./free-guides";
import { seedGuides } from "./seed";
import type { GuideListItem } from "./service";
import { DAY } from "@/lib/time";

const names = GUIDE_CATALOG.map((g) => g.name);
let byName: Map<string, { id: number; isPremium: boolean }>;

const freeName = GUIDE_CATALOG.find((g) => !g.isPremium)!.name;
const premiumName = "Beating Applicant Tracking Systems";

/** An account whose 7-day trial ended (created 8 days ago): the free guides only. */
const expired = { createdAt: new Date(Date.now() - 8 * DAY) };

function download(id: string | number, cookie?: string) {
  return downloadGuide(jsonRequest("GET", `/api/guides/${id}/download`, undefined, { cookie }), routeContext({ id: String(id) }));
}

async function downloadsOf(accountId: number, guideId: number) {
  return db
    .select()
    .from(accountGuideDownloads)
    .where(and(eq(accountGuideDownloads.accountId, accountId), eq(accountGuideDownloads.guideId, guideId)));
}

beforeAll(async () => {
  await seedGuides(db);
  const rows = await db.select({ id: guides.id, name: guides.name, isPremium: guides.isPremium }).from(guides);
  byName = new Map(rows.map((r) => [r.name, r]));
});

describe("seedGuides", () => {
  it("upserts the 48 catalog guides by name, each with a PDF, and is idempotent", async () => {
    const first = await db.select({ id: guides.id, name: guides.name }).from(guides).where(inArray(guides.name, names));
    expect(first).toHaveLength(48);
    expect(await seedGuides(db)).toBe(48);
    const again = await db.select().from(guides).where(inArray(guides.name, names));
    expect(again).toHaveLength(48);
    expect(new Map(again.map((g) => [g.name, g.id]))).toEqual(new Map(first.map((g) => [g.name, g.id])));
    for (const row of again) {
      const entry = GUIDE_CATALOG.find((g) => g.name === row.name)!;
      expect(row).toMatchObject({ description: entry.description, readTime: entry.readTime, category: entry.category, isPremium: entry.isPremium, mimeType: "application/pdf" });
      expect(row.fileData!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it("repairs a changed row on the next seed", async () => {
    await db.update(guides).set({ description: "stale", fileData: null }).where(eq(guides.name, premiumName));
    await seedGuides(db);
    const [row] = await db.select().from(guides).where(eq(guides.name, premiumName));
    expect(row!.description).toBe(GUIDE_CATALOG.find((g) => g.name === premiumName)!.description);
    expect(row!.fileData).not.toBeNull();
  });

  it("gives POST /api/accounts the 3 free guides", async () => {
    const free = (await listFreeGuides()).filter((g) => names.includes(g.name));
    expect(free.map((g) => g.name)).toEqual(GUIDE_CATALOG.filter((g) => !g.isPremium).map((g) => g.name));
  });
});

describe("GET /api/guides", () => {
  it("answers 401 without a login and 403 for an admin session", async () => {
    expect((await listGuides(jsonRequest("GET", "/api/guides"), routeContext())).status).toBe(401);
    const { cookie } = await createAdmin();
    expect((await listGuides(jsonRequest("GET", "/api/guides", undefined, { cookie }), routeContext())).status).toBe(403);
  });

  it("lists every guide to a free account after its trial, premium ones locked", async () => {
    const { cookie } = await createAccount({ overrides: expired });
    const res = await listGuides(jsonRequest("GET", "/api/guides", undefined, { cookie }), routeContext());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as { hasPremiumAccess: boolean; access: string; guides: GuideListItem[] };
    expect(body.hasPremiumAccess).toBe(false);
    expect(body.access).toBe("free");
    const listed = body.guides.filter((g) => names.includes(g.name));
    expect(listed).toHaveLength(48);
    expect(listed.slice(0, 3).every((g) => !g.isPremium && g.canDownload)).toBe(true);
    expect(listed.filter((g) => g.isPremium).every((g) => !g.canDownload)).toBe(true);
    expect(listed[0]).toEqual({
      id: byName.get(listed[0]!.name)!.id,
      name: listed[0]!.name,
      title: listed[0]!.name,
      description: expect.any(String),
      readTime: expect.stringMatching(/^\d+ min read$/),
      category: "Getting Started",
      isPremium: false,
      canDownload: true,
    });
  });

  it("unlocks every guide for an active premium account", async () => {
    const { cookie } = await createAccount({ tier: "premium", status: "active", overrides: expired });
    const body = (await (await listGuides(jsonRequest("GET", "/api/guides", undefined, { cookie }), routeContext())).json()) as {
      hasPremiumAccess: boolean;
      access: string;
      guides: GuideListItem[];
    };
    expect(body.hasPremiumAccess).toBe(true);
    expect(body.access).toBe("premium");
    expect(body.guides.every((g) => g.canDownload)).toBe(true);
  });

  it("unlocks every guide during the 7-day trial", async () => {
    const { cookie } = await createAccount({ overrides: { createdAt: new Date(Date.now() - 6 * DAY) } });
    const body = (await (await listGuides(jsonRequest("GET", "/api/guides", undefined, { cookie }), routeContext())).json()) as {
      hasPremiumAccess: boolean;
      access: string;
      guides: GuideListItem[];
    };
    expect(body).toMatchObject({ hasPremiumAccess: true, access: "trial" });
    expect(body.guides.filter((g) => names.includes(g.name))).toHaveLength(48);
    expect(body.guides.every((g) => g.canDownload)).toBe(true);
  });
});

describe("GET /api/guides/{id}/download", () => {
  it("answers 401 without a login", async () => {
    const res = await download(byName.get(freeName)!.id);
    expect(res.status).toBe(401);
  });

  it("lets a free account download a free guide as '<Guide Name>.pdf' and records the download", async () => {
    const { account, cookie } = await createAccount();
    const guide = byName.get(freeName)!;
    const res = await download(guide.id, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="From Public Service to Private Sector - Your Transition Roadmap.pdf"; ` +
        `filename*=UTF-8''${encodeURIComponent("From Public Service to Private Sector - Your Transition Roadmap.pdf")}`,
    );
    const pdf = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(pdf.byteLength));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain(freeName);
    expect(text).toContain("Phase 1: Take Stock");
    const rows = await downloadsOf(account.id, guide.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.downloadedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lets a trial account download a premium guide during its 7 days", async () => {
    const { account, cookie } = await createAccount({ overrides: { createdAt: new Date(Date.now() - 6 * DAY) } });
    const guide = byName.get(premiumName)!;
    const res = await download(guide.id, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(await downloadsOf(account.id, guide.id)).toHaveLength(1);
  });

  it("answers 403 with an upgrade message for a premium guide once the trial is over, recording nothing", async () => {
    const { account, cookie } = await createAccount({ overrides: expired });
    const guide = byName.get(premiumName)!;
    const res = await download(guide.id, cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: "Upgrade to Premium to download this guide" });
    expect(await downloadsOf(account.id, guide.id)).toHaveLength(0);
  });

  it("lets an active premium account download a premium guide", async () => {
    const { account, cookie } = await createAccount({ tier: "premium", status: "active" });
    const guide = byName.get(premiumName)!;
    const res = await download(guide.id, cookie);
    expect(res.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
    expect(text).toContain(premiumName);
    expect(text).toContain("How Applicant Tracking Systems Work");
    expect(await downloadsOf(account.id, guide.id)).toHaveLength(1);
  });

  it("keeps premium downloads for a cancelled subscription until its period ends", async () => {
    const guide = byName.get(premiumName)!;
    const paidUp = await createAccount({
      tier: "premium",
      status: "cancelled",
      overrides: { ...expired, subscriptionEndDate: new Date(Date.now() + 5 * DAY) },
    });
    expect((await download(guide.id, paidUp.cookie)).status).toBe(200);
    const lapsed = await createAccount({
      tier: "premium",
      status: "cancelled",
      overrides: { ...expired, subscriptionEndDate: new Date(Date.now() - DAY) },
    });
    expect((await download(guide.id, lapsed.cookie)).status).toBe(403);
  });

  it("answers 404 for an unknown guide and 400 for a malformed id", async () => {
    const { cookie } = await createAccount({ tier: "premium", status: "active" });
    const missing = await download(2_000_000_000, cookie);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: "Guide not found" });
    const bad = await download("abc", cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "Invalid guide id" });
  });
});
