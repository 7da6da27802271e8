/**
 * Imported first by every schema module. The page Content-Security-Policy forbids eval; zod 4
 * compiles object parsers with `new Function` and probes for it, and Chrome reports that probe as
 * a CSP violation even though zod falls back. `jitless` must be set before any schema is built
 * (zod decides per schema at construction), hence a module of its own at the top of the imports.
 */
import { config } from "zod/v4/core";

config({ jitless: true });
