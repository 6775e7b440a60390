import type { StayChange, StayChangeRequest } from '@yado/domain/booking';
import {
  CONSOLE_RESERVATIONS_PER_PAGE,
  consoleSearchTerms,
  type ConsolePaymentLink,
  type ConsoleReservationsQuery,
} from '@yado/domain/console-reservations';
import { todayInTimeZone } from '@yado/domain/dates';
import { isLocale, pickTranslation } from '@yado/domain/locales';
import { personName } from '@yado/domain/person-name';
import type { ConsoleCancelledReservation, ConsoleReservationDetail, ConsoleReservationList } from '@yado/domain/wire/console-reservations';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { ReservationMailEvents } from '../guest-mails/events';
import { paymentLinkMail } from '../guest-mails/compose';
import type { HotelsService } from '../hotels/service';
import type { MailService } from '../mail/service';
import { paymentLinkAddress, type PaymentLinksService } from '../payments/payment-links-service';
import type { PackageCancellations } from '../packages/cancellation';
import { cancellationOf } from '../packages/presenter';
import type { ReservationsService } from '../reservations/service';
import type { Actor, ChangeEntry } from '../reservations/update-setting';
import type { ConsoleAccounts, ConsoleUser } from './accounts';
import { consoleRepository } from './repository';
import { consoleMailKeyPrefix, consoleReservationsRepository } from './reservations-repository';

type Hotel = Awaited<ReturnType<ConsoleAccounts['hotelFor']>>;

/** The audit log's name for each kind of change a reservation's history keeps. */
const AUDITED_CHANGES: Record<string, string> = {
  itinerary: 'reservation.stay_changed',
  cancel: 'reservation.cancelled',
  guests: 'reservation.guests_changed',
  extras: 'reservation.extras_added',
};

export interface ConsoleReservationsDependencies {
  db: Db;
  accounts: ConsoleAccounts;
  reservations: ReservationsService;
  mailEvents: ReservationMailEvents;
  links: PaymentLinksService;
  hotels: Pick<HotelsService, 'linkOrigin'>;
  mail: Pick<MailService, 'queue' | 'deliverNow'>;
  /** A flight package's stay is cancelled with its flights, as one package (ADR 0062). */
  packages: Pick<PackageCancellations, 'isPackageStay' | 'cancelByStaff' | 'quoteForStaff'>;
}

/**
 * The front desk's reservations in the console: the day's lists, the search, a reservation with
 * its history and mails, and the staff's changes. Changes go through the reservation services as
 * the staff API's do (a staff actor, so staff rules, stock and the mark that ends online changes
 * all apply); each is written to the audit log in the transaction that makes it.
 */
