import { z } from 'zod';
import { nightsBetween } from '../../dates';
import { LOCALES, type Locale } from '../../locales';
import { understandRequest } from '../parse';
import { budgetSchema, WISHES, type HotelRequest } from '../request';
import ar from './ar.json';
import en from './en.json';
import id from './id.json';
import ja from './ja.json';
import ko from './ko.json';
import th from './th.json';
import zhHans from './zh_Hans.json';
import zhHant from './zh_Hant.json';

/**
 * The labelled requests: sentences as travellers type them, with what each asks for. A field left
 * out of `expect` is one the sentence does not give, so reading one there counts as a miss.
 */
const labelledCases = z.array(
  z.object({
    text: z.string().min(1),
    today: z.string().optional(),
    expect: z
      .object({
        place_id: z.string(),
        checkin: z.string(),
        checkout: z.string(),
        nights: z.number(),
        rooms: z.number(),
        adults: z.number(),
        children: z.array(z.number().nullable()),
        budget: budgetSchema,
        wishes: z.array(z.enum(WISHES)),
        min_stars: z.number(),
        min_rating: z.number(),
      })
      .partial()
      .strict(),
  }),
);
/**
 * Each language's cases, and its held-out cases: written the same way but never used to improve
 * the parser, so their accuracy says how it does on sentences it was not shaped by.
 */
const labelledSet = z.object({
  locale: z.enum(LOCALES),
  today: z.string(),
  cases: labelledCases,
  held_out: z.object({ today: z.string(), cases: labelledCases }),
});
export type LabelledCase = z.infer<typeof labelledCases>[number] & { locale: Locale; today: string };

const EVALUATION_SETS = [ja, en, ko, zhHans, zhHant, id, th, ar].map((set) => labelledSet.parse(set));

export const LABELLED_CASES: LabelledCase[] = EVALUATION_SETS.flatMap((set) =>
  set.cases.map((c) => ({ ...c, locale: set.locale, today: c.today ?? set.today })),
);
export const HELD_OUT_CASES: LabelledCase[] = EVALUATION_SETS.flatMap((set) =>
  set.held_out.cases.map((c) => ({ ...c, locale: set.locale, today: c.today ?? set.held_out.today })),
);

export const SCORED_FIELDS = [
  'place_id',
  'checkin',
  'checkout',
  'nights',
  'adults',
  'children',
  'rooms',
  'budget',
  'wishes',
  'min_stars',
] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

type Expected = LabelledCase['expect'];

/** A field's value in a comparable form; undefined when the sentence gives none (one room and no children are the defaults). */
function valueOf(field: ScoredField, request: Partial<HotelRequest> & Expected): string | undefined {
  switch (field) {
    case 'nights': {
      const nights = request.checkin && request.checkout ? nightsBetween(request.checkin, request.checkout) : request.nights;
      return nights === undefined ? undefined : String(nights);
    }
    case 'rooms':
      return request.rooms === undefined || request.rooms === 1 ? undefined : String(request.rooms);
    case 'children':
      return request.children?.length ? JSON.stringify([...request.children].sort()) : undefined;
    case 'wishes':
      return request.wishes?.length ? JSON.stringify([...request.wishes].sort()) : undefined;
    case 'budget':
      return request.budget ? `${request.budget.amount} ${request.budget.currency} ${request.budget.per}` : undefined;
    default: {
      const value = request[field];
      return value === undefined ? undefined : String(value);
    }
  }
}

export interface CaseResult {
  case: LabelledCase;
  request: HotelRequest;
  ms: number;
  /** Per field that the sentence gives or the parser read: whether they agree. */
  fields: Partial<Record<ScoredField, boolean>>;
  misses: Array<{ field: ScoredField; expected?: string; actual?: string }>;
}

/** Parses one labelled sentence and compares it field by field; fields neither side has are not counted. */
export function scoreCase(labelled: LabelledCase): CaseResult {
  const started = performance.now();
  const { request } = understandRequest(labelled.text, { locale: labelled.locale, today: labelled.today });
  const ms = performance.now() - started;
  const fields: CaseResult['fields'] = {};
  const misses: CaseResult['misses'] = [];
  for (const field of SCORED_FIELDS) {
    const expected = valueOf(field, labelled.expect);
    const actual = valueOf(field, request);
    if (expected === undefined && actual === undefined) continue;
    fields[field] = expected === actual;
    if (expected !== actual) misses.push({ field, expected, actual });
  }
  return { case: labelled, request, ms, fields, misses };
}

export interface Accuracy {
  right: number;
  counted: number;
}

export const share = (accuracy: Accuracy) => (accuracy.counted ? accuracy.right / accuracy.counted : 1);

/** Field-level accuracy by language and by field over a run's results. */
export function accuracyOf(results: CaseResult[]) {
  const byLocale = new Map<Locale, Accuracy>();
  const byField = new Map<ScoredField, Accuracy>();
  const add = <K>(map: Map<K, Accuracy>, key: K, right: boolean) => {
    const entry = map.get(key) ?? { right: 0, counted: 0 };
    entry.counted++;
    if (right) entry.right++;
    map.set(key, entry);
  };
  for (const result of results)
    for (const [field, right] of Object.entries(result.fields) as Array<[ScoredField, boolean]>) {
      add(byLocale, result.case.locale, right);
      add(byField, field, right);
    }
  return { byLocale, byField };
}
