import { describe, expect, it } from 'vitest';
import { formatMoney, findCurrency, decimalDigits } from './money';
import { discountedTotal, priceStay, signInNights } from './pricing';

describe('pricing', () => {
  it('takes a sign-in discount off each night before tax, so the nights add up to what a member pays', () => {
    const nights = [
      { date: '2026-12-01', amount: 12_345 },
      { date: '2026-12-02', amount: 15_000 },
    ];
    const member = signInNights(nights, 10);
    expect(member.map((n) => n.amount)).toEqual([11_110, 13_500]);
    const price = priceStay([member], { taxRatePercent: 10 }, 'JPY');
    expect(price.total_price).toBe(24_610 + 2_461);
    expect(discountedTotal(price)).toEqual({
      total_price_after_discount: 27_071,
      total_price_after_discount_tax: 2_461,
      total_accommodation_tax: 0,
    });
  });

  it('leaves the nights alone without a sign-in discount', () => {
    const nights = [{ date: '2026-12-01', amount: 9_999 }];
    expect(signInNights(nights, 0)).toEqual(nights);
  });

  it('sums nightly rates per room and adds tax rounded on the room subtotal', () => {
    const nights = [
      { date: '2026-12-01', amount: 12_345 },
      { date: '2026-12-02', amount: 15_000 },
    ];
    const price = priceStay([nights], { taxRatePercent: 10 }, 'JPY');
    expect(price.room_price_without_tax).toBe(27_345);
    expect(price.tax).toBe(2_735);
    expect(price.total_price).toBe(30_080);
  });

  it('keeps the total equal to the sum of its rooms', () => {
    const room = [{ date: '2026-12-01', amount: 999 }];
    const price = priceStay([room, room, room], { taxRatePercent: 5 }, 'TWD');
    expect(price.rooms.map((r) => r.total_price)).toEqual([1_049, 1_049, 1_049]);
    expect(price.total_price).toBe(3_147);
    expect(price.tax + price.total_price_without_tax).toBe(price.total_price);
  });
});

describe('currencies', () => {
  it('uses zero decimal digits for JPY, KRW, TWD, IDR and VND, two otherwise', () => {
    expect(['JPY', 'KRW', 'TWD', 'IDR', 'VND'].map(decimalDigits)).toEqual([0, 0, 0, 0, 0]);
    expect(decimalDigits('USD')).toBe(2);
  });

  it('finds a currency case-insensitively', () => {
    expect(findCurrency('twd')?.symbol).toBe('NT$');
    expect(findCurrency('xxx')).toBeUndefined();
  });

  it('formats minor units with the currency digits and locale', () => {
    expect(formatMoney(30_080, 'JPY', 'en')).toBe('¥30,080');
    expect(formatMoney(123_456, 'USD', 'en')).toBe('$1,234.56');
    expect(formatMoney(30_080, 'JPY', 'ja')).toBe('￥30,080');
  });
});
