// Stub: written by the email/tracking engineer. Loads the tag manager and the marketing pixel
// only when their ids are configured, with the request's CSP nonce.
export function AnalyticsScripts(_props: { nonce?: string }) {
  return null;
}
