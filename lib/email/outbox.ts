/**
 * Reading the development outbox (emails stored instead of sent when no RESEND_API_KEY is set).
 * Only the /dev/outbox pages and their HTML route use this; they 404 where the outbox is off (outboxDisabled).
 */
import "server-only";
import { desc, eq } from "drizzle-orm";
import { db as defaultDb, type Database } from "@/db/client";
import { emailOutbox } from "@/db/schema";
import { devOutboxAllowed } from "@/lib/env";

export type OutboxMessage = typeof emailOutbox.$inferSelect;
export type OutboxSummary = Pick<OutboxMessage, "id" | "to" | "subject" | "template" | "createdAt">;

/**
 * True where the dev outbox must not exist (its pages and API answer 404): whenever an email provider
 * is configured, and in production except on the end-to-end test server (lib/env.ts devOutboxAllowed).
 * Read from process.env per request: ENABLE_DEV_OUTBOX is a run-time setting, not a build-time one.
 */
export function outboxDisabled(e: NodeJS.ProcessEnv = process.env): boolean {
  return !devOutboxAllowed(e);
}

export function formatSentAt(date: Date): string {
  return date.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "medium" });
}

export async function listOutboxMessages({ limit = 200, db = defaultDb }: { limit?: number; db?: Database } = {}): Promise<
  OutboxSummary[]
> {
  return db
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      template: emailOutbox.template,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}

export async function getOutboxMessage(id: number, { db = defaultDb }: { db?: Database } = {}): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row ?? null;
}

export type EmailLink = { href: string; text: string };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : match;
    }
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

/**
 * Every link of an email's HTML (href and visible text), in order, without duplicates. Only
 * http(s) and mailto links are returned: they are shown as clickable links on the outbox page,
 * and anything else (javascript:, data:) must never become one.
 */
export function extractLinks(html: string): EmailLink[] {
  const links: EmailLink[] = [];
  const seen = new Set<string>();
  const anchor = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
  for (const match of html.matchAll(anchor)) {
    const attrs = match[1] ?? "";
    const hrefMatch = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attrs);
    if (!hrefMatch) continue;
    const href = decodeEntities((hrefMatch[1] ?? hrefMatch[2] ?? hrefMatch[3] ?? "").trim());
    if (!/^(https?:|mailto:)/i.test(href) || seen.has(href)) continue;
    seen.add(href);
    // Outlook-only markup sits in conditional comments (React Email's Button pads with them).
    const text = decodeEntities((match[2] ?? "").replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]*>/g, " "))
      .replace(/[\u200b-\u200d\ufeff]/g, "")
      .replace(/\s+/g, " ")
      .trim();
    links.push({ href, text: text || href });
  }
  return links;
}
