import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { describeError, isDatabaseError, queryName } from "./errors";

/** Shaped like pg-protocol's DatabaseError: message, detail and all. */
class DatabaseError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = "error";
  }
  readonly severity = "ERROR";
}
const pgError = (code: string, message: string, detail?: string) => new DatabaseError(message, code, detail);

describe("describeError", () => {
  it("logs a failed query as its code and query name, never its SQL, values, message or detail", () => {
    const cause = pgError("23505", 'duplicate key value violates unique constraint "accounts_email_unique"', "Key (email)=(casey@example.test) already exists.");
    const error = new DrizzleQueryError(
      'insert into "accounts" ("id", "email", "name", "phone") values (default, $1, $2, $3) returning "id"',
      ["casey@example.test", "Casey Morgan", "555-0101"],
      cause,
    );
    const line = describeError(error);
    expect(line).toBe("DrizzleQueryError (insert accounts) <- DatabaseError 23505");
    expect(line).not.toMatch(/casey|Casey Morgan|555-0101|Key \(|values|duplicate/);
  });

  it("keeps a value quoted in the driver's message out of the log", () => {
    const cause = pgError("22P02", 'invalid input syntax for type integer: "casey@example.test"');
    const line = describeError(new DrizzleQueryError('select "id" from "resumes" where "resumes"."id" = $1', ["casey@example.test"], cause));
    expect(line).toBe("DrizzleQueryError (select resumes) <- DatabaseError 22P02");
  });

  it("treats a driver error on its own (no ORM wrapper) the same way", () => {
    const pglite = Object.assign(new Error('insert or update on table "funnel_events" violates foreign key constraint'), {
      code: "23503",
      query: 'insert into "funnel_events" ("event") values ($1)',
      params: ["casey@example.test"],
    });
    expect(describeError(pglite)).toBe("Error 23503 (insert funnel_events)");
    expect(isDatabaseError(pglite)).toBe(true);
  });

  it("logs a database error wrapped by our own code without the wrapper's message", () => {
    const wrapped = new Error("could not save casey@example.test", {
      cause: new DrizzleQueryError('update "accounts" set "name" = $1', ["Casey"], pgError("40001", "could not serialize access")),
    });
    expect(describeError(wrapped)).toBe("Error <- DrizzleQueryError (update accounts) <- DatabaseError 40001");
  });

  it("keeps the stack of a bug that has nothing to do with the database", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'x')");
    expect(isDatabaseError(bug)).toBe(false);
    expect(describeError(bug)).toContain("TypeError: Cannot read properties of undefined");
    expect(describeError(bug)).toMatch(/errors\.test\.ts/);
  });
});

describe("queryName", () => {
  it.each([
    ['insert into "email_tracking" ("email") values ($1)', "insert email_tracking"],
    ['update "accounts" set "session_version" = "accounts"."session_version" + 1 where "accounts"."id" = $1', "update accounts"],
    ['delete from "job_searches" where "id" = $1', "delete job_searches"],
    ['select "id", "email" from "accounts" where lower("email") = $1 limit $2', "select accounts"],
    ['select count(*) from "public"."resumes"', "select resumes"],
    ["begin", "begin"],
    ["SELECT 1", "select"],
    ["casey@example.test", "query"],
  ])("%s -> %s", (sqlText, name) => {
    expect(queryName(sqlText)).toBe(name);
  });
});
