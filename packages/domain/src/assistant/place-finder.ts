import { normalizePlaceText, PLACES, placeSpellings, type Place, type PlaceKind } from '../places';
import { onLatinWordEdges } from './text';

export interface FoundPlace {
  place: Place;
  /** The words of the sentence that named it. */
  words: string;
}

interface Spelling {
  place: Place;
  /** The spelling as normalizePlaceText writes it. */
  key: string;
}

/** A station or landmark says more than the area it is in, and an area more than its city. */
const SPECIFICITY: Record<PlaceKind, number> = { station: 3, landmark: 3, area: 2, city: 1 };
const MAX_WORDS_IN_A_NAME = 4;
const LATIN = /^[a-z0-9]+$/u;

let index: { scripts: Spelling[]; latin: Map<string, Place[]>; latinKeys: string[] } | undefined;

/** Built once: every spelling of every place, Latin ones by key for exact and near look-ups. */
function placeIndex() {
  if (index) return index;
  const scripts: Spelling[] = [];
  const latin = new Map<string, Place[]>();
  for (const place of PLACES) {
    for (const spelling of placeSpellings(place)) {
      const key = normalizePlaceText(spelling);
      if (!key) continue;
      if (LATIN.test(key)) latin.set(key, [...(latin.get(key) ?? []), place]);
      else scripts.push({ place, key });
    }
  }
  index = { scripts, latin, latinKeys: [...latin.keys()] };
  return index;
}

/** Edit distance with swaps of neighbours (optimal string alignment), given up past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many typos a Latin name of this length may carry and still be recognised. */
const typosAllowed = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

interface Candidate extends FoundPlace {
  exact: boolean;
  at: number;
}

/** Latin words of the sentence, joined in runs of up to four, matched exactly or with a typo or two. */
function latinCandidates(text: string): Candidate[] {
  const { latin, latinKeys } = placeIndex();
  const words = [...text.matchAll(/[\p{Script=Latin}0-9][\p{Script=Latin}0-9'’.-]*/gu)];
  const found: Candidate[] = [];
  for (let first = 0; first < words.length; first++) {
    let key = '';
    for (let last = first; last < Math.min(words.length, first + MAX_WORDS_IN_A_NAME); last++) {
      // A name runs over spaces and hyphens only: 4月10日1泊 holds no "101".
      if (last > first && !/^[\s-]+$/u.test(text.slice(words[last - 1]!.index + words[last - 1]![0].length, words[last]!.index))) break;
      key += normalizePlaceText(words[last]![0]);
      const start = words[first]!.index;
      const end = words[last]!.index + words[last]![0].length;
      const phrase = text.slice(start, end);
      const exact = latin.get(key);
      if (exact) {
        for (const place of exact) found.push({ place, words: phrase, exact: true, at: start });
        continue;
      }
      const limit = typosAllowed(key.length);
      if (limit === 0 || /\d/u.test(key)) continue;
      for (const candidate of latinKeys) {
        if (Math.abs(candidate.length - key.length) > limit || candidate[0] !== key[0]) continue;
        if (editDistance(key, candidate, limit) <= limit)
          for (const place of latin.get(candidate)!) found.push({ place, words: phrase, exact: false, at: start });
      }
    }
  }
  return found;
}

/** Spellings in other scripts, found anywhere in the sentence (these scripts need no spaces). */
function scriptCandidates(text: string): Candidate[] {
  const folded = normalizePlaceText(text);
  const found: Candidate[] = [];
  for (const { place, key } of placeIndex().scripts) {
    const at = folded.indexOf(key);
    if (at < 0) continue;
    // A spelling with Latin letters or digits (台北101) keeps to word edges like a Latin one.
    if (/[a-z0-9]/u.test(key) && !onLatinWordEdges(folded, at, at + key.length)) continue;
    found.push({ place, words: key, exact: true, at });
  }
  return found;
}

/**
 * The place a sentence names: the most specific one when it names several (a station over its
 * city), then exact spellings over near ones, then longer names over shorter (新大阪駅 over 大阪).
 */
export function findPlace(text: string): FoundPlace | undefined {
  const candidates = [...scriptCandidates(text), ...latinCandidates(text)];
  if (candidates.length === 0) return undefined;
  const score = (c: Candidate) => SPECIFICITY[c.place.kind] * 100 + (c.exact ? 50 : 0) + Math.min(normalizePlaceText(c.words).length, 49);
  const best = candidates.reduce((a, b) => (score(b) > score(a) ? b : a));
  return { place: best.place, words: best.words };
}
