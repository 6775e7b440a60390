import type { PaymentFailureCode } from '@yado/domain/payments';

/**
 * How the sandbox gateway treats a card, chosen by its number as real gateways' test modes do.
 * `challenge` asks for 3-D Secure; the guest passes, fails (3006) or cancels (3008) it on the challenge page.
 */
export type SandboxScenario =
  | { kind: 'success' }
  | { kind: 'challenge' }
  | { kind: 'challenge_then_fail'; code: '3250' }
  | { kind: 'decline'; code: PaymentFailureCode }
  | { kind: 'timeout' };

export interface TestCard {
  number: string;
  scenario: SandboxScenario;
  description: string;
}

/** The test cards listed in the README; any other valid number of a known brand succeeds. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', scenario: { kind: 'success' }, description: 'Visa: paid, no 3-D Secure' },
  { number: '5555555555554444', scenario: { kind: 'success' }, description: 'Mastercard: paid, no 3-D Secure' },
  { number: '3530111333300000', scenario: { kind: 'success' }, description: 'JCB: paid, no 3-D Secure' },
  { number: '378282246310005', scenario: { kind: 'success' }, description: 'American Express: paid, no 3-D Secure' },
  { number: '3056930909020005', scenario: { kind: 'success' }, description: 'Diners Club: paid, no 3-D Secure' },
  {
    number: '4000000000003220',
    scenario: { kind: 'challenge' },
    description: '3-D Secure required: Complete passes, Fail gives 3006, Cancel gives 3008',
  },
  {
    number: '4000000000003253',
    scenario: { kind: 'challenge_then_fail', code: '3250' },
    description: '3-D Secure required, then fails at the issuer: 3250',
  },
  { number: '4000000000000002', scenario: { kind: 'decline', code: '3003' }, description: 'Declined, card unusable: 3003' },
  { number: '4000000000000127', scenario: { kind: 'decline', code: '3004' }, description: 'Declined, check the card number: 3004' },
  { number: '4000000000000069', scenario: { kind: 'decline', code: '3005' }, description: 'Declined, check the expiry: 3005' },
  { number: '4000000000000119', scenario: { kind: 'decline', code: '3007' }, description: 'Declined, card not accepted: 3007' },
  { number: '4000000000003204', scenario: { kind: 'decline', code: '3204' }, description: 'Declined, use another card: 3204' },
  { number: '4000000000003055', scenario: { kind: 'decline', code: '3252' }, description: 'Card without 3-D Secure: 3252' },
  { number: '4000000000000010', scenario: { kind: 'timeout' }, description: 'The gateway does not answer in time: 3001' },
];

/** The PIN digits the sandbox issuer treats as wrong for a Korean domestic card (README). */
export const WRONG_KOREAN_PIN_PREFIX = '99';

/**
 * How a card fares, by its number. A Korean domestic card checked by birth date and PIN needs no
 * 3-D Secure: a challenge card simply pays, and the wrong PIN digits are declined (3004).
 */
export function scenarioOf(number: string, korean?: { pinPrefix: string }): SandboxScenario {
  const scenario = TEST_CARDS.find((card) => card.number === number)?.scenario ?? { kind: 'success' };
  if (!korean) return scenario;
  if (korean.pinPrefix === WRONG_KOREAN_PIN_PREFIX) return { kind: 'decline', code: '3004' };
  return scenario.kind === 'challenge' || scenario.kind === 'challenge_then_fail' ? { kind: 'success' } : scenario;
}
