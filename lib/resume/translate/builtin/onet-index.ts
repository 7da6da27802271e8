/**
 * Loads the O*NET/OPM data once per process (lazily, on first use) and builds the lookups the
 * engine needs: a BM25 index over each occupation's title, alternate titles, description and
 * tasks; an inverted index over every title for title similarity; and technology names.
 */
import type { RawOccupation, RawSeries, RawSkill, RawTechnology } from "./onet-data";
import { addUnigrams, tokens } from "./tokenize";

export type OnetData = {
  occupations: RawOccupation[];
  alternateTitles: Record<string, string[]>;
  tasks: Record<string, string[]>;
  skills: Record<string, RawSkill[]>;
  technologySkills: Record<string, RawTechnology[]>;
  occupationalSeries: RawSeries[];
};

type Postings = { docs: number[]; weights: number[] };

export type TitleEntry = { occ: number; text: string; terms: string[]; primary: boolean };

export type TechnologyInfo = { name: string; hot: boolean; occupations: number };

export type OnetIndex = {
  occupations: RawOccupation[];
  indexOf: Map<string, number>;
  altTitles: string[][];
  tasks: string[][];
  skills: RawSkill[][];
  tech: RawTechnology[][];
  series: Map<string, RawSeries>;
  /** Lower-cased technology name → info, over every occupation. */
  technology: Map<string, TechnologyInfo>;
  postings: Map<string, Postings>;
  idf: Map<string, number>;
  titles: TitleEntry[];
  titlePostings: Map<string, number[]>;
  titleIdf: Map<string, number>;
  buildMs: number;
};

const K1 = 1.2;
const B = 0.6;

export function buildOnetIndex(data: OnetData): OnetIndex {
  const started = performance.now();
  const occupations = data.occupations;
  const indexOf = new Map(occupations.map((o, i) => [o.code, i]));
  const altTitles = occupations.map((o) => data.alternateTitles[o.code] ?? []);
  const tasks = occupations.map((o) => data.tasks[o.code] ?? []);
  const skills = occupations.map((o) => data.skills[o.code] ?? []);
  const tech = occupations.map((o) => data.technologySkills[o.code] ?? []);

  // --- BM25 document index (titles tokenized once, reused by the title index below)
  const docTerms: Map<string, number>[] = [];
  const docLen: number[] = [];
  const titles: TitleEntry[] = [];
  occupations.forEach((o, i) => {
    const counts = new Map<string, number>();
    let len = 0;
    const addTitle = (text: string, weight: number, primary: boolean) => {
      const toks = tokens(text);
      let prev = "";
      for (const t of toks) {
        counts.set(t, (counts.get(t) ?? 0) + weight);
        if (prev) counts.set(`${prev}_${t}`, (counts.get(`${prev}_${t}`) ?? 0) + weight);
        prev = t;
      }
      len += weight * Math.max(0, 2 * toks.length - 1);
      titles.push({ occ: i, text, terms: uniq(toks), primary });
    };
    addTitle(o.title, 3, true);
    for (const t of altTitles[i]) addTitle(t, 1, false);
    // Bigrams only from titles: they carry the phrases ("information security", "social worker")
    // and keep the vocabulary (and the cold start) small.
    const add = (t: string) => counts.set(t, (counts.get(t) ?? 0) + 1);
    len += addUnigrams(o.description, add);
    for (const t of tasks[i]) len += addUnigrams(t, add);
    docTerms.push(counts);
    docLen.push(len);
  });
  const avgLen = docLen.reduce((a, b) => a + b, 0) / Math.max(1, docLen.length);
  const postings = new Map<string, Postings>();
  docTerms.forEach((counts, d) => {
    const norm = K1 * (1 - B + (B * docLen[d]) / avgLen);
    for (const [term, tf] of counts) {
      let list = postings.get(term);
      if (!list) postings.set(term, (list = { docs: [], weights: [] }));
      list.docs.push(d);
      list.weights.push((tf * (K1 + 1)) / (tf + norm));
    }
  });
  const n = occupations.length;
  const idf = new Map<string, number>();
  for (const [term, list] of postings) {
    idf.set(term, Math.log(1 + (n - list.docs.length + 0.5) / (list.docs.length + 0.5)));
  }

  // --- Title index (occupation titles and alternate titles)
  const titlePostings = new Map<string, number[]>();
  titles.forEach((t, id) => {
    for (const term of t.terms) {
      let l = titlePostings.get(term);
      if (!l) titlePostings.set(term, (l = []));
      l.push(id);
    }
  });
  const titleIdf = new Map<string, number>();
  for (const [term, ids] of titlePostings) {
    titleIdf.set(term, Math.log(1 + titles.length / ids.length));
  }

  // --- Technology names
  const technology = new Map<string, TechnologyInfo>();
  for (const list of tech) {
    for (const t of list) {
      const key = t.name.toLowerCase();
      const info = technology.get(key);
      if (info) {
        info.occupations++;
        info.hot ||= t.hot;
      } else technology.set(key, { name: t.name, hot: t.hot, occupations: 1 });
    }
  }

  return {
    occupations,
    indexOf,
    altTitles,
    tasks,
    skills,
    tech,
    series: new Map(data.occupationalSeries.map((s) => [s.series, s])),
    technology,
    postings,
    idf,
    titles,
    titlePostings,
    titleIdf,
    buildMs: performance.now() - started,
  };
}

function uniq<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** BM25 score of every occupation for weighted query terms. */
export function scoreText(index: OnetIndex, query: ReadonlyMap<string, number>): Float64Array {
  const scores = new Float64Array(index.occupations.length);
  for (const [term, weight] of query) {
    const p = index.postings.get(term);
    if (!p) continue;
    const w = (index.idf.get(term) ?? 0) * weight;
    for (let k = 0; k < p.docs.length; k++) scores[p.docs[k]] += w * p.weights[k];
  }
  return scores;
}

export type TitleMatch = { occ: number; score: number; title: string };

/**
 * Best title similarity per occupation (IDF-weighted Dice over stemmed tokens), for a job title.
 * Only occupations scoring at least `min` are returned.
 */
export function matchTitle(index: OnetIndex, title: string, min = 0.5): Map<number, TitleMatch> {
  const q = uniq(tokens(title));
  const out = new Map<number, TitleMatch>();
  if (!q.length) return out;
  const qWeight = q.reduce((a, t) => a + (index.titleIdf.get(t) ?? 3), 0);
  const shared = new Map<number, number>();
  for (const t of q) {
    const ids = index.titlePostings.get(t);
    if (!ids) continue;
    const w = index.titleIdf.get(t) ?? 0;
    for (let k = 0; k < ids.length; k++) shared.set(ids[k], (shared.get(ids[k]) ?? 0) + w);
  }
  for (const [id, common] of shared) {
    const entry = index.titles[id];
    const eWeight = entry.terms.reduce((a, t) => a + (index.titleIdf.get(t) ?? 0), 0);
    const score = (2 * common) / (qWeight + eWeight);
    if (score < min) continue;
    const prev = out.get(entry.occ);
    if (!prev || score > prev.score) out.set(entry.occ, { occ: entry.occ, score, title: entry.text });
  }
  return out;
}

let pending: Promise<OnetIndex> | undefined;

/** The process-wide index, built on first use. */
export function loadOnetIndex(): Promise<OnetIndex> {
  pending ??= import("./onet-data")
    .then((m) => buildOnetIndex(m.onetData))
    .catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
  return pending;
}
