import { describe, expect, it } from 'vitest';
import { formatDate, formatHour } from './date-words';
import { CURRENCIES, currencyChoices, formatCompactAmount, formatCount, formatMoney } from './money';

const RLM = '\u200F';
const LRM = '\u200E';
const NBSP = '\u00A0';

describe('formatting money', () => {
  it('uses each currency’s own digits and each locale’s way, the same however often it is asked', () => {
    for (let i = 0; i < 2; i++) {
      expect(formatMoney(123456, 'JPY', 'en')).toBe('¥123,456');
      expect(formatMoney(123456, 'USD', 'en')).toBe('$1,234.56');
      expect(formatMoney(123456, 'JPY', 'ja')).toBe('￥123,456');
      expect(formatMoney(2500, 'JPY', 'en', { signed: true })).toBe('+¥2,500');
      expect(formatMoney(2500, 'JPY', 'en')).toBe('¥2,500');
    }
  });

  it('writes a price in each UI language as that language does', () => {
    expect(Object.fromEntries(['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th'].map((l) => [l, formatMoney(26810, 'JPY', l)]))).toEqual({
      ja: '￥26,810',
      en: '¥26,810',
      ko: 'JP¥26,810',
      zh_Hans: 'JP¥26,810',
      zh_Hant: '¥26,810',
      id: 'JP¥26.810',
      th: '¥26,810',
    });
  });

  it('writes Arabic prices in Latin digits, the amount then the currency’s own symbol, held together by right-to-left marks', () => {
    expect(formatMoney(26810, 'JPY', 'ar')).toBe(`${RLM}26,810${NBSP}${RLM}¥`);
    expect(formatMoney(123456, 'USD', 'ar')).toBe(`${RLM}1,234.56${NBSP}${RLM}$`);
    expect(formatMoney(120000, 'KRW', 'ar')).toBe(`${RLM}120,000${NBSP}${RLM}₩`);
    expect(formatMoney(3200, 'TWD', 'ar')).toBe(`${RLM}3,200${NBSP}${RLM}NT$`);
    // A currency the product lists no symbol for keeps the one Arabic writes.
    expect(formatMoney(2500, 'SAR', 'ar')).toBe(`${RLM}25.00${NBSP}${RLM}ر.س.${RLM}`);
    // A difference keeps its sign on the amount, read left to right.
    expect(formatMoney(2500, 'JPY', 'ar', { signed: true })).toBe(`${RLM}${LRM}+2,500${NBSP}${RLM}¥`);
    expect(formatMoney(-2500, 'JPY', 'ar', { signed: true })).toBe(`${RLM}${LRM}-2,500${NBSP}${RLM}¥`);
  });

  it('shortens a calendar’s nightly price in the locale’s way and its digits', () => {
    expect(formatCompactAmount(26810, 'JPY', 'en')).toBe('26.8K');
    expect(formatCompactAmount(26810, 'JPY', 'ja')).toBe('2.7万');
    expect(formatCompactAmount(26810, 'JPY', 'ar')).toBe(`26.8${NBSP}ألف`);
    expect(formatCompactAmount(268100, 'USD', 'en')).toBe('2.7K');
  });

  it('dates Arabic in the same Latin digits as its prices', () => {
    expect(formatDate('2026-06-01', 'ar', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })).toBe(
      'الاثنين، 1 يونيو 2026',
    );
    expect(formatHour(18, 'ar')).toBe('6:00 م');
    const arabicIndicDigits = /[\u0660-\u0669]/;
    expect(formatMoney(26810, 'JPY', 'ar')).not.toMatch(arabicIndicDigits);
    expect(formatDate('2026-12-31', 'ar', { dateStyle: 'full' })).not.toMatch(arabicIndicDigits);
  });
});

describe('the currency list', () => {
  it("puts the hotel's currency first, then the guest's likely ones, then the widely used ones in code order", () => {
    const { suggested } = currencyChoices('JPY', ['USD', 'krw', null, 'XXX']);
    expect(suggested.map((c) => c.code)).toEqual(['JPY', 'USD', 'KRW', 'AUD', 'CNY', 'EUR', 'TWD']);
  });

  it('lists every other currency once, in the order of the codes it shows', () => {
    const { suggested, others } = currencyChoices('TWD', []);
    const codes = others.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect([...suggested, ...others].map((c) => c.code).sort()).toEqual(CURRENCIES.map((c) => c.code).sort());
    expect(suggested[0]?.code).toBe('TWD');
  });
});

describe('counts', () => {
  it('groups digits as the language does, Latin digits in Arabic, with the sign where the language puts it', () => {
    expect(formatCount(2_750, 'en')).toBe('2,750');
    expect(formatCount(2_750, 'ar')).toBe('2,750');
    expect(formatCount(-600, 'en', { signed: true })).toBe('-600');
    expect(formatCount(1_650, 'ja', { signed: true })).toBe('+1,650');
    expect(formatCount(-600, 'ar', { signed: true })).toBe('\u200e-600');
    expect(formatCount(0, 'en', { signed: true })).toBe('0');
  });
});
