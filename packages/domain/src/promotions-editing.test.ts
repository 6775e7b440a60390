import { describe, expect, it } from 'vitest';
import { promotionIssueSchema, promotionStatus, unknownPromotionCodes } from './promotions-editing';

const valid = {
  name: 'Autumn 10% off',
  discount_target_type: 'all_users',
  discount_type: 'percentage',
  discount_value: 10,
  stay_start: '2027-10-01',
  stay_end: '2027-10-31',
  booking_start: '2027-09-01',
  booking_end: '2027-10-31',
};

/** The fields a request is refused by, with their messages. */
function problems(overrides: Record<string, unknown>) {
  const result = promotionIssueSchema.safeParse({ ...valid, ...overrides });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('promotion requests', () => {
  it('take a promotion for everyone on every plan, with the defaults filled in', () => {
    expect(promotionIssueSchema.parse(valid)).toMatchObject({
      code: null,
      target_mode: 'include',
      hotel_plan_codes: [],
      room_type_codes: [],
      name_translations: {},
    });
    expect(problems({ discount_value: 100 })).toEqual({});
    expect(problems({ discount_type: 'amount', discount_value: 150_000 })).toEqual({});
    expect(problems({ stay_end: valid.stay_start, booking_end: valid.booking_start })).toEqual({});
  });

  it('refuse a percentage over 100, by its field', () => {
    expect(problems({ discount_value: 101 })).toEqual({ discount_value: 'validation.percent_range' });
    expect(problems({ discount_value: 0 })).toHaveProperty('discount_value');
  });

  it('refuse periods that end before they start', () => {
    expect(problems({ stay_end: '2027-09-30' })).toEqual({ stay_end: 'validation.period_backwards' });
    expect(problems({ booking_start: '2027-11-01' })).toEqual({ booking_end: 'validation.period_backwards' });
    expect(problems({ stay_end: '2027-02-30' })).toHaveProperty('stay_end', 'validation.date');
  });

  it('want a code for a coupon promotion only', () => {
    expect(problems({ discount_target_type: 'coupon' })).toEqual({ code: 'validation.required' });
    expect(problems({ discount_target_type: 'coupon', code: 'AUTUMN10' })).toEqual({});
    expect(problems({ code: 'AUTUMN10' })).toEqual({ code: 'validation.invalid' });
    expect(problems({ discount_target_type: 'coupon', code: 'no spaces' })).toEqual({ code: 'validation.invalid' });
  });

  it('want a name, and every translation of it non-blank', () => {
    expect(problems({ name: '  ' })).toEqual({ name: 'validation.required' });
    expect(problems({ name_translations: { ja: ' ' } })).toEqual({ 'name_translations.ja': 'validation.required' });
    expect(problems({ name: 'x'.repeat(101) })).toEqual({ name: 'validation.too_long' });
  });
});

describe('unknownPromotionCodes', () => {
  const hotel = { planCodes: ['RO', 'BF'], roomTypeCodes: ['MOD-DBL'] };

  it('names each list with a code the hotel has none of', () => {
    expect(unknownPromotionCodes({ hotel_plan_codes: ['RO'], room_type_codes: [] }, hotel)).toEqual([]);
    expect(unknownPromotionCodes({ hotel_plan_codes: ['RO', 'XX'], room_type_codes: ['NOPE'] }, hotel)).toEqual([
      { field: 'hotel_plan_codes', message: 'validation.unknown_codes' },
      { field: 'room_type_codes', message: 'validation.unknown_codes' },
    ]);
    // Codes are the hotel's as written: a plan code in another case is not one of them.
    expect(unknownPromotionCodes({ hotel_plan_codes: ['ro'], room_type_codes: [] }, hotel)).toHaveLength(1);
  });
});

describe('promotionStatus', () => {
  const terms = { booking_start: '2027-09-01', booking_end: '2027-10-31', stay_end: '2027-11-30', ended_at: null };

  it('is scheduled before its booking period, active in it and ended after it or its stays', () => {
    expect(promotionStatus(terms, '2027-08-31')).toBe('scheduled');
    expect(promotionStatus(terms, '2027-09-01')).toBe('active');
    expect(promotionStatus(terms, '2027-10-31')).toBe('active');
    expect(promotionStatus(terms, '2027-11-01')).toBe('ended');
    expect(promotionStatus({ ...terms, booking_end: '2027-12-31' }, '2027-12-01')).toBe('ended');
  });

  it('is ended once staff end it, even before it starts', () => {
    expect(promotionStatus({ ...terms, ended_at: '2027-08-01T00:00:00.000Z' }, '2027-08-02')).toBe('ended');
  });
});
