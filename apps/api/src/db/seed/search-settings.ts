import type { SeedRoomType } from './catalogue-types';

type T = Record<string, string>;

/** Room search filters every demo hotel offers, each with the rule that says which room types match. */
const FILTERS: Array<{ id: number; name: T; matches: (rt: SeedRoomType) => boolean }> = [
  { id: 1, name: { en: 'Bathtub', ja: 'バスタブ付き' }, matches: (rt) => rt.bath },
  {
    id: 2,
    name: { en: 'Two beds or more', ja: 'ベッド2台以上' },
    matches: (rt) => rt.beds.reduce((sum, b) => sum + b.count, 0) >= 2,
  },
  { id: 3, name: { en: 'Sleeps 3 or more', ja: '3名以上' }, matches: (rt) => rt.sleeps >= 3 },
  {
    id: 4,
    name: { en: 'Japanese style', ja: '和室' },
    matches: (rt) => rt.beds.some((b) => b.type === 'futon'),
  },
];

/** The filters as init settings carry them (§3 room_search_filters: id, name, translations), for filters some room type matches. */
export function searchFilters(roomTypes: SeedRoomType[]) {
  return FILTERS.filter((f) => roomTypes.some(f.matches)).map((f) => ({ id: f.id, name: f.name.en ?? '', translations: f.name }));
}

export function filterIds(roomType: SeedRoomType): number[] {
  return FILTERS.filter((f) => f.matches(roomType)).map((f) => f.id);
}

/** A Japanese hotel's usual child tiers (§4 child options), charged as a share of one adult's rate. */
export const FAMILY_KIDS_TIERS = [
  {
    code: 'A',
    child_option: 'meal_same_as_adult_bedding',
    charge_percent: 70,
    name: { en: 'Child 6–11, own bed and meals', ja: '小学生（布団・食事あり）' },
  },
  {
    code: 'B',
    child_option: 'meal_no_bedding',
    charge_percent: 50,
    name: { en: 'Child 3–11, own bed, no meals', ja: '子ども（布団あり・食事なし）' },
  },
  {
    code: 'C',
    child_option: 'meal_yes',
    charge_percent: 30,
    name: { en: 'Child 0–5, sharing a bed, with meals', ja: '幼児（添い寝・食事あり）' },
  },
  {
    code: 'D',
    child_option: 'meal_no',
    charge_percent: 0,
    name: { en: 'Infant 0–2, sharing a bed, no meals', ja: '乳幼児（添い寝・食事なし）' },
  },
];
