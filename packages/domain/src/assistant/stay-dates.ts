import { ar, en, id, ja, zh, type Chrono } from 'chrono-node';
import { addDays, isIsoDate, nightsBetween } from '../dates';
import type { Locale } from '../locales';
import { MAX_NIGHTS } from '../limits';
import {
  COMING_WORDS,
  MONTH_WORDS,
  NEXT_WEEK_WORDS,
  NEXT_WEEKEND_WORDS,
  RELATIVE_DAYS,
  THIS_WEEKEND_WORDS,
  WEEKDAY_WORDS,
  WEEKEND_WORDS,
} from './date-words';
import { COUNT, countValue } from './text';

export interface StayDates {
  checkin?: string;
  checkout?: string;
  nights?: number;
  /** The words each part was read from. */
  words: { dates: string[]; nights: string[] };
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const monthOf = new Map<string, number>(MONTH_WORDS.flatMap((words, month) => words.map((word) => [word, month + 1] as const)));
const MONTH = `(?<![a-z])(${alternatives([...monthOf.keys()])})(?![a-z])`;
const ORDINAL = '(?:st|nd|rd|th)?';
const RANGE = '\\s*(?:-|~|–|to|till|until|thru|through|sampai|hingga|s/d|sd|ถึง|إلى|الى|حتى|و)\\s*';
const DAY = '(\\d{1,2})';

/** Dates the sentence writes in full or in part; each pattern gives year, month, day and maybe an end. */
const DATE_PATTERNS: ReadonlyArray<{ pattern: RegExp; read: (m: RegExpExecArray) => DateParts }> = [
  // 2026-12-24, 2026/12/24
  {
    pattern: /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/gu,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  // 12月24日〜27日, 12月24日から12月27日, 2026年12月24日, 12월 24일~27일, 12月24号到27号
  {
    pattern:
      /(?:(\d{4})\s*[年년]\s*)?(\d{1,2})\s*[月월]\s*(\d{1,2})(?:\s*[日일号號]|(?!\s*[\d人名명泊박晚位个個間间室部歳才살세岁歲]))(?:\s*(?:-|~|から|到|至|부터|에서)\s*(?:(\d{1,2})\s*[月월]\s*)?(\d{1,2})\s*[日일号號])?/gu,
    read: (m) => ({
      year: m[1] ? Number(m[1]) : undefined,
      month: Number(m[2]),
      day: Number(m[3]),
      end: m[5] ? { month: m[4] ? Number(m[4]) : undefined, day: Number(m[5]) } : undefined,
    }),
  },
  // 24–27 Dec, 24 Dec - 2 Jan, 24th to 27th of December 2026, 24-27 ธ.ค. 2569
  {
    pattern: new RegExp(
      `(?<![\\d/])${DAY}${ORDINAL}(?:${RANGE}${DAY}${ORDINAL})?\\s*(?:of\\s+)?${MONTH}(?:${RANGE}${DAY}${ORDINAL}\\s*${MONTH})?(?:\\s*(?:พ\\.ศ\\.|ค\\.ศ\\.)?\\s*,?\\s*(\\d{4}))?`,
      'gu',
    ),
    read: (m) => {
      const month = monthOf.get(m[3]!)!;
      const year = m[6] ? Number(m[6]) : undefined;
      if (m[4]) return { year, month, day: Number(m[1]), end: { month: monthOf.get(m[5]!)!, day: Number(m[4]) } };
      return { year, month, day: Number(m[1]), end: m[2] ? { day: Number(m[2]) } : undefined };
    },
  },
  // Dec 24-27, December 24 to January 2, Dec 24th, 2026
  {
    pattern: new RegExp(`${MONTH}\\s*${DAY}${ORDINAL}(?:${RANGE}(?:${MONTH}\\s*)?${DAY}${ORDINAL}(?![\\d:]))?(?:,?\\s*(\\d{4}))?`, 'gu'),
    read: (m) => ({
      year: m[5] ? Number(m[5]) : undefined,
      month: monthOf.get(m[1]!)!,
      day: Number(m[2]),
      end: m[4] ? { month: m[3] ? monthOf.get(m[3]) : undefined, day: Number(m[4]) } : undefined,
    }),
  },
];

/** 12/24 or 24/12: month first in East Asia and the US, day first in Indonesia, Thailand and the Arab world. */
const SLASH_DATE =
  /(?<![\d/.])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?:\s*(?:-|~|to|から|到|부터|sampai|ถึง|إلى)\s*(\d{1,2})\/(\d{1,2}))?(?![\d/])/gu;

interface DateParts {
  year?: number;
  month: number;
  day: number;
  end?: { month?: number; day: number };
}

const iso = (year: number, month: number, day: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** A written year: Buddhist-era years (2569) are the Gregorian year plus 543. */
const gregorian = (year: number) => (year > 2400 ? year - 543 : year);

/** The first such day on or after today when the year is not said. */
function nextOccurrence(month: number, day: number, today: string, year?: number): string | undefined {
  if (year !== undefined) {
    const date = iso(gregorian(year), month, day);
    return isIsoDate(date) ? date : undefined;
  }
  const thisYear = Number(today.slice(0, 4));
  for (const candidate of [thisYear, thisYear + 1]) {
    const date = iso(candidate, month, day);
    if (isIsoDate(date) && date >= today) return date;
  }
  return undefined;
}

function afterCheckin(checkin: string, month: number, day: number): string | undefined {
  const date = nextOccurrence(month, day, addDays(checkin, 1));
  return date && nightsBetween(checkin, date) <= MAX_NIGHTS ? date : undefined;
}

interface Found {
  checkin: string;
  checkout?: string;
  words: string;
}

function writtenDates(text: string, locale: Locale | undefined, today: string): Found | undefined {
  const found: Array<Found & { at: number }> = [];
  for (const { pattern, read } of DATE_PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const parts = read(m as RegExpExecArray);
      const checkin = nextOccurrence(parts.month, parts.day, today, parts.year);
      if (!checkin) continue;
      const checkout = parts.end ? afterCheckin(checkin, parts.end.month ?? parts.month, parts.end.day) : undefined;
      found.push({ checkin, checkout, words: m[0].trim(), at: m.index });
    }
  }
  const dayFirst = locale === 'id' || locale === 'th' || locale === 'ar';
  for (const m of text.matchAll(SLASH_DATE)) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [month, day] = (dayFirst && b <= 12) || a > 12 ? [b, a] : [a, b];
    const checkin = nextOccurrence(month, day, today, m[3] ? Number(m[3].length === 2 ? `20${m[3]}` : m[3]) : undefined);
    if (!checkin) continue;
    let checkout: string | undefined;
    if (m[4]) {
      const [c, d] = [Number(m[4]), Number(m[5])];
      const [endMonth, endDay] = (dayFirst && d <= 12) || c > 12 ? [d, c] : [c, d];
      checkout = afterCheckin(checkin, endMonth, endDay);
    }
    found.push({ checkin, checkout, words: m[0].trim(), at: m.index });
  }
  if (found.length === 0) return undefined;
  // Overlapping readings of the same words: the longest wins; then the first two dates are the stay.
  found.sort((a, b) => a.at - b.at || b.words.length - a.words.length);
  const distinct = found.filter((f, i) => i === 0 || f.at >= found[i - 1]!.at + found[i - 1]!.words.length);
  const [first, second] = distinct;
  if (!first!.checkout && second && second.checkin > first!.checkin && nightsBetween(first!.checkin, second.checkin) <= MAX_NIGHTS)
    return { checkin: first!.checkin, checkout: second.checkin, words: `${first!.words} ${second.words}` };
  return first;
}

