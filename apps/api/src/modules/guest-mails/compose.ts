import { cancellationSentences } from '@yado/domain/cancellation-words';
import { formatDate } from '@yado/domain/date-words';
import { interpolate } from '@yado/domain/errors';
import type { Locale } from '@yado/domain/locales';
import { formatCount, formatMoney } from '@yado/domain/money';
import { personName } from '@yado/domain/person-name';
import type { MailAttachment } from '../../db/schema';
import type { Mail } from '../mail/service';
import type { ReservationView } from '../reservations/schemas';
import type { ReservationPackage } from '../packages/of-reservation';
import { stayCalendar } from './ics';
import { packageLines, seatsReleasedLine } from './package-lines';
import { MAIL_WORDS, type GuestMailKind, type HotelMailKind, type MailWords } from './texts';

/** What a booking's mail says beyond the reservation: the hotel's contact and the links to act on it. */
export interface MailContext {
  hotel: { name: string; phone: string; address: string };
  /** The lookup page, with the reservation number filled in: the mail carries no secret. */
  manageLink: string;
  /** A payment link's page and amount (payment_link, payment_received). */
  payment?: { link: string | null; amount: number; currency: string };
  /** A flight package's flights and tickets (booked mails of a package's stay). */
  package?: ReservationPackage | null;
  /** The stay was a flight package's, whose seats were released with its rooms (payment_abandoned). */
  seatsReleased?: boolean;
  now: Date;
}

const line = (label: string, value: string | number) => `${label}: ${value}`;

