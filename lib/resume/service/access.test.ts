import { describe, expect, it, vi } from "vitest";
import {
  accessibleResumeIds,
  canAccessResume,
  clearResumeAccess,
  grantResumeAccess,
  RESUME_ACCESS_COOKIE,
  RESUME_ACCESS_MAX_AGE,
} from "./access";
import { DAY } from "@/lib/time";

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

  it("ignores forged, moved, extended and malformed entries", () => {
    const value = granted([5]).slice(RESUME_ACCESS_COOKIE.length + 1);
    const [, expires, signature] = value.split(".");
    const forged = [
      `6.${expires}.${signature}`, // the signature moved to another id
      `5.${Number(expires) + 86_400}.${signature}`, // the expiry pushed back
      `5.${signature}`, // the old format without an expiry
      "7.short",
      "garbage",
      `5.${expires}.${signature}x`,
    ].join("~");
    expect(accessibleResumeIds(request(`${RESUME_ACCESS_COOKIE}=${forged}`))).toEqual([]);
    expect(accessibleResumeIds(request(`${RESUME_ACCESS_COOKIE}=${forged}~${value}`))).toEqual([5]);
    expect(accessibleResumeIds(request())).toEqual([]);
  });

  it("sets an expiring, httpOnly cookie", () => {
    const header = grantResumeAccess(new Response(null), request(), 5).headers.getSetCookie()[0]!;
    expect(header).toMatch(new RegExp(`^${RESUME_ACCESS_COOKIE}=5\\.\\d+\\.[A-Za-z0-9_-]{43}; Path=/; Max-Age=${RESUME_ACCESS_MAX_AGE}; HttpOnly; SameSite=Lax`));
  });

  it("stops granting access 30 days after it was given, even to a browser that kept the cookie", () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(start);
      const first = granted([5]);
      vi.setSystemTime(start + 29 * DAY);
      expect(accessibleResumeIds(request(first))).toEqual([5]);
      vi.setSystemTime(start + 30 * DAY + 1_000);
      expect(accessibleResumeIds(request(first))).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("never extends older entries when another resume is added", () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(start);
      const first = granted([5]);
      vi.setSystemTime(start + 20 * DAY);
      const both = grantResumeAccess(new Response(null), request(first), 6).headers.getSetCookie()[0]!.split(";")[0]!;
      expect(accessibleResumeIds(request(both))).toEqual([6, 5]);
      vi.setSystemTime(start + 31 * DAY);
      expect(accessibleResumeIds(request(both))).toEqual([6]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("is cleared by clearResumeAccess (logout)", () => {
    expect(clearResumeAccess(new Response(null)).headers.getSetCookie()).toEqual([
      `${RESUME_ACCESS_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`,
    ]);
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
