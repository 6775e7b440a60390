import { describe, expect, it } from 'vitest';
import { readCredentialHeader, reservationCredentialHeaders } from './reservation-access';

describe("a reservation's credentials as request headers", () => {
  it('are sent percent-encoded, empty ones left out, and read back as given', () => {
    const headers = reservationCredentialHeaders({ email: 'yui+stay@例え.jp', bypass_token: '' });
    expect(headers).toEqual({ 'x-reservation-email': 'yui%2Bstay%40%E4%BE%8B%E3%81%88.jp' });
    expect(readCredentialHeader(headers['x-reservation-email']!)).toBe('yui+stay@例え.jp');
  });

  it('read a plain value as itself, and one that is not valid encoding as it came', () => {
    expect(readCredentialHeader('guest@example.com')).toBe('guest@example.com');
    expect(readCredentialHeader('50%off@example.com')).toBe('50%off@example.com');
  });
});
