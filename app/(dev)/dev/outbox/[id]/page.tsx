import Link from "next/link";
import { notFound } from "next/navigation";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { extractLinks, formatSentAt, getOutboxMessage, outboxDisabled } from "@/lib/email/outbox";

export const dynamic = "force-dynamic";

export default async function OutboxMessagePage({ params }: { params: Promise<{ id: string }> }) {
  if (outboxDisabled()) notFound();
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const message = await getOutboxMessage(Number(id));
  if (!message) notFound();
  const links = extractLinks(message.html);
  const headers: [string, string][] = [
    ["From", message.from],
    ["To", message.to],
    ["Subject", message.subject],
    ["Template", message.template],
  ];

  return (
    <>
      <Link href="/dev/outbox" className="text-sm text-primary underline underline-offset-4 hover:no-underline">
        ← All emails
      </Link>
      <h1 className="mt-3 text-2xl font-semibold tracking-tight">{message.subject}</h1>

      <div className="mt-6 grid gap-6">
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Headers</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              {headers.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-muted-foreground">{label}</dt>
                  <dd className="break-all">{value}</dd>
                </div>
              ))}
              <div className="contents">
                <dt className="font-medium text-muted-foreground">Time</dt>
                <dd>
                  <time dateTime={message.createdAt.toISOString()}>{formatSentAt(message.createdAt)}</time>
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Links in this email</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {links.length === 0 ? (
              <p className="text-sm text-muted-foreground">This email contains no links.</p>
            ) : (
              <ul className="grid gap-3 text-sm">
                {links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="font-medium text-primary underline underline-offset-4 hover:no-underline">
                      {link.text}
                    </a>
                    {link.text !== link.href ? <div className="break-all text-muted-foreground">{link.href}</div> : null}
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Rendered HTML</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <iframe
              src={`/api/dev/outbox/${message.id}/html`}
              title={`Rendered email: ${message.subject}`}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              className="h-[720px] w-full rounded-md border bg-white"
            />
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <h2>Plain text</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-md bg-muted p-4 text-sm">{message.text}</pre>
          </CardContent>
        </Card>
      </div>
    </>
  );
}
