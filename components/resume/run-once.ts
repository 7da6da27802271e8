/**
 * Emailed tokens are single-use, but React's strict mode (and a remount) runs an effect twice.
 * Sharing one promise per key makes the second run wait for the first request instead of
 * spending the token again and showing "expired" to the person who just used it.
 */
const inflight = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, task: () => Promise<T>): Promise<T> {
  let promise = inflight.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = task();
    inflight.set(key, promise);
  }
  return promise;
}
