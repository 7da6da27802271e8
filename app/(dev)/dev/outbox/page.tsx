import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatSentAt, listOutboxMessages, outboxDisabled } from "@/lib/email/outbox";

export const dynamic = "force-dynamic";

export default async function OutboxPage() {
  if (outboxDisabled()) notFound();
  const messages = await listOutboxMessages();
  return (
    <>
      <h1 className="text-2xl font-semibold tracking-tight">Outbox</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        Every email the app would have sent, newest first. Open one to follow its links (for example a verification
        link).
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border bg-card p-6 text-center text-muted-foreground">
          No emails yet. Create a resume or request a password reset and the email will appear here.
        </p>
      ) : (
        <div className="mt-6 rounded-lg border bg-card">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead scope="col">To</TableHead>
                <TableHead scope="col">Subject</TableHead>
                <TableHead scope="col">Template</TableHead>
                <TableHead scope="col">Time</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {messages.map((m) => (
                <TableRow key={m.id}>
                  <TableCell className="font-medium">{m.to}</TableCell>
                  <TableCell className="whitespace-normal">
                    <Link href={`/dev/outbox/${m.id}`} className="text-primary underline underline-offset-4 hover:no-underline">
                      {m.subject}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Badge variant="secondary">{m.template}</Badge>
                  </TableCell>
                  <TableCell>
                    <time dateTime={m.createdAt.toISOString()}>{formatSentAt(m.createdAt)}</time>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </>
  );
}
