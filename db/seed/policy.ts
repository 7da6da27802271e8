/**
 * Which development data a seed may write, decided from where it writes rather than from NODE_ENV
 * (unset under tsx, so `npm run db:seed` once seeded the logins into whatever DATABASE_URL named).
 *
 * - Development logins have passwords printed in the README, the admin one included. They are
 *   created on the embedded database the launcher started, and on a DATABASE_URL only when asked
 *   for with SEED_DEV_LOGINS=1 AND the database is on this machine (localhost, 127.0.0.0/8, ::1, a
 *   Unix socket). Asked for anywhere else, the seed refuses and says why (DevSeedRefused).
 * - The sample job feed (listings labelled "Sample listing") goes where development happens: the
 *   embedded database or a database on this machine.
 * - Neither in production.
 */
import { databaseHost, isLoopbackDatabaseUrl } from "../../lib/config/loopback";

export type SeedTarget = {
  databaseUrl: string;
  /** True only for the embedded PGlite the launcher itself started (not for any DATABASE_URL). */
  embedded: boolean;
};

export type DevSeedPlan = { logins: boolean; content: boolean; notes: string[] };

/** A development seed that was asked for where it must not run; the message says why. */
export class DevSeedRefused extends Error {
  override name = "DevSeedRefused";
}

type Source = Record<string, string | undefined>;

export function planDevSeed(target: SeedTarget, source: Source = process.env): DevSeedPlan {
  const requested = source.SEED_DEV_LOGINS?.trim();
  const production = source.NODE_ENV === "production";
  const local = target.embedded || isLoopbackDatabaseUrl(target.databaseUrl, source.PGHOST);
  const host = databaseHost(target.databaseUrl, source.PGHOST) ?? "an unreadable host";

  if (production) {
    if (requested === "1") {
      throw new DevSeedRefused(
        "Refusing SEED_DEV_LOGINS=1: NODE_ENV is production, and development logins (public passwords) are never created in production. " +
          "Create an admin with `npm run admin:create` instead.",
      );
    }
    return { logins: false, content: false, notes: [] };
  }

  const notes: string[] = [];
  let logins = target.embedded;
  if (!target.embedded) {
    if (requested === "1") {
      if (!local) {
        throw new DevSeedRefused(
          `Refusing SEED_DEV_LOGINS=1: DATABASE_URL points at ${host}, which is not this machine. ` +
            "Development logins have public passwords (the admin one included), so they are created only on the embedded " +
            "database or on a database at localhost, 127.0.0.1 or ::1. To create an admin there, use `npm run admin:create`.",
        );
      }
      logins = true;
    } else {
      notes.push(
        requested
          ? `Development logins not created: SEED_DEV_LOGINS is "${requested}"; set it to 1 to create them on a database on this machine.`
          : "Development logins not created: DATABASE_URL is set. Set SEED_DEV_LOGINS=1 to create them on a database on this machine.",
      );
    }
  }
  if (!local) notes.push(`Sample job feed not seeded: DATABASE_URL points at ${host}, not at this machine.`);
  return { logins, content: local, notes };
}
