import type { SeedPlan, SeedPolicy } from './catalogue-types';

export const standardPolicy: SeedPolicy = {
  code: 'STANDARD',
  name: 'Standard',
  parts: [
    { days_before: 2, percentage_of_cost: 30 },
    { days_before: 1, percentage_of_cost: 50 },
    { days_before: 0, percentage_of_cost: 100 },
  ],
  noShow: 100,
};
export const nonRefundablePolicy: SeedPolicy = {
  code: 'NONREF',
  name: 'Non-refundable',
  parts: [{ days_before: 365, percentage_of_cost: 100 }],
  noShow: 100,
};
export const flexiblePolicy: SeedPolicy = {
  code: 'FLEX',
  name: 'Flexible',
  parts: [{ days_before: 0, hours_after: 0, percentage_of_cost: 100 }],
  noShow: 100,
};

/** The card payment types a hotel's plans take: the full amount, and a deposit (§4; Korea and Taiwan have their own). */
export interface SeedCardTypes {
  full: string[];
  deposit: string[];
}
const DEFAULT_CARD_TYPES: SeedCardTypes = { full: ['credit_card'], deposit: ['credit_card_deposit'] };

export function commonPlans(mealPerAdult: number, extra: { dayUse?: string[]; cards?: SeedCardTypes } = {}): SeedPlan[] {
  const cards = extra.cards ?? DEFAULT_CARD_TYPES;
  const plans: SeedPlan[] = [
    {
      code: 'RO',
      meals: 'none',
      factor: 1,
      policy: 'STANDARD',
      name: { en: 'Room only', ja: '素泊まり' },
      description: {
        en: 'Our best flexible rate. Free cancellation until three days before arrival.',
        ja: 'チェックイン3日前まで無料でキャンセルできる基本プランです。',
      },
    },
    {
      code: 'BF',
      meals: 'breakfast',
      factor: 1,
      mealPerAdult,
      signInDiscountPercent: 10,
      policy: 'STANDARD',
      paymentMethods: ['on_site', ...cards.deposit],
      depositPercentage: 30,
      name: { en: 'Bed and breakfast', ja: '朝食付きプラン' },
      description: {
        en: 'Breakfast buffet for every adult, served 6:30–10:00. Members save 10%.',
        ja: '大人全員の朝食ビュッフェ付き（6:30〜10:00）。会員様は10%割引。',
      },
    },
    {
      code: 'NR',
      meals: 'none',
      factor: 0.85,
      policy: 'NONREF',
      // Never refunded, so never left to be paid at the hotel: by card now, or in advance (pre_paid).
      paymentMethods: [...cards.full, 'pre_paid'],
      name: { en: 'Non-refundable saver', ja: '返金不可・早割プラン' },
      description: {
        en: '15% off in exchange for no refunds once booked.',
        ja: '予約後の返金不可と引き換えに15%割引。',
      },
    },
    {
      code: 'ST2',
      meals: 'none',
      factor: 0.9,
      minimumNights: 2,
      policy: 'STANDARD',
      // Longer stays are often business trips: a guarantee, a transfer or paying later also do.
      paymentMethods: ['on_site', 'on_site_credit_card_required', 'bank_transfer', 'deferred_payment'],
      name: { en: 'Stay 2 nights or more', ja: '連泊プラン（2泊以上）' },
      description: {
        en: '10% off for stays of at least two nights.',
        ja: '2泊以上のご滞在で10%割引。',
      },
    },
    {
      code: 'MEM',
      meals: 'none',
      factor: 0.92,
      membersOnly: true,
      saleLimit: 2,
      policy: 'STANDARD',
      name: { en: "Members' rate", ja: '会員限定プラン' },
      description: {
        en: '8% off for members. Up to two rooms a night are sold at this rate.',
        ja: '会員様は8%割引。1泊2室まで。',
      },
    },
  ];
  if (extra.dayUse) {
    plans.push({
      code: 'DAY',
      meals: 'none',
      factor: 0.45,
      isDayUse: true,
      policy: 'FLEX',
      roomTypes: extra.dayUse,
      name: { en: 'Day use 10:00–17:00', ja: 'デイユース（10:00〜17:00）' },
      description: {
        en: 'A quiet room for the day, no overnight stay.',
        ja: '宿泊なしで日中お部屋をご利用いただけます。',
      },
    });
  }
  return plans;
}

/** Plans only the Tokyo hotel sells: one in Japanese only, a secret one, one whose booking opens later. */
export const tokyoPlans: SeedPlan[] = [
  {
    code: 'JPRES',
    meals: 'breakfast',
    factor: 0.88,
    mealPerAdult: 2000,
    policy: 'STANDARD',
    languages: ['ja'],
    name: { en: 'Japan residents’ rate with breakfast', ja: '国内在住者限定・朝食付きプラン' },
    description: {
      en: 'For guests living in Japan, booked in Japanese.',
      ja: '日本国内にお住まいのお客様限定の朝食付きプランです。',
    },
  },
  {
    code: 'INSIDER',
    meals: 'none',
    factor: 0.8,
    policy: 'NONREF',
    paymentMethods: ['credit_card', 'pre_paid'],
    secretCode: 'SAKURA-INSIDER',
    roomTypes: ['MOD-DBL', 'DLX-KNG'],
    name: { en: 'Insider rate', ja: 'シークレットプラン' },
    description: {
      en: 'A rate shared with our newsletter readers: 20% off, non-refundable.',
      ja: 'メールマガジン読者限定の20%割引プラン（返金不可）。',
    },
  },
  {
    code: 'EARLY',
    meals: 'breakfast',
    factor: 0.95,
    mealPerAdult: 2000,
    policy: 'STANDARD',
    bookingOpensInDays: 14,
    name: { en: 'Early summer with breakfast', ja: '初夏の朝食付きプラン' },
    description: {
      en: 'Opens for booking soon: breakfast and a late check-out at noon.',
      ja: 'まもなく予約受付開始。朝食と12時までのレイトチェックアウト付き。',
    },
  },
];
