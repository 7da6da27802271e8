/**
 * The O*NET and OPM files, as static JSON imports so that Vitest, tsx and the Next.js (Turbopack)
 * server bundle all include them with no file-system paths to trace. Only onet-index.ts imports
 * this module, and only through a dynamic import(), so the ~5 MB of JSON is parsed lazily, once
 * per process, the first time a translation runs.
 */
import occupations from "../data/onet/occupations.json" with { type: "json" };
import alternateTitles from "../data/onet/alternate-titles.json" with { type: "json" };
import tasks from "../data/onet/tasks.json" with { type: "json" };
import skills from "../data/onet/skills.json" with { type: "json" };
import technologySkills from "../data/onet/technology-skills.json" with { type: "json" };
import occupationalSeries from "../data/opm/occupational-series.json" with { type: "json" };

export type RawOccupation = { code: string; title: string; description: string; jobZone?: number };
export type RawSkill = { name: string; importance: number; level: number };
export type RawTechnology = { name: string; hot: boolean; inDemand: boolean; category: string };
export type RawSeries = { series: string; title: string; group: string; groupTitle: string; collar: string };

export const onetData = {
  occupations: occupations as RawOccupation[],
  alternateTitles: alternateTitles as Record<string, string[]>,
  tasks: tasks as Record<string, string[]>,
  skills: skills as Record<string, RawSkill[]>,
  technologySkills: technologySkills as Record<string, RawTechnology[]>,
  occupationalSeries: occupationalSeries as RawSeries[],
};
