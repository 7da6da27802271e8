/** The emailed lead link is an API redirect, not a page: it sends no referrer either (already so; kept so). */
import { describe, expect, it } from "vitest";
import { GET as verifyLead } from "@/app/api/leads/verify/route";
import { jsonRequest, routeContext } from "@/test/helpers";

describe("GET /api/leads/verify?token=…", () => {
  it("redirects with Referrer-Policy: no-referrer and no caching, whatever the token", async () => {
    for (const token of ["x".repeat(43), ""]) {
      const res = await verifyLead(jsonRequest("GET", `/api/leads/verify?token=${token}`), routeContext());
      expect(res.status).toBe(303);
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
  });
});
