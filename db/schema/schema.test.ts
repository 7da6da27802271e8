/**
 * The schema is one module per domain behind db/schema/index.ts. What `@/db/schema` exports, and
 * the tables drizzle-kit sees, must stay exactly what the single db/schema.ts of before exported.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import drizzleConfig from "@/drizzle.config";
import * as schema from "./index";

const root = path.resolve(import.meta.dirname, "../..");
const dir = import.meta.dirname;

/** Every name (values and types) of the former db/schema.ts (`git show <before split>:db/schema.ts`). */
const FORMER_EXPORTS = [
  "Account", "BlogPost", "EXPERIENCE_LEVELS", "EmailTracking", "ExperienceEntry", "ExperienceLevel",
  "Guide", "JobMatch", "JobPosting", "JobSearch", "Lead", "NewAccount", "NewJobMatch", "NewJobPosting",
  "NewResume", "PositionDescription", "Resume", "User", "accountGuideDownloads", "accounts",
  "adminAuditLog", "blogPosts", "bytea", "cancellations", "contactMessages", "emailOutbox",
  "emailTracking", "funnelEvents", "governmentLogos", "guides", "jobAlertHistory", "jobMatches",
  "jobPostings", "jobSearchPreferences", "jobSearches", "leads", "pageViews", "positionDescriptions",
  "processedStripeEvents", "rateLimitBuckets", "resumeAttempts", "resumes", "settings", "users",
  "waitlistSubscribers",
];
/** Added after the split (issue 11: two-factor recovery codes, Stripe payments; issue 12: unsubscribe links). */
const ADDED_EXPORTS = ["accountRecoveryCodes", "payments", "unsubscribeTokens"];
const ALL_EXPORTS = [...FORMER_EXPORTS, ...ADDED_EXPORTS];
const FORMER_TYPES = ALL_EXPORTS.filter((name) => /^[A-Z][a-z]/.test(name));

function exportedNames(file: string): string[] {
  const program = ts.createProgram([file], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  return checker.getExportsOfModule(moduleSymbol).map((s) => s.name).sort();
}

describe("db/schema", () => {
  it("is split by domain: no single schema file, an index that only re-exports, every file readable in one sitting", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
    expect(files).toEqual(expect.arrayContaining(["index.ts", "resumes.ts", "accounts.ts", "jobs.ts", "email.ts"]));
    for (const file of files) {
      expect(readFileSync(path.join(dir, file), "utf8").split("\n").length, file).toBeLessThanOrEqual(300);
    }
    const index = readFileSync(path.join(dir, "index.ts"), "utf8");
    expect(index).not.toMatch(/pgTable\(/);
    expect(readdirSync(path.join(root, "db"))).not.toContain("schema.ts");
  });

  it("exports the same names, values and types, as the former db/schema.ts (plus the tables added since)", () => {
    expect(exportedNames(path.join(dir, "index.ts"))).toEqual([...ALL_EXPORTS].sort());
    const values = ALL_EXPORTS.filter((name) => !FORMER_TYPES.includes(name)).sort();
    expect(Object.keys(schema).sort()).toEqual(values);
  }, 30_000);

  it("is what drizzle-kit reads, and matches the latest migration snapshot (generate finds nothing to do)", async () => {
    expect(path.resolve(root, drizzleConfig.schema as string)).toBe(path.join(dir, "index.ts"));
    const { generateDrizzleJson, generateMigration } = await import("drizzle-kit/api");
    const journal = JSON.parse(readFileSync(path.join(root, "db/migrations/meta/_journal.json"), "utf8")) as {
      entries: { idx: number; tag: string }[];
    };
    const last = journal.entries.at(-1)!;
    const snapshotFile = `db/migrations/meta/${String(last.idx).padStart(4, "0")}_snapshot.json`;
    const previous = JSON.parse(readFileSync(path.join(root, snapshotFile), "utf8"));
    const current = generateDrizzleJson(schema as Record<string, unknown>, previous.id);
    expect(Object.keys(current.tables)).toHaveLength(Object.keys(previous.tables).length);
    expect(await generateMigration(previous, current)).toEqual([]);
  }, 30_000);
});
