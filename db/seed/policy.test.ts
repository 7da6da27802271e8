import { describe, expect, it } from "vitest";
import { DevSeedRefused, planDevSeed } from "./policy";

const embedded = { databaseUrl: "postgresql://postgres:postgres@127.0.0.1:54329/postgres?sslmode=disable", embedded: true };
const localPg = { databaseUrl: "postgres://postgres@127.0.0.1:5432/civicshift", embedded: false };
const remote = { databaseUrl: "postgres://app:secret@ep-cool-1.us-east-2.aws.neon.tech/neondb?sslmode=require", embedded: false };

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(DevSeedRefused);
    return (error as Error).message;
  }
  throw new Error("planDevSeed did not refuse");
}

describe("planDevSeed", () => {
  it("seeds logins and the sample feed on the embedded database, without being asked", () => {
    expect(planDevSeed(embedded, {})).toEqual({ logins: true, content: true, notes: [] });
    expect(planDevSeed(embedded, { NODE_ENV: "development" })).toEqual({ logins: true, content: true, notes: [] });
  });

  it("creates no logins on a DATABASE_URL unless SEED_DEV_LOGINS=1, and says so (NODE_ENV unset, as under tsx)", () => {
    for (const target of [localPg, remote]) {
      const plan = planDevSeed(target, {});
      expect(plan.logins).toBe(false);
      expect(plan.notes[0]).toMatch(/Development logins not created: DATABASE_URL is set\. Set SEED_DEV_LOGINS=1/);
    }
    expect(planDevSeed(localPg, { SEED_DEV_LOGINS: "true" }).notes[0]).toMatch(/SEED_DEV_LOGINS is "true"; set it to 1/);
  });

  it("with SEED_DEV_LOGINS=1 creates them on a database on this machine", () => {
    expect(planDevSeed(localPg, { SEED_DEV_LOGINS: "1" })).toEqual({ logins: true, content: true, notes: [] });
    expect(planDevSeed({ databaseUrl: "postgres:///civicshift?host=/var/run/postgresql", embedded: false }, { SEED_DEV_LOGINS: "1" }).logins).toBe(true);
  });

  it("refuses SEED_DEV_LOGINS=1 against a database elsewhere, naming the host and why", () => {
    const message = refusal(() => planDevSeed(remote, { SEED_DEV_LOGINS: "1" }));
    expect(message).toMatch(/^Refusing SEED_DEV_LOGINS=1: DATABASE_URL points at ep-cool-1\.us-east-2\.aws\.neon\.tech, which is not this machine/);
    expect(message).toMatch(/public passwords/);
    expect(message).toMatch(/npm run admin:create/);
    expect(message).not.toContain("secret");
    // A query parameter that moves the connection elsewhere counts, as it does for node-postgres.
    refusal(() => planDevSeed({ databaseUrl: "postgres://u@127.0.0.1/app?host=db.example.com", embedded: false }, { SEED_DEV_LOGINS: "1" }));
  });

  it("never seeds the sample feed on a database elsewhere", () => {
    const plan = planDevSeed(remote, {});
    expect(plan.content).toBe(false);
    expect(plan.notes).toContain("Sample job feed not seeded: DATABASE_URL points at ep-cool-1.us-east-2.aws.neon.tech, not at this machine.");
  });

  it("never seeds development data in production, and refuses an explicit request there", () => {
    for (const target of [embedded, localPg, remote]) {
      expect(planDevSeed(target, { NODE_ENV: "production" })).toEqual({ logins: false, content: false, notes: [] });
      expect(refusal(() => planDevSeed(target, { NODE_ENV: "production", SEED_DEV_LOGINS: "1" }))).toMatch(/NODE_ENV is production/);
    }
  });
});