export function consoleReservations(deps: ConsoleReservationsDependencies) {
  const { db, accounts, reservations } = deps;
  const repository = consoleReservationsRepository(db);
  const audit = consoleRepository(db);

  /** The console user as the reservation services see them: staff of this hotel, their changes audited. */
  function actorFor(user: ConsoleUser, hotel: Hotel, number: string): Extract<Actor, { kind: 'staff' }> {
    return {
      kind: 'staff',
      credentialId: null,
      hotelId: hotel.id,
      audit: (trx: Db, change: ChangeEntry) =>
        audit.audit(trx, {
          staff_user_id: user.id,
          hotel_id: hotel.id,
          action: AUDITED_CHANGES[change.kind] ?? `reservation.${change.kind}`,
          before: { reservation_number: number, ...(change.before as object) },
          after: { reservation_number: number, ...(change.after as object), ...(change.fee ? { fee: change.fee } : {}) },
        }),
    };
  }

  /** The hotel and the reservation of it with this number; another hotel's or an unknown number is not found. */
  async function found(user: ConsoleUser, code: string, number: string) {
    const hotel = await accounts.hotelFor(user, code);
    const reservation = await repository.find(hotel.id, number);
    if (!reservation) throw new AppError('reservation_not_found');
    return { hotel, reservation, actor: actorFor(user, hotel, number) };
  }

  async function detail(user: ConsoleUser, code: string, number: string, locale: string): Promise<ConsoleReservationDetail> {
    const { reservation, actor } = await found(user, code, number);
    const [shown, mails] = await Promise.all([
      reservations.withHistory(number, actor, locale),
      repository.mailsOf(reservation.id, reservation.email),
    ]);
    return {
      ...shown,
      mails: mails.map((m) => ({
        kind: m.kind,
        to: m.to_address,
        subject: m.subject ?? null,
        queued_at: new Date(m.queued_at).toISOString(),
        sent_at: m.sent_at ? new Date(m.sent_at).toISOString() : null,
      })),
    };
  }

  return {
    detail,

    async list(user: ConsoleUser, code: string, query: ConsoleReservationsQuery): Promise<ConsoleReservationList> {
      const hotel = await accounts.hotelFor(user, code);
      const date = query.date ?? todayInTimeZone(hotel.time_zone);
      const q = query.view === 'search' ? (query.q ?? '') : null;
      const perPage = CONSOLE_RESERVATIONS_PER_PAGE;
      const { rows, total } = await repository.list(
        hotel.id,
        { view: query.view, date, terms: q === null ? null : consoleSearchTerms(q) },
        { limit: perPage, offset: (query.page - 1) * perPage },
      );
      return {
        view: query.view,
        date,
        q,
        reservations: rows.map((r) => {
          const money = (cents: number) => ({ cents, currency_iso: r.currency });
          const kana =
            r.last_name_kana || r.first_name_kana
              ? personName({ first_name: r.first_name_kana ?? '', last_name: r.last_name_kana ?? '' }, 'ja')
              : null;
          const paidByMoney = r.total_price - r.coupon_discount - r.voucher_discount - r.point_discount;
          return {
            reservation_number: r.reservation_number,
            status: r.status as ConsoleReservationList['reservations'][number]['status'],
            // The name as the guest's language writes it (family name first in Japanese), whoever reads it.
            guest_name: personName(r, r.locale),
            guest_name_kana: kana,
            checkin_date: r.checkin_date,
            checkout_date: r.checkout_date,
            nights: r.nights,
            room_count: Number(r.room_count ?? 0),
            payment_type: r.payment_type,
            total_price: money(r.total_price),
            paid_online: money(r.paid_online),
            due_at_hotel: money(Math.max(0, paidByMoney - r.paid_online)),
            changed_by_hotel: r.changed_by_hotel_at !== null,
          };
        }),
        meta: { page: query.page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) },
      };
    },

    /** What a change of dates or rooms would cost, as staff change it (no fee). */
    async quote(user: ConsoleUser, code: string, number: string, change: StayChange) {
      const { actor } = await found(user, code, number);
      return reservations.quoteChange(number, {}, change, actor);
    },

    async changeStay(user: ConsoleUser, code: string, number: string, request: StayChangeRequest, locale: string) {
      const { actor } = await found(user, code, number);
      await reservations.changeStay(number, request, actor, locale);
      return detail(user, code, number, locale);
    },

    /** What cancelling a flight package costs with the hotel's fee staff name: the airline's fee and the refund, shown before they confirm. */
    async packageCancelQuote(user: ConsoleUser, code: string, number: string, hotelFee: number) {
      const { actor } = await found(user, code, number);
      return deps.packages.quoteForStaff(number, hotelFee, actor);
    },

    /**
     * Cancels at any time, charging the fee staff name (up to the stay's total), as the staff API
     * does; a flight package's stay cancels the whole package, the airline's fees on top, and the
     * answer says what its cancellation kept and refunded.
     */
    async cancel(
      user: ConsoleUser,
      code: string,
      number: string,
      request: { cancellation_fee: number; reason?: string | undefined },
      locale: string,
    ): Promise<ConsoleCancelledReservation> {
      const { actor } = await found(user, code, number);
      const cancelledPackage = (await deps.packages.isPackageStay(number))
        ? await deps.packages.cancelByStaff(number, { hotelFee: request.cancellation_fee, reason: request.reason }, actor)
        : null;
      if (!cancelledPackage)
        await reservations.cancel(number, { cancellation_fee_displayed: request.cancellation_fee, reason: request.reason }, actor, locale);
      const shown = await detail(user, code, number, locale);
      return { ...shown, package_cancellation: cancelledPackage ? cancellationOf(cancelledPackage) : null };
    },

    /**
     * The guest's mail of how the booking stands, sent again: its confirmation, or its cancellation
     * once cancelled. A booking still being paid has nothing to confirm yet.
     */
    async resendMail(user: ConsoleUser, code: string, number: string, locale: string) {
      const { hotel, reservation } = await found(user, code, number);
      if (reservation.status === 'payment_pending') throw new AppError('reservation_being_paid');
      const kind = reservation.status === 'cancelled' ? 'cancelled' : 'booked';
      await inTransaction(db, async (trx) => {
        await deps.mailEvents.resend(trx, reservation.id, kind);
        await audit.audit(trx, {
          staff_user_id: user.id,
          hotel_id: hotel.id,
          action: 'reservation.mail_resent',
          before: null,
          after: { reservation_number: number, mail: kind, to: reservation.email },
        });
      });
      return detail(user, code, number, locale);
    },

    /** A payment link for an amount, made by the staff's payment link service; mailed to the guest, in their language, when asked. */
    async paymentLink(
      user: ConsoleUser,
      code: string,
      number: string,
      input: ConsolePaymentLink,
      locale: string,
      requestedOrigin: string | null,
    ) {
      const { hotel, reservation } = await found(user, code, number);
      const origin = await deps.hotels.linkOrigin(code, requestedOrigin);
      const guestLocale = isLocale(reservation.locale) ? reservation.locale : 'en';
      const mailIds: number[] = [];
      const link = await deps.links.create(code, input, locale, new Date(), async (trx, linkNumber) => {
        const url = paymentLinkAddress(origin, code, linkNumber);
        if (input.send_to_guest) {
          const hotelName = pickTranslation(hotel.name_translations, guestLocale, hotel.name);
          const mail = paymentLinkMail(
            {
              to: reservation.email,
              hotel: hotelName,
              description: input.description,
              amount: input.amount,
              currency: hotel.currency,
              url,
            },
            guestLocale,
          );
          mailIds.push(await deps.mail.queue(trx, mail, `${consoleMailKeyPrefix(reservation.id)}payment_link:${linkNumber}`));
        }
        await audit.audit(trx, {
          staff_user_id: user.id,
          hotel_id: hotel.id,
          action: 'reservation.payment_link_created',
          before: null,
          after: {
            reservation_number: number,
            payment_link: linkNumber,
            amount: input.amount,
            currency: hotel.currency,
            mailed: input.send_to_guest,
          },
        });
      });
      await deps.mail.deliverNow(mailIds);
      return { ...link, url: paymentLinkAddress(origin, code, link.number) };
    },
  };
}
export type ConsoleReservations = ReturnType<typeof consoleReservations>;
