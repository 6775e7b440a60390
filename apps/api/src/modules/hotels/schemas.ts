import { idParam, isoDateField } from '@yado/domain/validation';
import { z } from 'zod';

/**
 * A hotel's code in a path: the one rule every route that names a hotel applies. A blank code
 * passes here so that the catalogue answers it as §8 does, 400 "No hotel code", on every route.
 */
export const hotelCodeParams = z.object({ code: z.string().max(64) });
export const brandParams = z.object({ brand: z.string().max(64) });
export const localeQuery = z.object({ locale: z.string().max(10).optional() });
/** Codes in a query parameter, comma separated (a booking's hotel plan codes). */
export const codeListQuery = z
  .string()
  .max(500)
  .transform((value) => value.split(',').filter(Boolean));

export const cancellationPoliciesQuery = z.object({
  policy_id: idParam().optional(),
  hotel_plan_code: z.string().max(64).optional(),
  checkin: isoDateField().optional(),
});
