/**
 * `npm run admin:create [-- <username>]` and `npm run admin:reset-password [-- <username>]`: the
 * username from the command line or asked for, the password asked for twice and never echoed, then
 * lib/auth/admin-users.ts. Returns the exit code; scripts/admin.ts wires the database and terminal.
 */
import type { Database } from "../../db/client";
import {
  AdminUserError,
  alreadyExists,
  checkAdminPassword,
  checkAdminUsername,
  createAdmin,
  findAdmin,
  noSuchAdmin,
  resetAdminPassword,
} from "../../lib/auth/admin-users";
import { PromptAborted, type Prompter } from "./prompt";

export type AdminCommand = "create" | "reset-password";

export const ADMIN_USAGE = [
  "usage: npm run admin:create [-- <username>]",
  "       npm run admin:reset-password [-- <username>]",
  "The password is asked for twice and not shown. DATABASE_URL names the database.",
].join("\n");

export async function runAdminCommand(opts: {
  command: string | undefined;
  args: string[];
  db: () => Database;
  prompter: Prompter;
  log: (line: string) => void;
  error: (line: string) => void;
  /** Where the admin signs in, for the closing line. */
  appUrl?: string;
}): Promise<number> {
  const { command, args, prompter, log, error } = opts;
  if (command !== "create" && command !== "reset-password") {
    error(ADMIN_USAGE);
    return 2;
  }
  const positional = args.filter((a) => !a.startsWith("-"));
  if (positional.length > 1 || args.some((a) => a.startsWith("-") && a !== "--username")) {
    error(ADMIN_USAGE);
    return 2;
  }
  try {
    // Checked before the password is asked for, so a typo costs one prompt, not three.
    const username = checkAdminUsername(positional[0] ?? (await prompter.line("Admin username: ")));
    const existing = await findAdmin(opts.db(), username);
    if (command === "create" && existing) throw alreadyExists(existing.username);
    if (command === "reset-password" && !existing) throw noSuchAdmin(username);
    const password = await prompter.secret(
      command === "create" ? "Password (not shown): " : `New password for "${username}" (not shown): `,
    );
    checkAdminPassword(password);
    if ((await prompter.secret("Repeat the password: ")) !== password) {
      error("The passwords do not match. Nothing was changed.");
      return 1;
    }
    const where = opts.appUrl ? ` Sign in at ${opts.appUrl.replace(/\/$/, "")}/admin-login.` : "";
    if (command === "create") {
      const admin = await createAdmin(opts.db(), { username, password });
      log(`Admin "${admin.username}" created.${where}`);
    } else {
      const admin = await resetAdminPassword(opts.db(), { username, password });
      log(`Password of admin "${admin.username}" changed; its open sessions are signed out.${where}`);
    }
    return 0;
  } catch (e) {
    if (e instanceof AdminUserError || e instanceof PromptAborted) {
      error(e instanceof AdminUserError ? `${e.message} Nothing was changed.` : e.message);
      return 1;
    }
    const code = (e as { code?: string }).code;
    if (code === "42P01") {
      error("The database has no admin table yet: run `npm run db:migrate` first.");
      return 1;
    }
    throw e;
  } finally {
    prompter.close();
  }
}
