import type { Locale } from '@yado/domain/locales';
import { EN } from './words/en';
import { JA } from './words/ja';
import { KO } from './words/ko';
import { ZH_HANS } from './words/zh_Hans';
import { ZH_HANT } from './words/zh_Hant';
import { ID } from './words/id';
import { TH } from './words/th';
import { AR } from './words/ar';

/** What a mail is about: the guest's mails, and the hotel's notice of a booking's news. */
export const GUEST_MAIL_KINDS = ['booked', 'changed', 'cancelled', 'payment_received', 'payment_abandoned', 'payment_link'] as const;
export type GuestMailKind = (typeof GUEST_MAIL_KINDS)[number];
export type HotelMailKind = 'booked' | 'changed' | 'cancelled';

export interface MailWords {
  subject: Record<GuestMailKind, string>;
  intro: Record<GuestMailKind, string>;
  hotel_subject: Record<HotelMailKind, string>;
  hotel_intro: string;
  /** A payment link of the hotel's own, not of a booking: {hotel}. */
  link_subject: string;
  link_intro: string;
  number: string;
  check_in: string;
  check_out: string;
  nights: string;
  room: string;
  adults: string;
  children: string;
  guest: string;
  total: string;
  tax: string;
  extras: string;
  paid_online: string;
  /** What a discount coupon took off: {code}. */
  coupon_used: string;
  /** What a promotion took off, already in the total: {name}. */
  promotion_included: string;
  /** What a voucher paid: {number}. */
  voucher_used: string;
  /** Points spent on the stay: {points}. */
  points_used: string;
  due_at_hotel: string;
  /** What went back to the card of a stay cancelled or made cheaper. */
  refunded: string;
  fee: string;
  policy: string;
  manage: string;
  /** The link to a booking that can no longer be changed (cancelled). */
  see: string;
  contact: string;
  amount: string;
}

/**
 * The guest's booking mails in each language (§1 languages). Values in braces are filled in:
 * {hotel}, {number}, {name}. Labels stand before a colon, so counts need no plural forms.
 */
export const MAIL_WORDS: Record<Locale, MailWords> = { en: EN, ja: JA, ko: KO, zh_Hans: ZH_HANS, zh_Hant: ZH_HANT, id: ID, th: TH, ar: AR };
