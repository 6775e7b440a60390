import { ERRORS } from '@yado/domain/errors';
import type { UpdateBlock } from '@yado/domain/stay-change';

/** The error code that says why a reservation cannot be changed, for its message in the guest's language. */
export function blockedReasonCode(reason: UpdateBlock): string | number {
  return ERRORS[reason === 'payment_pending' ? 'reservation_being_paid' : reason].code;
}