/** The day of the month alone, as in 24日から / 24일부터 / from the 24th: the next such day. */
function dayOfMonthAlone(text: string, today: string): Found | undefined {
  const m = /(?<![\d月월/])(\d{1,2})\s*(?:日から|日~|日-|일부터|일~|号|號|th|st|nd|rd)/u.exec(text);
  if (!m) return undefined;
  const day = Number(m[1]);
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  for (let step = 0; step < 2; step++) {
    const date = iso(year + Math.floor((month - 1 + step) / 12), ((month - 1 + step) % 12) + 1, day);
    if (isIsoDate(date) && date >= today) return { checkin: date, words: m[0] };
  }
  return undefined;
}

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The Monday of the week a date is in. */
const mondayOf = (date: string) => addDays(date, -((weekdayOf(date) + 6) % 7));

function findWord(text: string, words: readonly string[]): string | undefined {
  return [...words].sort((a, b) => b.length - a.length).find((word) => text.includes(word));
}

/** This weekend, next weekend, the weekend: check-in on the Saturday, or the Friday for two nights or more. */
function weekend(text: string, today: string, nights: number | undefined): Found | undefined {
  const next = findWord(text, NEXT_WEEKEND_WORDS);
  const words = next ?? findWord(text, THIS_WEEKEND_WORDS) ?? findWord(text, WEEKEND_WORDS);
  if (!words) return undefined;
  let saturday = addDays(mondayOf(today), 5);
  if (weekdayOf(today) === 0) saturday = addDays(saturday, 7);
  if (next) saturday = addDays(saturday, 7);
  const checkin = nights !== undefined && nights >= 2 ? addDays(saturday, -1) : saturday;
  return { checkin, checkout: nights === undefined ? addDays(checkin, 1) : undefined, words };
}

