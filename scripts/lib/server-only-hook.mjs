/**
 * Server modules `import "server-only"`, whose default export throws: only Next's react-server
 * build condition resolves it to an empty module, so a client component that imports one fails
 * the build. Scripts (tsx) run under plain Node, so this resolve hook gives them the empty module.
 * Loaded with `tsx --import ./scripts/lib/server-only-hook.mjs` (the npm scripts do), or by
 * scripts/lib/server-only.ts, which re-runs a script started without it.
 */
import { register } from "node:module";

register(
  "data:text/javascript," +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier !== "server-only") return next(specifier, context);
        const { url } = await next(specifier, context);
        return { url: new URL("./empty.js", url).href, shortCircuit: true };
      }`,
    ),
);
globalThis.__civicshiftServerOnlyHook = true;
