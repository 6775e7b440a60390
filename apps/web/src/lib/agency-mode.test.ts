import { describe, expect, it } from 'vitest';
import { isAgencyPath } from './agency-mode';

const at = (address: string) => {
  const url = new URL(address, 'https://book.example');
  return isAgencyPath(url.pathname, url.searchParams);
};

describe('the pages that put a tab in agency mode (§2 OTA route set)', () => {
  it('the home without a hotel, the hotel search, a hotel page and every tripla path shape', () => {
    expect(at('/')).toBe(true);
    expect(at('/search-hotels?place=kyoto')).toBe(true);
    expect(at('/hotels/hoshi-kyoto-station')).toBe(true);
    expect(at('/reservation-tripla/hoshi-kyoto-station/search')).toBe(true);
    expect(at('/reservation-tripla/hoshi-kyoto-station/confirmation/1234567890')).toBe(true);
    expect(at('/member-registration-tripla/hoshi-kyoto-station/open-signup')).toBe(true);
    expect(at('/ota-sign-in')).toBe(true);
    expect(at('/confirm-reservation?code=hoshi-kyoto-station')).toBe(true);
    expect(at('/confirm-reservation')).toBe(true);
  });

  it("not the widget's own pages, nor the root with a hotel code", () => {
    expect(at('/?code=sakura-ginza')).toBe(false);
    expect(at('/?hotel_code=sakura-ginza')).toBe(false);
    expect(at('/booking/result?code=sakura-ginza')).toBe(false);
    expect(at('/sign-in?code=sakura-ginza')).toBe(false);
    expect(at('/ota-sign-in-later')).toBe(false);
    expect(at('/confirm-reservation/x')).toBe(false);
    expect(at('/hotels')).toBe(false);
    expect(at('/search-hotels/kyoto')).toBe(false);
    expect(at('/reservation/review?code=sakura-ginza')).toBe(false);
  });
});
