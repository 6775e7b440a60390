import { randomBytes } from 'node:crypto';
import { addDays } from '@yado/domain/dates';
import { EXCHANGED_POINTS_VALID_DAYS, type ExchangeType } from '@yado/domain/points';

/** What a partner answers for points sent to it: its reference and until when they are valid there. */
export interface PartnerCredit {
  reference: string;
  validUntil: string;
}

/**
 * A partner that takes members' points in exchange (§7 point exchanges, `exchange_type`). A real
 * partner's client plugs in behind this; the sandbox is the default, as the card gateway's is.
 */
export interface PointPartner {
  credit(request: { type: ExchangeType; points: number; brandId: number; userId: number; today: string }): Promise<PartnerCredit>;
}

/**
 * The built-in partner: it accepts every exchange, gives a reference like a gift code, and keeps
 * the points valid for 180 days. Like the sandbox card numbers that decline, one amount is always
 * refused (1,300 points), so that a failed exchange, and the points coming back, can be seen and tested.
 */
export const SANDBOX_REFUSED_EXCHANGE = 1_300;

export function sandboxPointPartner(): PointPartner {
  return {
    credit({ type, points, today }) {
      if (points === SANDBOX_REFUSED_EXCHANGE) return Promise.reject(new Error('sandbox partner refused the exchange'));
      const reference = `${type.toUpperCase()}-${randomBytes(6).toString('hex').toUpperCase()}`;
      return Promise.resolve({ reference, validUntil: addDays(today, EXCHANGED_POINTS_VALID_DAYS) });
    },
  };
}
