import { todayInTimeZone } from '../dates';
import type { Locale } from '../locales';
import { readBudget } from './budget';
import { readParty } from './party';
import { findPlace } from './place-finder';
import { hotelRequestSchema, understandingSchema, type RequestField, type Understanding } from './request';
import { readStayDates } from './stay-dates';
import { normalizeRequestText } from './text';
import { readQuality, readWishes } from './wishes';

export interface UnderstandOptions {
  /** The language the traveller writes in, when known: it settles 12/24 against 24/12 and a bare 元. */
  locale?: Locale;
  /** Today as YYYY-MM-DD, or an instant read in `timeZone`; relative dates count from it, never from the clock. */
  today: string | Date;
  /** The traveller's or hotel's time zone, for an instant `today`. */
  timeZone?: string;
}

/** Guesses are not made: longer sentences than this are cut, as no traveller's request needs more. */
export const MAX_REQUEST_TEXT = 500;

/**
 * Understands a traveller's sentence ("京都で来週末、大人2人と5歳の子供、朝食付きで1泊3万円以内")
 * as the fields of the search form, with the words behind each and how much of a search it gives.
 * Pure: no clock, no I/O; the tables it reads are built on first use.
 */
export function understandRequest(text: string, options: UnderstandOptions): Understanding {
  const today = typeof options.today === 'string' ? options.today : todayInTimeZone(options.timeZone ?? 'UTC', options.today);
  const sentence = normalizeRequestText(text.slice(0, MAX_REQUEST_TEXT));
  const evidence: Partial<Record<RequestField, string[]>> = {};
  const note = (field: RequestField, words: string[]) => {
    if (words.length) evidence[field] = [...(evidence[field] ?? []), ...words];
  };

  const place = findPlace(sentence);
  if (place) note('place_id', [place.words]);
  const stay = readStayDates(sentence, options.locale, today);
  note('checkin', stay.words.dates);
  if (stay.checkout) note('checkout', stay.words.dates);
  note('nights', stay.words.nights);
  const party = readParty(sentence);
  note('adults', party.words.adults);
  note('children', party.words.children);
  note('rooms', party.words.rooms);
  const budget = readBudget(sentence, options.locale);
  if (budget) note('budget', [budget.words]);
  const wishes = readWishes(sentence, { namedStation: place?.place.kind === 'station' });
  note('wishes', wishes.words);
  const quality = readQuality(sentence);
  note('min_stars', quality.words.stars);
  note('min_rating', quality.words.rating);

  const request = hotelRequestSchema.parse({
    place_id: place?.place.id,
    checkin: stay.checkin,
    checkout: stay.checkout,
    nights: stay.nights,
    rooms: party.rooms ?? 1,
    adults: party.adults,
    children: party.children,
    budget: budget?.budget,
    wishes: wishes.wishes,
    min_stars: quality.stars,
    min_rating: quality.rating,
  });
  // A search needs a place, dates and a party; each found adds to the confidence, wishes a little.
  const confidence =
    0.1 +
    (request.place_id ? 0.35 : 0) +
    (request.checkin ? (request.checkout ? 0.25 : 0.15) : request.nights ? 0.1 : 0) +
    (request.adults ? 0.2 : 0) +
    (request.budget || request.wishes.length ? 0.1 : 0);
  return understandingSchema.parse({ request, evidence, confidence: Math.min(1, Math.round(confidence * 100) / 100) });
}
