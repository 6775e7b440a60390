import type { Locale } from '../locales';
import type { Budget } from './request';
import { PRICE_AHEAD } from './stay-dates';

/** The currency a price without one is in, by the language it is said in. */
const LOCALE_CURRENCY: Record<Locale, string> = {
  ja: 'JPY',
  en: 'USD',
  ko: 'KRW',
  zh_Hans: 'CNY',
  zh_Hant: 'TWD',
  id: 'IDR',
  th: 'THB',
  ar: 'SAR',
};

const BEFORE_AMOUNT: ReadonlyArray<[string, string]> = [
  ['us$', 'USD'],
  ['nt$', 'TWD'],
  ['hk$', 'HKD'],
  ['s$', 'SGD'],
  ['a$', 'AUD'],
  ['$', 'USD'],
  ['¥', 'JPY'],
  ['₩', 'KRW'],
  ['฿', 'THB'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['rp.', 'IDR'],
  ['新台币', 'TWD'],
  ['新台幣', 'TWD'],
  ['台币', 'TWD'],
  ['台幣', 'TWD'],
  ['人民币', 'CNY'],
  ['人民幣', 'CNY'],
  ['日幣', 'JPY'],
  ['日元', 'JPY'],
  ['日圓', 'JPY'],
  ['韓元', 'KRW'],
  ['韩元', 'KRW'],
  ['美金', 'USD'],
  ['美元', 'USD'],
  ['rp', 'IDR'],
  ['usd', 'USD'],
  ['jpy', 'JPY'],
  ['krw', 'KRW'],
  ['twd', 'TWD'],
  ['ntd', 'TWD'],
  ['cny', 'CNY'],
  ['rmb', 'CNY'],
  ['thb', 'THB'],
  ['idr', 'IDR'],
  ['sar', 'SAR'],
  ['aed', 'AED'],
  ['eur', 'EUR'],
];

/** Currency words after an amount; 元 alone is the yuan, or the Taiwan dollar when said in zh_Hant. */
const AFTER_AMOUNT: ReadonlyArray<[string, string]> = [
  ['円', 'JPY'],
  ['日元', 'JPY'],
  ['日圓', 'JPY'],
  ['日幣', 'JPY'],
  ['yen', 'JPY'],
  ['엔', 'JPY'],
  ['เยน', 'JPY'],
  ['ين', 'JPY'],
  ['원', 'KRW'],
  ['won', 'KRW'],
  ['韩元', 'KRW'],
  ['韓元', 'KRW'],
  ['วอน', 'KRW'],
  ['新台币', 'TWD'],
  ['新台幣', 'TWD'],
  ['台币', 'TWD'],
  ['台幣', 'TWD'],
  ['ntd', 'TWD'],
  ['twd', 'TWD'],
  ['人民币', 'CNY'],
  ['人民幣', 'CNY'],
  ['块', 'CNY'],
  ['塊', 'CNY'],
  ['元', 'CNY'],
  ['美元', 'USD'],
  ['美金', 'USD'],
  ['dollars', 'USD'],
  ['dollar', 'USD'],
  ['bucks', 'USD'],
  ['usd', 'USD'],
  ['dolar', 'USD'],
  ['دولار', 'USD'],
  ['jpy', 'JPY'],
  ['krw', 'KRW'],
  ['cny', 'CNY'],
  ['rmb', 'CNY'],
  ['บาท', 'THB'],
  ['baht', 'THB'],
  ['thb', 'THB'],
  ['rupiah', 'IDR'],
  ['idr', 'IDR'],
  ['ريال', 'SAR'],
  ['ر.س', 'SAR'],
  ['درهم', 'AED'],
  ['euro', 'EUR'],
  ['eur', 'EUR'],
];

const MULTIPLIERS: Record<string, number> = {
  万: 10_000,
  萬: 10_000,
  만: 10_000,
  หมื่น: 10_000,
  千: 1_000,
  천: 1_000,
  k: 1_000,
  rb: 1_000,
  ribu: 1_000,
  พัน: 1_000,
  ألف: 1_000,
  الف: 1_000,
  juta: 1_000_000,
  jt: 1_000_000,
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
const currencyOf = (table: ReadonlyArray<[string, string]>) => new Map(table);
const beforeCurrency = currencyOf(BEFORE_AMOUNT);
const afterCurrency = currencyOf(AFTER_AMOUNT);

const NUMBER = '(\\d[\\d,.]*\\d|\\d)';
const MULTIPLIER = `(?:\\s*(${alternatives(Object.keys(MULTIPLIERS))})(?![a-z]))?`;
const PREFIXED = new RegExp(`(?<![a-z])(${alternatives([...beforeCurrency.keys()])})\\s*${NUMBER}${MULTIPLIER}`, 'u');
const SUFFIXED = new RegExp(`(?<![\\d.,])${NUMBER}${MULTIPLIER}\\s*(${alternatives([...afterCurrency.keys()])})(?![a-z])`, 'u');
/** A price with no currency word, known as one by what surrounds it: 予算3万, 1박 15만 이하, under 150. */
const BUDGET_WORDS =
  '(?:budget|under|below|less than|max(?:imum)?|up to|予算|以内|以下|まで|예산|이하|이내|까지|预算|預算|以內|不超过|不超過|di bawah|maksimal|maks|anggaran|งบ|ไม่เกิน|ต่ำกว่า|ميزانية|أقل من|اقل من|حدود|بحد أقصى)';
const BARE_BEFORE = new RegExp(`${BUDGET_WORDS}\\s*(?:は|:)?\\s*${NUMBER}${MULTIPLIER}`, 'u');
const BARE_AFTER = new RegExp(`(?<![\\d.,])${NUMBER}${MULTIPLIER}\\s*${BUDGET_WORDS}`, 'u');

/** "1泊" is a price's night only when a price follows it; "1泊 大人2人" is the stay's length. */
const PER_NIGHT = new RegExp(
  `per night|a night|/\\s*night|/\\s*nt|each night|nightly|per room|(?:1\\s*泊|一泊|1\\s*박|1\\s*晚|一晚)(?=${PRICE_AHEAD})|박당|每晚|每夜|每一晚|per malam|/\\s*malam|semalam|satu malam|ต่อคืน|คืนละ|/\\s*คืน|في الليلة|لليلة|الليلة الواحدة|لكل ليلة`,
  'u',
);
const PER_STAY =
  /in total|total|altogether|whole stay|all in|合計|全部で|総額|トータル|총|전체|모두 합쳐|总共|總共|总价|總價|一共|semuanya|keseluruhan|รวม|ทั้งหมด|إجمالي|اجمالي|المجموع|بالمجموع/u;

/** A written amount: "30,000", "1.500.000" (dots grouping thousands), "1,5 juta" (a decimal comma). */
function amountOf(written: string, multiplier: string | undefined, locale: Locale | undefined): number {
  let plain: string;
  if (/^\d{1,3}(\.\d{3})+$/u.test(written)) plain = written.replace(/\./gu, '');
  else if (/^\d+,\d{1,2}$/u.test(written) && (multiplier || locale === 'id')) plain = written.replace(',', '.');
  else plain = written.replace(/,/gu, '');
  return Number(plain) * (multiplier ? MULTIPLIERS[multiplier]! : 1);
}

/** The most the traveller will pay, in a normalised sentence: per night unless a total is said. */
export function readBudget(sentence: string, locale: Locale | undefined): { budget: Budget; words: string } | undefined {
  // 1万5千円 is 15000 yen.
  const text = sentence.replace(/(\d+)\s*[万萬만]\s*(\d)\s*[千천]/gu, (_, man: string, sen: string) =>
    String(Number(man) * 10_000 + Number(sen) * 1_000),
  );
  let found: { amount: number; currency: string; words: string } | undefined;
  const prefixed = PREFIXED.exec(text);
  const suffixed = SUFFIXED.exec(text);
  if (prefixed && (!suffixed || prefixed.index <= suffixed.index)) {
    found = { amount: amountOf(prefixed[2]!, prefixed[3], locale), currency: beforeCurrency.get(prefixed[1]!)!, words: prefixed[0] };
  } else if (suffixed) {
    let currency = afterCurrency.get(suffixed[3]!)!;
    if (suffixed[3] === '元' && locale === 'zh_Hant') currency = 'TWD';
    found = { amount: amountOf(suffixed[1]!, suffixed[2], locale), currency, words: suffixed[0] };
  } else {
    const bare = BARE_BEFORE.exec(text) ?? BARE_AFTER.exec(text);
    // A bare number needs a multiplier or enough digits to be a price rather than a count.
    if (bare && (bare[2] || bare[1]!.replace(/\D/gu, '').length >= 3))
      found = { amount: amountOf(bare[1]!, bare[2], locale), currency: LOCALE_CURRENCY[locale ?? 'en'], words: bare[0] };
  }
  if (!found || !Number.isFinite(found.amount) || found.amount <= 0) return undefined;
  const per = PER_STAY.test(text) && !PER_NIGHT.test(text) ? 'stay' : 'night';
  return { budget: { amount: found.amount, currency: found.currency, per }, words: found.words.trim() };
}
