import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
