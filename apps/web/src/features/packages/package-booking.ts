import { z } from 'zod';
import type { PackageBookingRequest } from '@yado/domain/packages/requests';
import { emailField, guestFieldsSchema, nameField } from '@yado/domain/validation';
import type { Locale } from '@yado/domain/locales';
import type { PackageDraft } from './package-draft';
import { passengerTypes } from './passengers';
import { emptyGuest } from '../../lib/member-guest';

/**
 * The package's guest form: the booking's guest fields (booker, staying guests, requests), the
 * email twice and the terms, and every traveller by name in Roman letters, as the tickets carry them.
 */
export function packageGuestSchema(options: { locale: Locale; addressRequired: boolean; roomCount: number; passengerCount: number }) {
  return guestFieldsSchema(options)
    .extend({
      email: emailField(),
      email_confirmation: z.string().trim().min(1, { message: 'validation.required' }),
      terms_accepted: z.boolean().refine((v) => v, { message: 'validation.terms' }),
      passengers: z.array(z.object({ last_name: nameField('english'), first_name: nameField('english') })).length(options.passengerCount),
    })
    .refine((v) => v.email.toLowerCase() === v.email_confirmation.trim().toLowerCase(), {
      message: 'validation.email_mismatch',
      path: ['email_confirmation'],
    });
}
export type PackageGuestForm = z.infer<ReturnType<typeof packageGuestSchema>>;

/** The form before anything is typed: one blank name per room and per traveller. */
export function emptyPackageGuest(roomCount: number, passengerCount: number): PackageGuestForm {
  return {
    ...emptyGuest(roomCount),
    passengers: Array.from({ length: passengerCount }, () => ({ first_name: '', last_name: '' })),
  };
}

/** The booking request from the package chosen, the form and the card's token, at the total the guest accepted. */
export function packageBookingBody(
  draft: PackageDraft,
  form: PackageGuestForm,
  cardToken: string,
  locale: Locale,
  total: PackageDraft['total'] = draft.total,
  /** The terms of the hotel's policy the page shows (ADR 0080); none when it names no policy. */
  cancellationPolicyTerms?: string,
): PackageBookingRequest {
  const types = passengerTypes(draft.travellers);
  const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    checkin_date: draft.search.checkin,
    checkout_date: draft.search.checkout,
    locale,
    room_type_code: draft.plan.room_type_code,
    room_plan_code: draft.plan.room_plan_code,
    rooms: draft.party.map((party, i) => ({
      adults: party.adults,
      children: party.children,
      kids_ages: party.kids_ages,
      kids_tiers: party.kids_tiers,
      first_name: form.rooms[i]?.first_name ?? '',
      last_name: form.rooms[i]?.last_name ?? '',
    })),
    departure_airport: draft.search.departure_airport,
    cabin: draft.search.cabin,
    outbound_offer_id: draft.outbound.offer_id,
    return_offer_id: draft.return.offer_id,
    passengers: form.passengers.map((passenger, i) => ({
      first_name: passenger.first_name,
      last_name: passenger.last_name,
      type: types[i] ?? 'adult',
    })),
    guest: {
      first_name: form.first_name,
      last_name: form.last_name,
      first_name_kana: optional(form.first_name_kana),
      last_name_kana: optional(form.last_name_kana),
      email: form.email,
      phone: form.phone,
      postal_code: optional(form.postal_code),
      prefecture_or_state: optional(form.prefecture_or_state),
      street_address: optional(form.street_address),
      building_name_and_number: optional(form.building_name_and_number),
    },
    ...(optional(form.special_request) ? { special_request: optional(form.special_request) } : {}),
    payment: { card_token: cardToken },
    total_price: { cents: total.cents, currency_iso: total.currency },
    ...(cancellationPolicyTerms === undefined ? {} : { cancellation_policy_terms: cancellationPolicyTerms }),
  };
}
