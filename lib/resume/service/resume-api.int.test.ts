import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as getResume } from "@/app/api/resumes/[id]/route";
import { GET as byEmail } from "@/app/api/resumes/by-email/route";
import { POST as createResume } from "@/app/api/resumes/route";
import { db } from "@/db/client";
import { jobMatches, positionDescriptions, resumeAttempts, resumes } from "@/db/schema";
import { createAccount, createAdmin, jsonRequest, routeContext, uniqueEmail } from "@/test/helpers";
import { RESUME_ACCESS_COOKIE } from "./access";
import { cookieFrom, resumeBody } from "./test-fixtures";

async function create(body: unknown, cookie?: string) {
  return createResume(jsonRequest("POST", "/api/resumes", body, { cookie }), routeContext());
}

describe("POST /api/resumes", () => {
  it("creates the resume, positions and matches, records the attempt and grants an access cookie", async () => {
    const body = resumeBody();
    const res = await create(body);
    expect(res.status).toBe(201);
    const json = await res.json();
    expect(json.resume).toMatchObject({ email: body.personalInfo.email, name: "Jordan Rivera", emailVerified: false });
    expect(json.resume).not.toHaveProperty("verificationToken");
    // Unverified: the preview's teaser only, with the counts of what verifying unlocks.
    expect(json.resume).toMatchObject({ locked: true, summary: null, experience: [], certifications: [] });
    expect(json.resume.skills.length).toBeGreaterThan(0);
    expect(json.resume.skills.length).toBeLessThanOrEqual(8);
    expect(json.resume.privateSectorRoles.length).toBeLessThanOrEqual(6);
    expect(json.resume.systemsAndTools.length).toBeLessThanOrEqual(6);
    expect(json.matches).toEqual([]);
    expect(json.totals.jobMatches).toBeGreaterThan(0);

    const id = json.resume.id as number;
    const [row] = await db.select().from(resumes).where(eq(resumes.id, id));
    expect(row!.aiModelUsed).toBe("builtin");
    expect(row!.linkedinUrl).toBeNull();
    expect(await db.select().from(positionDescriptions).where(eq(positionDescriptions.resumeId, id))).toHaveLength(1);
    expect(row!.summary!.length).toBeGreaterThan(20);
    expect(row!.skills.length).toBe(json.totals.skills);
    expect(await db.select().from(jobMatches).where(eq(jobMatches.resumeId, id))).toHaveLength(json.totals.jobMatches);
    const [attempt] = await db.select().from(resumeAttempts).where(eq(resumeAttempts.resumeId, id));
    expect(attempt).toMatchObject({ hasCreatedResume: true, sessionId: "test-session", email: body.personalInfo.email });

    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${RESUME_ACCESS_COOKIE}=`))!;
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
  });

  it("answers an email that already has a resume exactly as a new one (201, its own teaser and cookie)", async () => {
    const body = resumeBody();
    const first = await create(body);
    expect(first.status).toBe(201);
    const again = await create({ ...body, personalInfo: { ...body.personalInfo, email: body.personalInfo.email.toUpperCase() } });
    const fresh = await create(resumeBody());
    expect(again.status).toBe(201);
    const [a, f] = [await again.json(), await fresh.json()];
    expect(Object.keys(a).sort()).toEqual(Object.keys(f).sort());
    expect(Object.keys(a.resume).sort()).toEqual(Object.keys(f.resume).sort());
    expect(a.resume).toMatchObject({ email: body.personalInfo.email, emailVerified: false, locked: true });
    expect(a.resume.id).not.toBe((await first.json()).resume.id);
    expect(cookieFrom(again, RESUME_ACCESS_COOKIE)).toMatch(/^cs_resume_access=/);
  });

  it("answers 422 with the spec's messages", async () => {
    const body = resumeBody();
    const res = await create({
      personalInfo: { ...body.personalInfo, email: "nope", name: "" },
      positions: [{ ...body.positions[0], description: "short" }],
    });
    expect(res.status).toBe(422);
    const json = await res.json();
    expect(json.error).toBe(
      "Validation failed: Invalid email format, Full name is required, Position description must be at least 10 characters",
    );
    expect(json.details).toContainEqual({ path: "positions.0.description", message: "Position description must be at least 10 characters" });
    const none = await create({ ...body, positions: [] });
    expect((await none.json()).error).toBe("Validation failed: At least one position description is required");
  });
});

describe("GET /api/resumes/{id} and by-email", () => {
  it("shows the resume to its browser, owner account and admins; 404 to anyone else", async () => {
    const body = resumeBody();
    const res = await create(body);
    const { resume } = await res.json();
    const get = (cookie?: string) => getResume(jsonRequest("GET", `/api/resumes/${resume.id}`, undefined, { cookie }), routeContext({ id: String(resume.id) }));

    const mine = await get(cookieFrom(res, RESUME_ACCESS_COOKIE));
    expect(mine.status).toBe(200);
    const json = await mine.json();
    expect(json.resume.id).toBe(resume.id);
    expect(json.positions[0]).toMatchObject({ jobTitle: "Program Analyst", endDate: "Present" });
    expect(json.resume).toMatchObject({ locked: true, summary: null });
    expect(json.jobMatches).toEqual([]);
    expect(json.totals.jobMatches).toBeGreaterThan(0);

    const absent = await get();
    expect(absent.status).toBe(404);
    expect(await absent.json()).toEqual({ error: "Resume not found", code: "resume_not_found" });
    expect((await get(`${RESUME_ACCESS_COOKIE}=${resume.id}.${"A".repeat(43)}`)).status).toBe(404);
    const stranger = await createAccount();
    expect((await get(stranger.cookie)).status).toBe(404);

    // Admins see all of it, verified or not.
    const admin = await get((await createAdmin()).cookie);
    expect(admin.status).toBe(200);
    const full = await admin.json();
    expect(full.resume.locked).toBe(false);
    expect(full.resume.summary.length).toBeGreaterThan(20);
    expect(full.jobMatches).toHaveLength(json.totals.jobMatches);

    const lookup = (cookie?: string) =>
      byEmail(jsonRequest("GET", `/api/resumes/by-email?email=${encodeURIComponent(body.personalInfo.email)}`, undefined, { cookie }), routeContext());
    // An account with the same address is not enough (sign-up does not prove the email) ...
    const owner = await createAccount({ email: body.personalInfo.email });
    expect((await lookup(owner.cookie)).status).toBe(404);
    // ... the resume must be linked to it (account creation links only a verified resume).
    await db.update(resumes).set({ accountId: owner.account.id, emailVerified: true }).where(eq(resumes.id, resume.id));
    const owned = await get(owner.cookie);
    expect(owned.status).toBe(200);
    const ownedJson = await owned.json();
    expect(ownedJson.resume).toMatchObject({ locked: false, emailVerified: true });
    expect(ownedJson.resume.skills).toHaveLength(ownedJson.totals.skills);
    expect(ownedJson.jobMatches.length).toBeGreaterThan(0);
    expect((await (await lookup(owner.cookie)).json()).resume.id).toBe(resume.id);
    const strangers = await lookup(stranger.cookie);
    expect(strangers.status).toBe(404);
    expect(await strangers.json()).toMatchObject({ code: "resume_not_found" });
    expect((await lookup(cookieFrom(res, RESUME_ACCESS_COOKIE))).status).toBe(404);
  });

  it("keeps earlier resumes in the access cookie when another is created", async () => {
    const first = await create(resumeBody(uniqueEmail("first")));
    const second = await create(resumeBody(uniqueEmail("second")), cookieFrom(first, RESUME_ACCESS_COOKIE));
    const cookie = cookieFrom(second, RESUME_ACCESS_COOKIE);
    for (const r of [first, second]) {
      const id = String((await r.json()).resume.id);
      expect((await getResume(jsonRequest("GET", `/api/resumes/${id}`, undefined, { cookie }), routeContext({ id }))).status).toBe(200);
    }
  });
});

describe("POST /api/resumes concurrency", () => {
  it("answers two simultaneous requests for the same email alike; only one resume can ever be verified", async () => {
    const body = resumeBody();
    const statuses = (await Promise.all([create(body), create(body)])).map((r) => r.status);
    expect(statuses).toEqual([201, 201]);
    const rows = await db.select().from(resumes).where(eq(resumes.email, body.personalInfo.email));
    expect(rows).toHaveLength(2);
    await db.update(resumes).set({ emailVerified: true }).where(eq(resumes.id, rows[0]!.id));
    await expect(db.update(resumes).set({ emailVerified: true }).where(eq(resumes.id, rows[1]!.id))).rejects.toThrow();
  });
});
