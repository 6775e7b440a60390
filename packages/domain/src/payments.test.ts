import { describe, expect, it } from 'vitest';
import {
  distinctPaymentChoices,
  paymentCharge,
  cardBrandOf,
  cardPaymentProblem,
  CARD_BRANDS,
  changeSettlement,
  cardCharge,
  cvvValid,
  holderNameValid,
  isCardPayment,
  koreanBirthDateValid,
  luhnValid,
  paidOnlineAt,
  paymentPromotionApplies,
  paymentTypeFitsCurrency,
  paysInGuestCurrency,
  pinPrefixValid,
  validThrough,
  paymentTypesForStay,
} from './payments';
import { ONLINE_ACCEPTED_PAYMENT_TYPES, PAYMENT_TYPES, RESERVATION_PAYMENT_FILTERS } from './statuses';

describe('card numbers', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['5555555555554444', 'master'],
    ['2223003122003222', 'master'],
    ['3530111333300000', 'jcb'],
    ['378282246310005', 'amex'],
    ['30569309025904', 'diners'],
    ['6011111111111117', null],
  ])('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it('passes the Luhn check only for a right check digit', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242x42424242424')).toBe(false);
  });
});

describe('card holder and CVV (§5)', () => {
  it('takes the holder in half-width Roman letters only', () => {
    expect(holderNameValid('YUI TANAKA')).toBe(true);
    expect(holderNameValid("Mary-Jane O'Neil")).toBe(true);
    expect(holderNameValid('田中 ゆい')).toBe(false);
    expect(holderNameValid('ＹＵＩ ＴＡＮＡＫＡ')).toBe(false);
    expect(holderNameValid('Y')).toBe(false);
  });

  it('takes a CVV of 3 or 4 digits', () => {
    expect(cvvValid('123')).toBe(true);
    expect(cvvValid('1234')).toBe(true);
    expect(cvvValid('12')).toBe(false);
    expect(cvvValid('12345')).toBe(false);
    expect(cvvValid('12a')).toBe(false);
  });
});

describe('a card for a stay', () => {
  const stay = { checkout: '2027-03-02', amount: 30_000, currency: 'JPY', acceptedBrands: CARD_BRANDS };
  const visa = { brand: 'visa' as const, exp_month: 12, exp_year: 2028 };

  it('is valid to the end of its expiry month, which must not end before check-out', () => {
    expect(validThrough({ exp_month: 3, exp_year: 2027 }, '2027-03-31')).toBe(true);
    expect(validThrough({ exp_month: 2, exp_year: 2027 }, '2027-03-01')).toBe(false);
    expect(cardPaymentProblem({ ...visa, exp_month: 2, exp_year: 2027 }, stay)).toBe('card_expires_before_checkout');
  });

  it('cannot pay a total of zero', () => {
    expect(cardPaymentProblem(visa, { ...stay, amount: 0 })).toBe('zero_total_card');
  });

  it('must be of a brand the hotel accepts', () => {
    expect(cardPaymentProblem({ ...visa, brand: 'amex' }, { ...stay, acceptedBrands: ['visa', 'master'] })).toBe('card_brand_not_accepted');
  });

  it('cannot be Visa or Master above a million yen, while JCB can', () => {
    expect(cardPaymentProblem(visa, { ...stay, amount: 1_000_000 })).toBeNull();
    expect(cardPaymentProblem(visa, { ...stay, amount: 1_000_001 })).toBe('card_brand_over_million_yen');
    expect(cardPaymentProblem({ ...visa, brand: 'master' }, { ...stay, amount: 1_200_000 })).toBe('card_brand_over_million_yen');
    expect(cardPaymentProblem({ ...visa, brand: 'jcb' }, { ...stay, amount: 1_200_000 })).toBeNull();
    expect(cardPaymentProblem(visa, { ...stay, amount: 1_200_000, currency: 'KRW' })).toBeNull();
  });
});

