import { describe, expect, it } from "vitest";
import { accessibleResumeIds, canAccessResume, grantResumeAccess, RESUME_ACCESS_COOKIE } from "./access";

const request = (cookie?: string) => new Request("http://localhost/x", { headers: cookie ? { cookie } : {} });
function granted(ids: number[]): string {
  let cookie: string | undefined;
  for (const id of ids) {
    const res = grantResumeAccess(new Response(null), request(cookie), id);
    cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
  }
  return cookie!;
}

describe("resume access cookie", () => {
  it("lists granted ids, newest first, at most 10", () => {
    expect(accessibleResumeIds(request(granted([1, 2, 3, 2])))).toEqual([2, 3, 1]);
    const many = granted(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(accessibleResumeIds(request(many))).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it("ignores forged, moved and malformed entries", () => {
    const value = granted([5]).slice(RESUME_ACCESS_COOKIE.length + 1);
    const signature = value.split(".")[1]!;
    const forged = [`6.${signature}`, "7.short", "garbage", `5.${signature}x`].join("~");
    expect(accessibleResumeIds(request(`${RESUME_ACCESS_COOKIE}=${forged}`))).toEqual([]);
    expect(accessibleResumeIds(request(`${RESUME_ACCESS_COOKIE}=${forged}~${value}`))).toEqual([5]);
    expect(accessibleResumeIds(request())).toEqual([]);
  });

  it("lets in the cookie holder, the owning account and admins only", () => {
    const resume = { id: 5, accountId: 9 };
    const account = (accountId: number) =>
      ({ realm: "account", accountId, name: "A", email: "a@x.test", subscriptionTier: "free", subscriptionStatus: "trial" }) as const;
    expect(canAccessResume({ session: null, resumeIds: [5] }, resume)).toBe(true);
    expect(canAccessResume({ session: null, resumeIds: [4] }, resume)).toBe(false);
    expect(canAccessResume({ session: account(9), resumeIds: [] }, resume)).toBe(true);
    expect(canAccessResume({ session: account(8), resumeIds: [] }, resume)).toBe(false);
    expect(canAccessResume({ session: account(8), resumeIds: [] }, { id: 5, accountId: null })).toBe(false);
    expect(canAccessResume({ session: { realm: "admin", userId: 1, username: "x" }, resumeIds: [] }, resume)).toBe(true);
  });
});
