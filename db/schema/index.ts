/**
 * The whole CivicShift data model (both spec documents), one file per domain; import it as
 * `@/db/schema`. drizzle-kit reads this file (drizzle.config.ts), so a new domain file must be
 * re-exported here or its tables are missing from the migrations.
 *
 * Conventions:
 * - Column names are snake_case in SQL, camelCase in TypeScript, named as the spec names the fields.
 * - Emails are stored trimmed and lower-cased by the validation schemas; uniqueness is on that form.
 * - Every secret token column (verification, password reset) stores a SHA-256 hash of the token,
 *   never the token itself, next to an expiry; a used token is cleared, so it is single-use.
 * - String lists are Postgres text[]; structured lists (experience) are jsonb.
 */
export { bytea } from "./columns";
export * from "./resumes";
export * from "./analytics";
export * from "./accounts";
export * from "./content";
export * from "./jobs";
export * from "./email";
export * from "./operations";
