import { useCallback, useSyncExternalStore } from 'react';
import type { RoomParty } from '@yado/domain/party';
import type { ChosenExtra } from './extras';
import type { DraftAnswer } from './questions';
import { sessionStore } from './storage';

/** What the guest chose and typed on the way to a booking; saved so a reload loses nothing (§3). */
export interface BookingDraft {
  hotelCode: string;
  checkin: string;
  checkout: string;
  /** Who stays in each room, as searched. */
  rooms: RoomParty[];
  roomTypeCode: string;
  roomTypeName: string;
  roomPlanCode: string;
  hotelPlanCode: string;
  planName: string;
  /**
   * Each room's room type and plan, in the order of `rooms`, when they differ (rooms taken from the
   * recommender); without it every room is of the room type and plan above.
   */
  roomChoices?: Array<{ roomTypeCode: string; roomPlanCode: string; hotelPlanCode: string }>;
  meals: string;
  cancellationPolicyId: number;
  /** How the chosen plan can be paid (§4 payment types); older drafts have none and offer what the hotel takes. */
  paymentMethods?: string[];
  depositPercentage?: number | null;
  price: { total: number; withoutTax: number; tax: number; currency: string; nights: Array<{ date: string; price_without_tax: number }> };
  guest?: Record<string, unknown>;
  /** Answers to the hotel's questions (§3), one per question in the order asked. */
  answers?: DraftAnswer[];
  /** Extras chosen before paying (§3); the price above is the rooms'. */
  extras?: ChosenExtra[];
  paymentType?: string;
  /** The promotion in the price (ADR 0047): its name and the rooms' total before it. */
  promotion?: { name: string; priceBefore: number } | null;
  /** The hotel's card offer on this plan: the rooms' total paid online by card. */
  cardOffer?: { name: string; total: number } | null;
  /** The code the guest came with, when it priced the plan: promo_code, or google_promo_code from Google Hotel Ads. */
  promoCode?: { code: string; source: 'promo_code' | 'google_promo_code' };
  /** The discount coupon applied to this booking (§5: one at a time). */
  couponCode?: string;
  /** The voucher a member books with (§2 voucher mode) and what it paid of the rooms as the search showed them. */
  voucher?: { number: string; pays: number };
  /** Points a signed-in member spends on this booking (§5 point rules). */
  spendingPoints?: number;
  /** A lottery winner booking the room their entry won (§3 lottery_result.entry_number). */
  lotteryEntryNumber?: string;
  /** On the agency site, set once the traveller has seen and confirmed the choice (§2 confirm-reservation). */
  choiceConfirmed?: boolean;
  /** Sent as Idempotency-Key: a retry of the same booking can never book twice. */
  idempotencyKey: string;
  /** The copy of this draft kept on the server (§7 temporary_storages), once the guest has given their details. */
  storageId?: string;
  /** The price held on the server while the guest pays in advance (ADR 0060): the rooms' total and when the hold ends. */
  priceHold?: { total: number; currency: string; expiresAt: string };
}

/** The hotel plan codes of the rooms being booked, each once: what questions and coupons are asked for. */
export function draftPlanCodes(draft: Pick<BookingDraft, 'hotelPlanCode' | 'roomChoices'> | null): string[] {
  if (!draft) return [''];
  return draft.roomChoices ? [...new Set(draft.roomChoices.map((choice) => choice.hotelPlanCode))] : [draft.hotelPlanCode];
}

/** The rooms' price for the way the guest pays: the card offer's when paying online by card. */
export function priceFor(draft: Pick<BookingDraft, 'price' | 'cardOffer'>, paysByCard: boolean): BookingDraft['price'] {
  return paysByCard && draft.cardOffer ? { ...draft.price, total: draft.cardOffer.total } : draft.price;
}

const KEY = 'yado_booking_draft';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedDraft: BookingDraft | null = null;

function read(): BookingDraft | null {
  const raw = sessionStore.get(KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      const parsed = raw ? (JSON.parse(raw) as BookingDraft) : null;
      // A draft saved by an older version has no rooms list: the guest starts again from the results.
      cachedDraft = parsed && Array.isArray(parsed.rooms) ? parsed : null;
    } catch {
      // A draft we cannot read is no draft: the guest starts the booking again from the results.
      cachedDraft = null;
    }
  }
  return cachedDraft;
}

/** The draft as saved now, for code that runs after an update within the same event. */
export const readDraft = (): BookingDraft | null => read();

export function saveDraft(draft: BookingDraft | null) {
  if (draft) sessionStore.set(KEY, JSON.stringify(draft));
  else sessionStore.remove(KEY);
  for (const listener of listeners) listener();
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function useBookingDraft() {
  const draft = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
  const update = useCallback((patch: Partial<BookingDraft>) => {
    const current = read();
    if (current) saveDraft({ ...current, ...patch });
  }, []);
  return { draft, update };
}
