/**
 * The role map's JSON files, as static imports (bundled by Next, Vitest and tsx alike). Earlier
 * files win where two entries share a key (the core file first, then the wider curated sets).
 */
import core from "../data/role-map/core.json" with { type: "json" };
import federal1 from "../data/role-map/federal-1.json" with { type: "json" };
import federal2 from "../data/role-map/federal-2.json" with { type: "json" };
import federal3 from "../data/role-map/federal-3.json" with { type: "json" };
import federal4 from "../data/role-map/federal-4.json" with { type: "json" };
import federal5 from "../data/role-map/federal-5.json" with { type: "json" };
import federal6 from "../data/role-map/federal-6.json" with { type: "json" };
import federal7 from "../data/role-map/federal-7.json" with { type: "json" };
import federal8 from "../data/role-map/federal-8.json" with { type: "json" };
import federal9 from "../data/role-map/federal-9.json" with { type: "json" };
import local1 from "../data/role-map/local-1.json" with { type: "json" };
import local2 from "../data/role-map/local-2.json" with { type: "json" };
import local3 from "../data/role-map/local-3.json" with { type: "json" };
import local4 from "../data/role-map/local-4.json" with { type: "json" };
import local5 from "../data/role-map/local-5.json" with { type: "json" };
import type { RoleMapFile } from "./role-map";

const files = [core, federal1, federal2, federal3, federal4, federal5, federal6, federal7, federal8, federal9, local1, local2, local3, local4, local5] as RoleMapFile[];
/** Federal keys are OPM series ("0343") or wage-grade series ("WG-4749"); anything else is a state or local job family. */
const isLocal = (e: unknown) => !/^(?:[A-Z]{2}-)?\d{4}$/.test(String((e as { key?: unknown }).key ?? ""));

export const roleMapFiles: { federal: RoleMapFile[]; local: RoleMapFile[] } = {
  federal: files.map((f) => ({ entries: f.entries.filter((e) => !isLocal(e)) })),
  local: files.map((f) => ({ entries: f.entries.filter(isLocal) })),
};
