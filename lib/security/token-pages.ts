/**
 * Pages whose address carries a one-time token from an email (?token=…): the resume verification
 * link (/create-resume?verified=…&token=…), /verify-email, /resume-download and, once password
 * reset is built, /reset-password. On these pages:
 * - the token leaves the address bar before anything else runs (STRIP_TOKEN_SCRIPT, the first
 *   script of the page, before hydration and before the tag manager or the pixel read
 *   location.href); the page itself gets its token from the server-rendered search params, so
 *   nothing needs the address any more. History and a reload no longer hold it either;
 * - `Referrer-Policy: no-referrer` (next.config.ts), so no request from the page names its URL.
 *
 * A page that reads `?token=` must be listed here (and must take it from its `searchParams`
 * prop, never from the address, which no longer has it once the page is running).
 */
import "server-only";
export const TOKEN_PAGES = ["/verify-email", "/create-resume", "/resume-download", "/reset-password"] as const;

export const TOKEN_PARAM = "token";

/**
 * The inline script (rendered with the CSP nonce by the root layout). Plain ES5, no dependencies;
 * a failure is swallowed, as the page works the same with the token still in the address.
 */
export const STRIP_TOKEN_SCRIPT = `(function(){try{var p=${JSON.stringify(TOKEN_PAGES)},l=window.location;if(p.indexOf(l.pathname)<0)return;var u=new URL(l.href);if(!u.searchParams.has(${JSON.stringify(TOKEN_PARAM)}))return;u.searchParams.delete(${JSON.stringify(TOKEN_PARAM)});window.history.replaceState(window.history.state,"",u.pathname+u.search+u.hash)}catch(e){}})();`;
