/**
 * One form of a traveller's sentence for the readers: full-width to half-width (NFKC), Thai,
 * Arabic-Indic and Persian digits to ASCII, the many dashes and tildes to "-" and "~", lower case.
 * Lengths stay as they were for everything the readers look at, so the words they quote are the
 * traveller's.
 */
export function normalizeRequestText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[๐-๙]/gu, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .replace(/[٠-٩]/gu, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/gu, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[‐-―−]/gu, '-')
    .replace(/[〜～]/gu, '~')
    .replace(/[،]/gu, ',')
    .toLowerCase();
}

const SMALL_NUMBERS: Record<string, number> = {
  // Chinese and Japanese numerals, as in 两个大人, 二人, 三泊.
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  // Korean native numbers before a counter: 두 명, 세 명, 두 개.
  한: 1,
  하나: 1,
  두: 2,
  둘: 2,
  세: 3,
  셋: 3,
  네: 4,
  넷: 4,
  다섯: 5,
  여섯: 6,
  // English, Indonesian, Thai and Arabic words for small numbers.
  one: 1,
  a: 1,
  an: 1,
  single: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  satu: 1,
  se: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  หนึ่ง: 1,
  สอง: 2,
  สาม: 3,
  สี่: 4,
  ห้า: 5,
  หก: 6,
  เจ็ด: 7,
  واحد: 1,
  واحدة: 1,
  اثنين: 2,
  اثنان: 2,
  ثلاث: 3,
  ثلاثة: 3,
  أربع: 4,
  أربعة: 4,
  اربع: 4,
  اربعة: 4,
  خمس: 5,
  خمسة: 5,
  ست: 6,
  ستة: 6,
  سبع: 7,
  سبعة: 7,
};

/** A regular expression source that matches a count: digits or one of the small number words. */
export const COUNT = `(\\d{1,2}|${Object.keys(SMALL_NUMBERS)
  .sort((a, b) => b.length - a.length)
  .join('|')})`;

/** The value of a count matched by COUNT. */
export function countValue(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d+$/u.test(word)) return Number(word);
  return SMALL_NUMBERS[word];
}

/**
 * A written amount as a number: "30,000", "1.500.000" (Indonesian thousands), "1,5" (Indonesian
 * decimals), "150.50". `dotGroups` says whether the dot groups thousands, as in Indonesian.
 */
export function amountValue(written: string, dotGroups: boolean): number {
  const [grouping, decimal] = dotGroups ? ['.', ','] : [',', '.'];
  const plain = written.split(grouping).join('').replace(decimal, '.');
  return Number(plain);
}

/** Whether a match sits on word edges in Latin script (so "nara" is not read in "narayan"). */
export function onLatinWordEdges(text: string, start: number, end: number): boolean {
  const latin = /[a-z0-9]/u;
  return !latin.test(text[start - 1] ?? '') && !latin.test(text[end] ?? '');
}
