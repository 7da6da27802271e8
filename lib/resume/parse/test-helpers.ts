/**
 * Helpers for the parser's tests (Vitest only; the fixtures builders, shared with benchmarks and
 * journeys, are in ./test-fixtures.ts).
 */
import { expect } from "vitest";
import { AppError } from "@/lib/api/errors";
import { parseUpload } from "./index";

/** The AppError a parse fails with (fails the test if it succeeds or throws something else). */
export async function failure(filename: string, bytes: Uint8Array, timeLimitMs?: number): Promise<AppError> {
  try {
    await parseUpload({ filename, bytes, timeLimitMs });
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error(`expected ${filename} to be rejected`);
}

/** Watches the event loop: `stop()` gives the longest gap between 10 ms ticks since the start. */
export function watchEventLoop(): { stop: () => number } {
  let maxLag = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    maxLag = Math.max(maxLag, now - last);
    last = now;
  }, 10);
  return {
    stop: () => {
      clearInterval(ticker);
      return maxLag;
    },
  };
}