const weekdayOfWord = new Map<string, number>(WEEKDAY_WORDS.flatMap((words, day) => words.map((word) => [word, day] as const)));
const WEEKDAY = new RegExp(`(${alternatives([...weekdayOfWord.keys()])})(?![a-z])`, 'u');

/** A weekday: the coming one, or next week's after 来週 / 다음 주 / 下周 / next. */
function weekday(text: string, today: string): Found | undefined {
  const m = WEEKDAY.exec(text);
  if (!m) return undefined;
  const before = text.slice(Math.max(0, m.index - 8), m.index);
  if (/[a-z]/u.test(m[1]!) && m[1]!.length <= 3 && !/\b(next|this|on)\s*$/u.test(before)) return undefined;
  const day = weekdayOfWord.get(m[1]!)!;
  // 下周六 / 下週五: the 下 of 下周 sits before the weekday word 周六.
  const nextWeek = NEXT_WEEK_WORDS.some((word) => before.includes(word)) || (/^[周週星]/u.test(m[1]!) && before.endsWith('下'));
  const date = nextWeek ? addDays(addDays(mondayOf(today), 7), (day + 6) % 7) : addDays(today, (day - weekdayOf(today) + 7) % 7);
  const after = text.slice(m.index + m[0].length, m.index + m[0].length + 8);
  const coming = COMING_WORDS.some((word) => after.trimStart().startsWith(word));
  return { checkin: date, words: (nextWeek ? before.trim() + ' ' : '') + m[0] + (coming ? after : '') };
}

function relativeDay(text: string, today: string): Found | undefined {
  for (const { days, words } of [...RELATIVE_DAYS].reverse()) {
    const word = findWord(text, words);
    // في الليلة is "a night" in a price, not tonight.
    if (word && !new RegExp(`(?:في|لل)\\s*${escape(word)}`, 'u').test(text)) return { checkin: addDays(today, days), words: word };
  }
  return undefined;
}

const CHRONO: Partial<Record<Locale, Chrono>> = {
  en: en.casual,
  ja: ja.casual,
  zh_Hans: zh.hans.casual,
  zh_Hant: zh.hant.casual,
  id: id.casual,
  ar: ar.casual,
};

/** Words after a number that make it a count, not a day ("January, 2 adults"). */
const COUNTED_AFTER = /^\s*(?:adults?|people|persons?|guests?|pax|kids?|child(?:ren)?|nights?|rooms?)(?![a-z])/u;
/** Words before a night word that make it a price's unit ("200 ريال في الليلة" is not tonight). */
const PRICE_UNIT_BEFORE = /(?:في|per|each|a|每|\/)\s*$/u;

