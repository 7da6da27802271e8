/**
 * Role families and the curated role map, loaded once per process (the JSON is small).
 */
import { codesForTitle } from "../builtin/onet-titles";
import type { OnetIndex } from "../builtin/onet-index";
import type { RoleFamily } from "./families";
import { familyOfOnetCode } from "./onet-family";
import { roleMapFiles } from "./role-map-data";
import { buildRoleMap, mappedFamiliesOfTitle, mappedFamilyOfTitle, type RoleMap } from "./role-map";

export * from "./families";
export { familyOfOnetCode } from "./onet-family";
export type { RoleMap, RoleMapEntry, RoleSkill } from "./role-map";

let cached: RoleMap | undefined;

export function getRoleMap(): RoleMap {
  cached ??= buildRoleMap(roleMapFiles);
  return cached;
}

/**
 * Evaluation only (`npm run eval:coverage`): makes the engine read another role map, or the
 * curated one again when called without one. Nothing in the product calls it.
 */
export function replaceRoleMapForEval(map?: RoleMap): void {
  cached = map;
}

/**
 * The role family of a private-sector job title: the role map's when it lists the title, else
 * the family of the O*NET occupation the title names (when an index is given).
 */
export function familyOfTitle(title: string, index?: OnetIndex): RoleFamily | null {
  const mapped = mappedFamilyOfTitle(getRoleMap(), title);
  if (mapped || !index) return mapped;
  const code = codesForTitle(index, title)[0];
  return code ? familyOfOnetCode(code) : null;
}

/** Every family a title belongs to: all families whose ladders list it, else its O*NET family. */
export function familiesOfTitle(title: string, index?: OnetIndex): RoleFamily[] {
  const mapped = mappedFamiliesOfTitle(getRoleMap(), title);
  if (mapped.length) return mapped;
  const one = familyOfTitle(title, index);
  return one ? [one] : [];
}
