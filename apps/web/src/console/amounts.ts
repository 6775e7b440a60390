import { decimalDigits } from '@yado/domain/money';

/** An amount typed in the currency's units, in minor units; null when left blank. */
export function minorUnits(typed: string, currency: string): number | null {
  if (typed.trim() === '') return null;
  return Math.round(Number(typed) * 10 ** decimalDigits(currency));
}

/** Minor units as the currency's units, to fill a field with. */
export function majorUnits(cents: number, currency: string): string {
  return String(cents / 10 ** decimalDigits(currency));
}