/** What chrono-node reads that the rules above do not (next Friday, in three days, Christmas Eve in English). */
function chronoDates(text: string, locale: Locale | undefined, today: string): Found | undefined {
  const parser = CHRONO[locale ?? 'en'] ?? en.casual;
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  for (const result of parser.parse(text, reference, { forwardDate: true })) {
    if (!result.start.isCertain('day') && !result.start.isCertain('weekday')) continue;
    if (COUNTED_AFTER.test(text.slice(result.index + result.text.length))) continue;
    if (PRICE_UNIT_BEFORE.test(text.slice(0, result.index))) continue;
    const day = (components: typeof result.start) => iso(components.get('year')!, components.get('month')!, components.get('day')!);
    const checkin = day(result.start);
    if (checkin < today) continue;
    const checkout = result.end ? day(result.end) : undefined;
    return { checkin, checkout: checkout && checkout > checkin ? checkout : undefined, words: result.text };
  }
  return undefined;
}

/** A price right after a night word makes it a price per night: 1泊3万円, 1박 15만원, 一晚1000元. */
export const PRICE_AHEAD =
  '\\s*(?:[¥$₩฿]|nt\\$|rp\\.?)?\\s*\\d[\\d,.]*\\s*(?:万|萬|만|千|천|円|원|元|块|塊|บาท|k(?![a-z])|rb|ribu|juta|ريال|دولار|yen|won|usd|dollars?)';
/** "3 nights", 3泊, 2박, 3晚, 3 malam, 3 คืน, 3 ليال, ليلتين, but not "1泊3万円" (a price per night). */
const NIGHTS = new RegExp(
  `${COUNT}\\s*(?:-\\s*)?(?:nights?|泊|박(?!물)|(?:个|個)?(?:晚上?|夜)|malam|คืน(?!ละ)|ليال|ليالي|ليلات|ليلة)(?!${PRICE_AHEAD})`,
  'u',
);
const TWO_NIGHTS_AR = /ليلتين|ليلتان/u;
const ONE_NIGHT_AR = /ليلة واحدة/u;

export function readNights(text: string): { nights: number; words: string } | undefined {
  const m = NIGHTS.exec(text);
  const before = m ? text.slice(Math.max(0, m.index - 6), m.index) : '';
  // "$150 a night" is a price; "for a night" is a stay.
  const priceUnit = m && (/(?:per|each|\/)\s*$/u.test(before) || (/^(?:a|an|se)$/u.test(m[1]!) && !/(?:for|just|only)\s*$/u.test(before)));
  if (m && !priceUnit) {
    const nights = countValue(m[1]);
    if (nights !== undefined && nights >= 1 && nights <= MAX_NIGHTS) return { nights, words: m[0] };
  }
  const dual = TWO_NIGHTS_AR.exec(text);
  if (dual) return { nights: 2, words: dual[0] };
  const one = ONE_NIGHT_AR.exec(text);
  return one ? { nights: 1, words: one[0] } : undefined;
}

/** The stay's dates in a normalised sentence, relative to today (never the clock). */
export function readStayDates(text: string, locale: Locale | undefined, today: string): StayDates {
  const nightsSaid = readNights(text);
  const nights = nightsSaid?.nights;
  const found =
    writtenDates(text, locale, today) ??
    weekend(text, today, nights) ??
    relativeDay(text, today) ??
    weekday(text, today) ??
    dayOfMonthAlone(text, today) ??
    chronoDates(text, locale, today);
  const words = { dates: found ? [found.words] : [], nights: nightsSaid ? [nightsSaid.words] : [] };
  if (!found) return { nights, words };
  const checkout = found.checkout ?? (nights !== undefined ? addDays(found.checkin, nights) : undefined);
  return { checkin: found.checkin, checkout, nights: checkout ? nightsBetween(found.checkin, checkout) : nights, words };
}
