import { describe, expect, it } from 'vitest';
import { hotelTakesPaymentType } from './payments';
import { ONLINE_ACCEPTED_PAYMENT_TYPES } from './statuses';
import { planCreateSchema, planProblems, roomTypeCreateSchema, roomTypeProblems, tatamiOf, type PlanCreate } from './catalogue-editing';

const roomType = {
  code: 'gdn-twn',
  names: { ja: '庭園ツイン', en: 'Garden Twin', ko: '  ' },
  descriptions: {},
  beds: [{ type: 'single', count: 2 }],
  sleeps: 2,
  max_adults: 2,
  size_sqm: 24,
  bath: true,
  shower: true,
  toilet: true,
  smoking: false,
  wifi: 'free',
  sort_order: 10,
};

const plan: Omit<PlanCreate, 'code'> = {
  names: { ja: '朝食付き', en: 'With breakfast' },
  descriptions: {},
  meals: 'breakfast',
  payment_types: ['on_site'],
  deposit_percentage: null,
  cancellation_policy_code: 'STANDARD',
  members_only: false,
  secret_code: null,
  sale_start_date: '2030-01-01',
  sale_end_date: '2030-03-31',
  languages: [],
  minimum_nights: 1,
  room_type_codes: ['GDN-TWN'],
  sort_order: 0,
};

describe('room type input', () => {
  it('takes a code in capitals and drops blank translations', () => {
    const parsed = roomTypeCreateSchema.parse(roomType);
    expect(parsed.code).toBe('GDN-TWN');
    expect(parsed.names).toEqual({ ja: '庭園ツイン', en: 'Garden Twin' });
  });

  it('refuses codes with other characters, unknown bed types and languages', () => {
    const result = roomTypeCreateSchema.safeParse({
      ...roomType,
      code: 'garden twin',
      beds: [{ type: 'hammock', count: 1 }],
      names: { fr: 'x' },
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['code', 'beds.0.type', 'names']));
  });

  it("needs a name in the hotel's language and no more adults than it sleeps", () => {
    const parsed = roomTypeCreateSchema.parse({ ...roomType, max_adults: 3 });
    expect(roomTypeProblems(parsed, 'ja')).toEqual([{ field: 'max_adults', message: 'validation.adults_over_sleeps' }]);
    expect(roomTypeProblems({ ...parsed, max_adults: 2 }, 'ko')).toEqual([
      { field: 'names.ko', message: 'validation.name_in_hotel_language' },
    ]);
  });

  it('measures a room in tatami to the half mat', () => {
    expect(tatamiOf(24)).toBe(15);
    expect(tatamiOf(20)).toBe(12.5);
  });
});

/** What a yen hotel with a card gateway takes. */
const TAKEN = ONLINE_ACCEPTED_PAYMENT_TYPES.filter((type) => hotelTakesPaymentType(type, { currency: 'JPY', takesCards: true }));

describe('plan rules', () => {
  it('offer only payment types the hotel can take: its currency, and cards only with a gateway', () => {
    const korean = { ...plan, payment_types: ['on_site' as const, 'credit_card_krw_domestic' as const] };
    expect(planProblems(korean, 'ja', TAKEN)).toEqual([{ field: 'payment_types', message: 'validation.payment_type_not_taken' }]);
    const noGateway = ONLINE_ACCEPTED_PAYMENT_TYPES.filter((type) => hotelTakesPaymentType(type, { currency: 'JPY', takesCards: false }));
    expect(noGateway).toContain('on_site');
    expect(planProblems({ ...plan, payment_types: ['credit_card'] }, 'ja', noGateway)).toEqual([
      { field: 'payment_types', message: 'validation.payment_type_not_taken' },
    ]);
    expect(planProblems({ ...plan, payment_types: ['credit_card'] }, 'ja', TAKEN)).toEqual([]);
  });

  it('pass for a plan sold at the hotel over a sale period', () => {
    expect(planProblems(plan, 'ja', TAKEN)).toEqual([]);
  });

  it('need a payment type, a room type and a sale that does not end before it starts', () => {
    const problems = planProblems({ ...plan, payment_types: [], room_type_codes: [], sale_end_date: '2029-12-31' }, 'ja', TAKEN);
    expect(problems).toEqual([
      { field: 'payment_types', message: 'validation.payment_type_required' },
      { field: 'sale_end_date', message: 'validation.sale_period' },
      { field: 'room_type_codes', message: 'validation.room_type_required' },
    ]);
  });

  it('take a one-day sale and an open-ended one', () => {
    expect(planProblems({ ...plan, sale_end_date: plan.sale_start_date }, 'ja', TAKEN)).toEqual([]);
    expect(planProblems({ ...plan, sale_start_date: null }, 'ja', TAKEN)).toEqual([]);
  });

  it('need the share a deposit takes when paid by deposit', () => {
    const deposit = { ...plan, payment_types: ['credit_card_deposit' as const] };
    expect(planProblems(deposit, 'ja', TAKEN)).toEqual([{ field: 'deposit_percentage', message: 'validation.required' }]);
    expect(planProblems({ ...deposit, deposit_percentage: 30 }, 'ja', TAKEN)).toEqual([]);
  });

  it("need a name in the hotel's language even when sold in other languages only", () => {
    expect(planProblems({ ...plan, names: { en: 'With breakfast' }, languages: ['en'] }, 'ja', TAKEN)).toEqual([
      { field: 'names.ja', message: 'validation.name_in_hotel_language' },
    ]);
  });

  it('refuse unknown meals, payment types and a secret code with spaces', () => {
    const result = planCreateSchema.safeParse({ ...plan, code: 'BF2', meals: 'lunch', payment_types: ['cash'], secret_code: 'a b' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['meals', 'payment_types.0', 'secret_code']);
  });
});