describe('settling a change of a stay paid online (ADR 0022)', () => {
  it('pays online the whole total or the deposit, and nothing at the hotel types', () => {
    expect(paidOnlineAt('credit_card', 30_000, null)).toBe(30_000);
    expect(paidOnlineAt('credit_card_deposit', 30_001, 30)).toBe(9_000);
    expect(paidOnlineAt('on_site_credit_card_required', 30_000, null)).toBe(0);
    expect(paidOnlineAt('on_site', 30_000, null)).toBe(0);
  });

  it('gives back what a smaller stay no longer needs, keeping the change fee', () => {
    // Two nights of 15,000 paid; one night kept with a 3,000 fee: 18,000 stays on the card.
    expect(changeSettlement({ type: 'credit_card', depositPercentage: null, paidOnline: 30_000 }, 18_000)).toEqual({
      paid_online: 18_000,
      refund: 12_000,
      due_at_hotel: 0,
    });
    expect(changeSettlement({ type: 'credit_card_deposit', depositPercentage: 50, paidOnline: 15_000 }, 18_000)).toEqual({
      paid_online: 9_000,
      refund: 6_000,
      due_at_hotel: 9_000,
    });
  });

  it('leaves what a larger stay costs more to be paid at the hotel, never charging the card again', () => {
    expect(changeSettlement({ type: 'credit_card', depositPercentage: null, paidOnline: 30_000 }, 45_000)).toEqual({
      paid_online: 30_000,
      refund: 0,
      due_at_hotel: 15_000,
    });
    expect(changeSettlement({ type: 'credit_card_deposit', depositPercentage: 50, paidOnline: 15_000 }, 45_000)).toEqual({
      paid_online: 15_000,
      refund: 0,
      due_at_hotel: 30_000,
    });
  });

  it('has nothing to give back when nothing was paid online', () => {
    expect(changeSettlement({ type: 'on_site', depositPercentage: null, paidOnline: 0 }, 10_000)).toEqual({
      paid_online: 0,
      refund: 0,
      due_at_hotel: 10_000,
    });
  });
});

