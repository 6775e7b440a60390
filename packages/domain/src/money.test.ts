import { describe, expect, it } from 'vitest';
import { formatMoney, currencyChoices, CURRENCIES } from './money';

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
