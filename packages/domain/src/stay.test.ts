import { describe, expect, it } from 'vitest';
import { checkStay, firstCheckinDate, sellsLastNight } from './stay';

const rules = { today: '2026-11-21', reservableMonths: 12, maxNights: 30 };

describe('stay checks', () => {
  it('accepts a stay starting today', () => {
    expect(checkStay('2026-11-21', '2026-11-22', rules)).toBeNull();
  });
  it('refuses past check-in, reversed dates and overlong stays', () => {
    expect(checkStay('2026-11-20', '2026-11-22', rules)?.message).toBe('validation.checkin_past');
    expect(checkStay('2026-11-25', '2026-11-25', rules)?.message).toBe('validation.checkout_after_checkin');
    expect(checkStay('2026-11-25', '2026-12-26', rules)?.message).toBe('validation.stay_too_long');
    expect(checkStay('2026-11-31', '2026-12-01', rules)?.message).toBe('validation.date');
  });
  it('lets day use check out on the check-in day only', () => {
    expect(checkStay('2026-11-25', '2026-11-25', { ...rules, dayUse: true })).toBeNull();
    expect(checkStay('2026-11-25', '2026-11-26', { ...rules, dayUse: true })?.message).toBe('validation.checkout_after_checkin');
  });
  it('answers 1903 beyond the reservable period, with the months', () => {
    expect(checkStay('2027-11-20', '2027-11-21', rules)).toBeNull();
    expect(checkStay('2027-11-21', '2027-11-22', rules)).toMatchObject({
      key: 'reservable_period',
      values: { reservable_period_months: 12 },
    });
  });
});

describe('first check-in date', () => {
  // 2026-11-21 03:30 in Tokyo is 2026-11-20 18:30 UTC.
  const smallHours = new Date('2026-11-20T18:30:00Z');
  const morning = new Date('2026-11-20T21:30:00Z');
  it('is yesterday in the small hours where the hotel sells last night late', () => {
    expect(firstCheckinDate('Asia/Tokyo', true, smallHours)).toBe('2026-11-20');
    expect(firstCheckinDate('Asia/Tokyo', true, morning)).toBe('2026-11-21');
  });
  it('is today in the hotel time zone otherwise', () => {
    expect(firstCheckinDate('Asia/Tokyo', false, smallHours)).toBe('2026-11-21');
    expect(firstCheckinDate('Europe/London', true, smallHours)).toBe('2026-11-20');
  });
  it('says when last night is on sale, so the page can say why check-in is yesterday', () => {
    expect(sellsLastNight('Asia/Tokyo', true, smallHours)).toBe(true);
    expect(sellsLastNight('Asia/Tokyo', true, new Date('2026-11-20T19:59:59Z'))).toBe(true);
    expect(sellsLastNight('Asia/Tokyo', true, new Date('2026-11-20T20:00:00Z'))).toBe(false);
    expect(sellsLastNight('Asia/Tokyo', false, smallHours)).toBe(false);
    expect(sellsLastNight('Europe/London', true, smallHours)).toBe(false);
  });
});