/** The stay: number, dates, rooms and party, and the price with what is paid and what is due. */
function stayLines(view: ReservationView, words: MailWords, locale: Locale): string[] {
  const money = (cents: number) => formatMoney(cents, view.currency, locale);
  const day = (date: string) => formatDate(date, locale, { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric' });
  const lines = [
    line(words.number, view.reservation_number),
    line(words.check_in, day(view.checkin_date)),
    line(words.check_out, day(view.checkout_date)),
    line(words.nights, view.nights),
    line(words.guest, personName(view.guest, locale)),
  ];
  view.rooms.forEach((room, index) => {
    lines.push(`${words.room} ${index + 1}: ${room.room_type_name} / ${room.room_plan_name}`);
    lines.push(`  ${line(words.adults, room.adults)} · ${line(words.children, room.children)} · ${money(room.total_price)}`);
  });
  for (const extra of view.extras) lines.push(`${words.extras}: ${extra.name} × ${extra.quantity} · ${money(extra.total_price)}`);
  // The total holds the extras with their tax: what it says is tax is the rooms' and the extras' together.
  const tax = view.tax + view.extras.reduce((sum, extra) => sum + extra.tax, 0);
  lines.push(`${line(words.total, money(view.total_price))} (${words.tax} ${money(tax)})`);
  if (view.mcp_total_price) lines.push(`  = ${formatMoney(view.mcp_total_price.cents, view.mcp_total_price.currency_iso, locale)}`);
  // The promotion is already in the total: the line says what it took off.
  if (view.promotion && view.promotion_discount_amount > 0) {
    lines.push(line(interpolate(words.promotion_included, { name: view.promotion.name }), money(-view.promotion_discount_amount)));
  }
  if (view.coupon_code && view.coupon_discount_amount > 0) {
    lines.push(line(interpolate(words.coupon_used, { code: view.coupon_code }), money(-view.coupon_discount_amount)));
  }
  if (view.voucher_number && view.voucher_coupon_discount_amount > 0) {
    lines.push(line(interpolate(words.voucher_used, { number: view.voucher_number }), money(-view.voucher_coupon_discount_amount)));
  }
  if (view.spent_points > 0) {
    const points = formatCount(view.spent_points, locale);
    lines.push(line(interpolate(words.points_used, { points }), money(-view.spending_point_value)));
  }
  if (view.status !== 'cancelled') {
    lines.push(line(words.paid_online, money(view.paid_online)));
    lines.push(line(words.due_at_hotel, money(view.due_at_hotel)));
  }
  const refunded = view.payment?.refunded_amount ?? 0;
  if (refunded > 0 && view.payment) lines.push(line(words.refunded, formatMoney(refunded, view.payment.currency, locale)));
  return lines;
}

function policyLines(view: ReservationView, words: MailWords, locale: Locale, now: Date): string[] {
  if (view.status === 'cancelled') {
    const charged = view.cancellation.fee_charged;
    const fee = formatMoney(view.cancellation.fee, view.currency, locale);
    return [line(words.fee, charged ? `${fee} (${formatMoney(charged.cents, charged.currency_iso, locale)})` : fee)];
  }
  return [`${words.policy}:`, ...cancellationSentences(view.cancellation_policy.lines, locale, now).map((s) => `- ${s}`)];
}

function calendarOf(view: ReservationView, context: MailContext, words: MailWords): MailAttachment {
  return {
    filename: `${view.reservation_number}.ics`,
    content_type: 'text/calendar; charset=utf-8; method=' + (view.status === 'cancelled' ? 'CANCEL' : 'PUBLISH'),
    content: stayCalendar({
      uid: `${view.id}@yado`,
      sequence: view.version,
      checkin: view.checkin_date,
      checkout: view.checkout_date,
      summary: `${context.hotel.name} (${view.reservation_number})`,
      location: context.hotel.address,
      description: `${line(words.number, view.reservation_number)}\n${context.manageLink}`,
      cancelled: view.status === 'cancelled',
      now: context.now,
    }),
  };
}

/** The mail a guest gets of their booking, in the language they booked in. */
export function guestMail(kind: GuestMailKind, view: ReservationView, locale: Locale, context: MailContext): Mail {
  const words = MAIL_WORDS[locale];
  const values = { hotel: context.hotel.name, number: view.reservation_number, name: personName(view.guest, locale) };
  const contact = `${words.contact}: ${[context.hotel.name, context.hotel.phone, context.hotel.address].filter(Boolean).join(' · ')}`;
  const sections: string[][] = [[interpolate(words.intro[kind], values)]];
  let link: string | null = context.manageLink;
  if (kind === 'payment_link' || kind === 'payment_received') {
    const payment = context.payment;
    if (payment) sections.push([line(words.amount, formatMoney(payment.amount, payment.currency, locale))]);
    if (kind === 'payment_link') link = payment?.link ?? null;
    sections.push(stayLines(view, words, locale));
  } else if (kind === 'payment_abandoned') {
    link = null;
    sections.push(stayLines(view, words, locale).slice(0, 4));
    if (context.seatsReleased) sections.push([seatsReleasedLine(locale)]);
  } else {
    sections.push(stayLines(view, words, locale));
    if (context.package) sections.push(packageLines(context.package, locale));
    sections.push(policyLines(view, words, locale, context.now));
  }
  const linkLabel = kind === 'cancelled' ? words.see : words.manage;
  if (link) sections.push([kind === 'payment_link' ? link : `${linkLabel}:\n${link}`]);
  sections.push([contact]);
  const calendar = kind === 'booked' || kind === 'changed' || kind === 'cancelled';
  return {
    to: view.guest.email,
    subject: interpolate(words.subject[kind], values),
    body: sections.map((s) => s.join('\n')).join('\n\n'),
    link,
    locale,
    attachments: calendar ? [calendarOf(view, context, words)] : [],
  };
}

/** The hotel's notice of a booking's news, with how to reach the guest and what they asked. */
export function hotelMail(kind: HotelMailKind, view: ReservationView, to: string, locale: Locale, context: MailContext): Mail {
  const words = MAIL_WORDS[locale];
  const values = { hotel: context.hotel.name, number: view.reservation_number };
  const guest = [view.guest.email, view.guest.phone, view.special_request ?? ''].filter(Boolean);
  const sections = [
    [interpolate(words.hotel_intro, values)],
    stayLines(view, words, locale),
    guest,
    policyLines(view, words, locale, context.now),
  ];
  return {
    to,
    subject: interpolate(words.hotel_subject[kind], values),
    body: sections.map((s) => s.join('\n')).join('\n\n'),
    link: null,
    locale,
    attachments: [],
  };
}

/** A payment link the hotel's staff send a guest, for what its description says. */
export function paymentLinkMail(
  link: { to: string; hotel: string; description: string; amount: number; currency: string; url: string },
  locale: Locale,
): Mail {
  const words = MAIL_WORDS[locale];
  const values = { hotel: link.hotel, number: link.description, name: '' };
  return {
    to: link.to,
    subject: interpolate(words.link_subject, values),
    body: [
      interpolate(words.link_intro, values),
      `${line(words.amount, formatMoney(link.amount, link.currency, locale))}\n${link.description}`,
      link.url,
    ].join('\n\n'),
    link: link.url,
    locale,
    attachments: [],
  };
}
