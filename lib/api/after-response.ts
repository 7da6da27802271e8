import "server-only";
import { after } from "next/server";
import { logError } from "@/lib/log/errors";

/**
 * Runs `task` once the response has been sent (Next's after()), so how long it takes is not part
 * of the answer: an endpoint that answers the same whether or not an address is known must not
 * answer faster when there is nothing to send. Outside a request (route handlers called in
 * process by the tests and scripts) it runs before returning. Errors are logged, never thrown:
 * the response is already on its way.
 */
export async function afterResponse(label: string, task: () => Promise<unknown>): Promise<void> {
  const run = () =>
    task().then(
      () => undefined,
      (error: unknown) => logError(label, error),
    );
  try {
    after(run);
  } catch {
    // "`after` was called outside a request scope"
    await run();
  }
}
