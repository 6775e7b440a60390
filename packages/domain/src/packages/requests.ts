import { z } from 'zod';
import { bookerDetailsSchema, cancelRequestSchema, policyTermsField } from '../booking';
import { roomSearchFields } from '../search';
import { emailField, isoDateField, nameField } from '../validation';
import { AIRPORT_CODES } from './airports';
import { CABINS, DYNAMIC_PACKAGE } from './rules';

const airportField = () => z.enum(AIRPORT_CODES as [string, ...string[]], { message: 'validation.invalid' });

/**
 * GET hotels/{code}/packages: the room search's §2 parameters, with the airport the party flies
 * from and the cabin. dynamic_package=wbf may come along from the widget's URL. The §5 limits
 * (dated, at most 5 rooms, a departure airport) are the service's, each with its own code.
 */
export const packageSearchQuerySchema = roomSearchFields.extend({
  dynamic_package: z.literal(DYNAMIC_PACKAGE).optional(),
  departure_airport: airportField().optional(),
  cabin: z.enum(CABINS).default('economy'),
});
export type PackageSearchQuery = z.infer<typeof packageSearchQuerySchema>;

const roomGuest = z.object({
  adults: z.number().int().min(1).max(20),
  children: z.number().int().min(0).max(20).default(0),
  kids_ages: z.array(z.number().int().min(0).max(17)).max(20).default([]),
  kids_tiers: z
    .array(z.object({ code: z.string().min(1).max(16), children: z.number().int().min(0).max(20) }))
    .max(10)
    .default([]),
  first_name: nameField('english'),
  last_name: nameField('english'),
});

/** A passenger as the ticket names them: in Roman letters, as on the passport. */
export const passengerSchema = z.object({
  first_name: nameField('english'),
  last_name: nameField('english'),
  type: z.enum(['adult', 'child', 'infant']),
});

/**
 * POST hotels/{code}/packages/reservations: one room plan for every room, both flights, every
 * passenger by name (adults, then children, then infants), the booker, the card's token and the
 * total the guest was shown.
 */
export const packageBookingRequestSchema = z.object({
  checkin_date: isoDateField(),
  checkout_date: isoDateField(),
  locale: z.string().max(10),
  room_type_code: z.string().min(1).max(64),
  room_plan_code: z.string().min(1).max(64),
  rooms: z.array(roomGuest).min(1).max(10),
  departure_airport: airportField(),
  cabin: z.enum(CABINS).default('economy'),
  outbound_offer_id: z.string().min(1).max(64),
  return_offer_id: z.string().min(1).max(64),
  passengers: z.array(passengerSchema).min(1).max(60),
  guest: bookerDetailsSchema.extend({ email: emailField() }),
  special_request: z.string().trim().max(1000).optional(),
  payment: z.object({ card_token: z.string().min(8).max(128) }),
  total_price: z.object({ cents: z.number().int().min(0), currency_iso: z.string().length(3) }),
  /** The terms of the hotel's cancellation policy the guest read: the stay's, checked before any seat is held. */
  cancellation_policy_terms: policyTermsField(),
});
export type PackageBookingRequest = z.infer<typeof packageBookingRequestSchema>;

/**
 * PUT reservations/{number}/package/cancel: the whole package cancelled by its guest, with the
 * reservation's credentials and the total fee the guest was shown (a fee that has moved since is refused).
 */
export const packageCancelRequestSchema = cancelRequestSchema
  .omit({ cancellation_fee_displayed: true })
  .extend({ total_fee_displayed: z.number().int().min(0) });
export type PackageCancelRequest = z.infer<typeof packageCancelRequestSchema>;