describe('the Korean and Taiwanese card types (§4, §5)', () => {
  it('checks a Korean domestic card by a birth date (YYMMDD) or a business number, and two PIN digits', () => {
    expect(koreanBirthDateValid('960229')).toBe(true); // 1996 was a leap year
    expect(koreanBirthDateValid('900229')).toBe(false);
    expect(koreanBirthDateValid('900230')).toBe(false);
    expect(koreanBirthDateValid('901301')).toBe(false);
    expect(koreanBirthDateValid('9001')).toBe(false);
    expect(koreanBirthDateValid('1048145220')).toBe(true);
    expect(koreanBirthDateValid('10481452')).toBe(false);
    expect([pinPrefixValid('12'), pinPrefixValid('1'), pinPrefixValid('123'), pinPrefixValid('1a')]).toEqual([true, false, false, false]);
  });

  it('takes the Taiwanese deposit as a deposit and the other types in full', () => {
    expect(cardCharge('twd_credit_card_deposit', 10_000, 30)).toEqual({ amount: 3_000, capture: true });
    expect(cardCharge('twd_credit_card', 10_000, 30)).toEqual({ amount: 10_000, capture: true });
    expect(cardCharge('credit_card_krw_domestic', 10_000, null)).toEqual({ amount: 10_000, capture: true });
    expect(paidOnlineAt('twd_credit_card_deposit', 10_000, 30)).toBe(3_000);
  });

  it('takes a stay paid in advance (pre_paid) in full by card, in any currency, and lists it with online card payments', () => {
    expect(isCardPayment('pre_paid')).toBe(true);
    expect(cardCharge('pre_paid', 10_000, 30)).toEqual({ amount: 10_000, capture: true });
    expect(paidOnlineAt('pre_paid', 10_000, null)).toBe(10_000);
    expect([paymentTypeFitsCurrency('pre_paid', 'KRW'), paysInGuestCurrency('pre_paid')]).toEqual([true, true]);
    expect(RESERVATION_PAYMENT_FILTERS.online_card).toContain('pre_paid');
    expect(RESERVATION_PAYMENT_FILTERS.on_site).not.toContain('pre_paid');
    // With it, every payment type of §4 is taken.
    expect([...ONLINE_ACCEPTED_PAYMENT_TYPES].sort()).toEqual([...PAYMENT_TYPES].sort());
  });

  it('keeps each to its own currency, which the card pays in', () => {
    expect(paymentTypeFitsCurrency('credit_card_krw_domestic', 'KRW')).toBe(true);
    expect(paymentTypeFitsCurrency('credit_card_krw_international', 'JPY')).toBe(false);
    expect(paymentTypeFitsCurrency('twd_credit_card', 'TWD')).toBe(true);
    expect(paymentTypeFitsCurrency('credit_card', 'TWD')).toBe(true);
    expect([paysInGuestCurrency('credit_card'), paysInGuestCurrency('twd_credit_card'), paysInGuestCurrency('on_site')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('asks a Korean domestic card for the gateway’s birth date and PIN check', () => {
    const card = { brand: 'visa' as const, exp_month: 12, exp_year: 2035 };
    const stay = { checkout: '2026-12-02', amount: 100_000, currency: 'KRW', acceptedBrands: CARD_BRANDS };
    expect(cardPaymentProblem(card, { ...stay, paymentType: 'credit_card_krw_domestic' })).toBe('korean_card_check_required');
    expect(cardPaymentProblem({ ...card, korean_checked: true }, { ...stay, paymentType: 'credit_card_krw_domestic' })).toBeNull();
    expect(cardPaymentProblem(card, { ...stay, paymentType: 'credit_card_krw_international' })).toBeNull();
  });
});

describe('a card promotion (§5)', () => {
  const cards = { paymentMethods: ['on_site', 'credit_card'] };
  it('is for the plans listed, or all but those, and only for plans that take cards', () => {
    const include = { target_mode: 'include' as const, hotel_plan_codes: ['NR'] };
    const exclude = { target_mode: 'exclude' as const, hotel_plan_codes: ['NR'] };
    expect(paymentPromotionApplies(include, { ...cards, hotelPlanCode: 'NR' })).toBe(true);
    expect(paymentPromotionApplies(include, { ...cards, hotelPlanCode: 'BF' })).toBe(false);
    expect(paymentPromotionApplies(exclude, { ...cards, hotelPlanCode: 'NR' })).toBe(false);
    expect(paymentPromotionApplies(exclude, { ...cards, hotelPlanCode: 'BF' })).toBe(true);
    expect(paymentPromotionApplies(include, { hotelPlanCode: 'NR', paymentMethods: ['on_site'] })).toBe(false);
    // A card held as a guarantee is paid at the hotel: no offer for paying by card.
    expect(paymentPromotionApplies(include, { hotelPlanCode: 'NR', paymentMethods: ['on_site', 'on_site_credit_card_required'] })).toBe(
      false,
    );
    expect(paymentPromotionApplies(null, { ...cards, hotelPlanCode: 'NR' })).toBe(false);
  });
});

describe('the ways a stay may be paid', () => {
  const plan = ['on_site', 'bank_transfer', 'on_site_credit_card_required', 'credit_card_deposit', 'pre_paid', 'credit_card'];

  it('puts the surest first, so the least protected is never the one pre-selected', () => {
    expect(paymentTypesForStay(plan, { feeDueAtBooking: false, unsecuredAllowedWhenFeeDue: false })).toEqual([
      'pre_paid',
      'credit_card',
      'credit_card_deposit',
      'on_site_credit_card_required',
      'bank_transfer',
      'on_site',
    ]);
  });

  it('leaves only ways with a card once cancelling costs a fee at booking, unless the hotel takes the risk', () => {
    expect(paymentTypesForStay(plan, { feeDueAtBooking: true, unsecuredAllowedWhenFeeDue: false })).toEqual([
      'pre_paid',
      'credit_card',
      'credit_card_deposit',
      'on_site_credit_card_required',
    ]);
    expect(paymentTypesForStay(['on_site'], { feeDueAtBooking: true, unsecuredAllowedWhenFeeDue: false })).toEqual([]);
    expect(paymentTypesForStay(['on_site'], { feeDueAtBooking: true, unsecuredAllowedWhenFeeDue: true })).toEqual(['on_site']);
  });
});

describe('payment choices a guest sees', () => {
  it('names how each type takes the money', () => {
    expect(['pre_paid', 'credit_card', 'credit_card_full', 'twd_credit_card'].map(paymentCharge)).toEqual(Array(4).fill('card_now'));
    expect(['credit_card_deposit', 'twd_credit_card_deposit'].map(paymentCharge)).toEqual(['card_deposit', 'card_deposit']);
    expect(paymentCharge('on_site_credit_card_required')).toBe('card_guarantee');
    expect(paymentCharge('on_site')).toBe('at_hotel');
    expect(paymentCharge('deferred_payment')).toBe('payment_link');
    expect(paymentCharge('bank_transfer')).toBe('bank_transfer');
  });

  it('offers one choice for types that take the money the same way, the first of them', () => {
    expect(distinctPaymentChoices(['credit_card_full', 'pre_paid', 'on_site', 'credit_card'])).toEqual(['credit_card_full', 'on_site']);
    expect(distinctPaymentChoices(['pre_paid', 'credit_card_deposit', 'on_site_credit_card_required'])).toEqual([
      'pre_paid',
      'credit_card_deposit',
      'on_site_credit_card_required',
    ]);
  });

  it('keeps the cards of their own currency or card check apart', () => {
    expect(distinctPaymentChoices(['credit_card_krw_domestic', 'credit_card_krw_international', 'credit_card'])).toEqual([
      'credit_card_krw_domestic',
      'credit_card_krw_international',
      'credit_card',
    ]);
    expect(distinctPaymentChoices(['twd_credit_card', 'credit_card_full', 'twd_credit_card_deposit', 'credit_card_deposit'])).toHaveLength(
      4,
    );
  });
});
