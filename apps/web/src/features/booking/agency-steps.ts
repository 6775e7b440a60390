import { personName } from '@yado/domain/person-name';
import { writeParty } from '@yado/domain/search-criteria';
import type { BookingDraft } from '../../lib/booking-draft';
import type { TFunction } from '../../lib/i18n';
import type { AskedQuestion, DraftAnswer } from '../../lib/questions';

/** The hotel's page with the search the rooms were chosen from (§2 hotels/{code}): its dates and party. */
export function hotelPageHref(draft: Pick<BookingDraft, 'hotelCode' | 'checkin' | 'checkout' | 'rooms'>): string {
  const query = writeParty(new URLSearchParams({ checkin: draft.checkin, checkout: draft.checkout }), draft.rooms);
  return `/hotels/${encodeURIComponent(draft.hotelCode)}?${query}`;
}

/** What the guest form holds, as the review step shows it back: text only, nothing left out that was typed. */
export interface ReviewedGuest {
  booker: string;
  /** The name in kana, asked only in Japanese. */
  bookerKana: string;
  email: string;
  phone: string;
  /** Postal code, prefecture or state, street and building, as typed, in that order. */
  address: string;
  /** Who stays in each room, in the order of the rooms. */
  stayingGuests: string[];
  specialRequest: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The draft's guest (saved as typed, so any field may be missing) for the review step, names as the language writes them. */
export function reviewedGuest(guest: Record<string, unknown> | undefined, roomCount: number, locale: string): ReviewedGuest {
  const values = guest ?? {};
  const name = (person: unknown, first = 'first_name', last = 'last_name') => {
    const fields = (person ?? {}) as Record<string, unknown>;
    return personName({ first_name: text(fields[first]), last_name: text(fields[last]) }, locale).trim();
  };
  const rooms = Array.isArray(values.rooms) ? (values.rooms as unknown[]) : [];
  return {
    booker: name(values),
    bookerKana: name(values, 'first_name_kana', 'last_name_kana'),
    email: text(values.email),
    phone: text(values.phone),
    address: ['postal_code', 'prefecture_or_state', 'street_address', 'building_name_and_number']
      .map((field) => text(values[field]))
      .filter(Boolean)
      .join(', '),
    stayingGuests: Array.from({ length: roomCount }, (_, index) => name(rooms[index])),
    specialRequest: text(values.special_request),
  };
}

/**
 * A hotel question's answer as the review step shows it, a line each: the option's label or the text
 * typed, each room's times and people, the files attached. None when nothing was answered.
 */
export function answerLines(question: AskedQuestion, answer: DraftAnswer | undefined, t: TFunction): string[] {
  if (!answer) return [];
  const typed = answer.answer?.trim() ?? '';
  const chosen = question.answer_type === 'options' ? (question.options.find((o) => o.value === typed)?.label ?? typed) : typed;
  const rooms = (answer.rooms ?? []).flatMap((room) => {
    const parts = [
      room.checkin_time ? `${t('questions.checkin_time')} ${room.checkin_time}` : '',
      room.checkout_time ? `${t('questions.checkout_time')} ${room.checkout_time}` : '',
      room.men_count !== undefined ? `${t('questions.men_count')} ${room.men_count}` : '',
      room.women_count !== undefined ? `${t('questions.women_count')} ${room.women_count}` : '',
    ].filter(Boolean);
    return parts.length ? [`${t('questions.room', { number: room.room + 1 })}: ${parts.join(' · ')}`] : [];
  });
  const files = (answer.attachments ?? []).map((file) => `${t('questions.attached_file')}: ${file.filename}`);
  return [chosen, ...rooms, ...files].filter(Boolean);
}
