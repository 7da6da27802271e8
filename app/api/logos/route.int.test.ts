/** Integration: GET /api/logos and GET /api/logos/{id} against the test database. */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/db/client";
import { governmentLogos } from "@/db/schema";
import { AGENCY_SEEDS, VARIANT_C_AGENCIES } from "@/lib/logos/agencies";
import { seedLogos } from "@/lib/logos/logos";
import { jsonRequest, routeContext } from "@/test/helpers";
import { GET as getImage } from "./[id]/route";
import { GET as list } from "./route";

type Row = { id: number; name: string; level: string };
const LEVEL_RANK: Record<string, number> = { Federal: 0, State: 1, County: 2, City: 3 };

beforeAll(async () => {
  await seedLogos(db);
});

describe("seedLogos", () => {
  it("is idempotent and refreshes an existing row by name", async () => {
    const [before] = await db.select().from(governmentLogos).where(eq(governmentLogos.name, "City of Chicago"));
    await db
      .update(governmentLogos)
      .set({ imageData: Buffer.from("stale"), mimeType: "image/png" })
      .where(eq(governmentLogos.name, "City of Chicago"));
    await seedLogos(db);
    const rows = await db.select().from(governmentLogos).where(eq(governmentLogos.name, "City of Chicago"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(before!.id);
    expect(rows[0]!.mimeType).toBe("image/svg+xml");
    expect(rows[0]!.imageData.toString("utf8")).toContain("City of Chicago (City)");
  });
});

describe("GET /api/logos", () => {
  it("lists id, name and level ordered Federal, State, County, City, then by name", async () => {
    const res = await list(jsonRequest("GET", "/api/logos"), routeContext());
    expect(res.status).toBe(200);
    const body = (await res.json()) as Row[];
    expect(body.length).toBeGreaterThanOrEqual(AGENCY_SEEDS.length);
    for (const row of body) expect(Object.keys(row).sort()).toEqual(["id", "level", "name"]);
    const sorted = [...body].sort(
      (a, b) => LEVEL_RANK[a.level]! - LEVEL_RANK[b.level]! || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
    );
    expect(body.map((r) => r.name)).toEqual(sorted.map((r) => r.name));
    expect(body[0]!.level).toBe("Federal");
    expect(body.at(-1)!.level).toBe("City");
    for (const name of VARIANT_C_AGENCIES) expect(body.map((r) => r.name)).toContain(name);
  });
});

describe("GET /api/logos/{id}", () => {
  it("serves the image with its type and a one-day public cache", async () => {
    const [row] = await db.select().from(governmentLogos).where(eq(governmentLogos.name, "Department of Defense"));
    const res = await getImage(jsonRequest("GET", `/api/logos/${row!.id}`), routeContext({ id: String(row!.id) }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    const svg = await res.text();
    expect(svg).toContain("<title id=\"t\">Department of Defense (Federal)</title>");
    expect(svg).toContain(">DoD</text>");
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999999", "0", "-1", "abc", "1.5", "12345678901234567890"]) {
      const res = await getImage(jsonRequest("GET", `/api/logos/${id}`), routeContext({ id }));
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ error: "Logo not found" });
    }
  });
});
