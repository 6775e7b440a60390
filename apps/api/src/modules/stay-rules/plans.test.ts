import { describe, expect, it } from 'vitest';
import type { CataloguePlan } from '../hotels/service';
import { planVisible } from './plans';

const plan = (over: Partial<CataloguePlan> = {}): CataloguePlan => ({
  id: 1,
  code: 'RO',
  name: 'Room only',
  nameTranslations: {},
  descriptionTranslations: {},
  meals: 'none',
  membersOnly: false,
  minimumNights: 1,
  paymentMethods: ['on_site'],
  depositPercentage: null,
  cancellationPolicyId: 1,
  saleStartDate: null,
  saleEndDate: null,
  isDayUse: false,
  languages: [],
  secretCode: null,
  bookingStartDate: null,
  siteControllerLinked: true,
  signInDiscountPercent: 0,
  lotteryEventId: null,
  ...over,
});
const guest = { locale: 'en', secretCode: null, siteController: null };

describe('which plans a guest may see', () => {
  it('shows language-restricted plans in their languages only', () => {
    expect(planVisible(plan({ languages: ['ja'] }), guest)).toBe(false);
    expect(planVisible(plan({ languages: ['ja'] }), { ...guest, locale: 'ja' })).toBe(true);
  });

  it('opens a secret plan with its code, case aside, and with mode=secret shows only such plans', () => {
    const secret = plan({ secretCode: 'WINTER' });
    expect(planVisible(secret, guest)).toBe(false);
    expect(planVisible(secret, { ...guest, secretCode: 'winter' })).toBe(true);
    expect(planVisible(plan(), { ...guest, secretCode: 'winter' })).toBe(true);
    expect(planVisible(plan(), { ...guest, secretCode: 'winter', secretOnly: true })).toBe(false);
    expect(planVisible(secret, { ...guest, secretCode: 'SUMMER', secretOnly: true })).toBe(false);
  });

  it('keeps to the plans linked to the tl_lincon site controller where the hotel uses it', () => {
    const unlinked = plan({ siteControllerLinked: false });
    expect(planVisible(unlinked, { ...guest, siteController: 'tl_lincon' })).toBe(false);
    expect(planVisible(plan(), { ...guest, siteController: 'tl_lincon' })).toBe(true);
    expect(planVisible(unlinked, guest)).toBe(true);
  });
});
