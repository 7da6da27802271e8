/**
 * Test fixtures for the auth tests: real rows and real Requests. Each call uses fresh emails,
 * usernames and client IPs, so tests sharing one database never trip each other's rate limits.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "@/db/client";
import { accounts, users } from "@/db/schema";
import { hashPassword } from "./password";
import { DAY } from "@/lib/time";

export function uniqueIp(): string {
  return `test-${randomUUID()}`;
}

export async function createTestAccount(
  opts: { password?: string; name?: string; isActive?: boolean; createdAt?: Date } = {},
) {
  const password = opts.password ?? "correct-horse-battery";
  const email = `auth-${randomUUID().slice(0, 8)}@example.test`;
  const createdAt = opts.createdAt ?? new Date();
  const [row] = await db
    .insert(accounts)
    .values({
      email,
      name: opts.name ?? "Test Person",
      passwordHash: await hashPassword(password),
      isActive: opts.isActive ?? true,
      trialEndDate: new Date(createdAt.getTime() + 7 * DAY),
      createdAt,
    })
    .returning({ id: accounts.id, email: accounts.email, name: accounts.name });
  return { ...row!, password };
}

export async function createTestAdmin(opts: { password?: string } = {}) {
  const password = opts.password ?? "admin-secret-pass";
  const username = `admin_${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(password) })
    .returning({ id: users.id, username: users.username });
  return { ...row!, password };
}

export async function setAccountActive(id: number, isActive: boolean) {
  await db.update(accounts).set({ isActive }).where(eq(accounts.id, id));
}

/** A JSON POST as a browser would send it, from its own client IP unless one is given. */
export function jsonRequest(
  url: string,
  body: unknown,
  opts: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(new URL(url, "http://localhost:3000"), {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": opts.ip ?? uniqueIp(),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    body: JSON.stringify(body),
  });
}

export function plainRequest(
  url: string,
  opts: { method?: string; cookie?: string; headers?: Record<string, string> } = {},
): Request {
  return new Request(new URL(url, "http://localhost:3000"), {
    method: opts.method ?? "GET",
    headers: { "x-forwarded-for": uniqueIp(), ...(opts.cookie ? { cookie: opts.cookie } : {}), ...opts.headers },
  });
}

/** "name=value" of the Set-Cookie a response carries (for the next request's Cookie header). */
export function sessionCookieOf(res: Response): string | null {
  const header = res.headers.get("set-cookie");
  if (!header) return null;
  return header.split(";")[0]!.trim();
}

export const noRouteContext = { params: Promise.resolve({}) };
