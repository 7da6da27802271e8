import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { jsonRequest, routeContext } from "@/test/helpers";
import { GET } from "./route";

const get = (asset: string) => GET(jsonRequest("GET", `/api/download-partner-asset/${encodeURIComponent(asset)}`), routeContext({ asset }));

describe("GET /api/download-partner-asset/{asset}", () => {
  it.each([
    ["overview", "civicshift-program-overview.pdf", "Program Overview"],
    ["flyer", "civicshift-staff-information-flyer.pdf", "Staff Information Flyer"],
    ["email-templates", "civicshift-email-templates.pdf", "Email Templates"],
  ])("%s: an attachment named %s that parses to text with its title", async (asset, fileName, title) => {
    const res = await get(asset);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(body.byteLength);
    const { text } = await extractText(body, { mergePages: true });
    expect(text).toContain(title);
  });

  it("answers 404 with the error shape for anything else", async () => {
    for (const asset of ["unknown", "", "Overview", "../overview", "overview.pdf", "__proto__"]) {
      const res = await get(asset);
      expect(res.status, asset).toBe(404);
      expect(await res.json()).toEqual({ error: "Partner material not found", code: "not_found" });
    }
  });
});
