import type { Member } from '@yado/domain/members';
import type { GuestDetails } from '@yado/domain/validation';

/**
 * A signed-in member's profile starts a guest form: their email, their names (kanji and kana when
 * booking in Japanese and the profile has them) and their address. Parts the profile lacks stay empty.
 */
export function memberGuest(member: Member | undefined, locale: string): Partial<GuestDetails> {
  if (!member) return {};
  const kanji = locale === 'ja' && member.last_name_kanji && member.first_name_kanji;
  const given: Partial<GuestDetails> = {
    email: member.email,
    email_confirmation: member.email,
    last_name: kanji ? member.last_name_kanji : member.last_name,
    first_name: kanji ? member.first_name_kanji : member.first_name,
    ...(locale === 'ja' ? { last_name_kana: member.last_name_kana, first_name_kana: member.first_name_kana } : {}),
    postal_code: member.postal_code,
    prefecture_or_state: member.prefecture_or_state,
    street_address: member.street_address,
    building_name_and_number: member.building_name_and_number,
  };
  // A session kept from before the profile existed lacks its parts.
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value)) as Partial<GuestDetails>;
}

/** A guest form with nothing typed yet, for this many rooms' guest names. */
export function emptyGuest(roomCount: number): GuestDetails {
  return {
    last_name: '',
    first_name: '',
    last_name_kana: '',
    first_name_kana: '',
    email: '',
    email_confirmation: '',
    phone: '',
    postal_code: '',
    prefecture_or_state: '',
    street_address: '',
    building_name_and_number: '',
    special_request: '',
    rooms: Array.from({ length: roomCount }, () => ({ first_name: '', last_name: '' })),
    terms_accepted: false,
  };
}

/**
 * What the guest typed, carried to a new choice of rooms at the same hotel: the booker and contact
 * stay, each room keeps its guest's name while there is such a room, and the terms are accepted
 * again for the new choice (its plan and cancellation policy may differ).
 */
export function guestForNewChoice(typed: Record<string, unknown> | undefined, roomCount: number): Record<string, unknown> | undefined {
  if (!typed) return undefined;
  return { ...typed, rooms: fittedRooms((typed as Partial<GuestDetails>).rooms, roomCount), terms_accepted: false };
}

/** Room guests' names for this many rooms: those typed, in order, then empty ones. */
export function fittedRooms(rooms: GuestDetails['rooms'] | undefined, roomCount: number): GuestDetails['rooms'] {
  return Array.from({ length: roomCount }, (_, i) => rooms?.[i] ?? { first_name: '', last_name: '' });
}
