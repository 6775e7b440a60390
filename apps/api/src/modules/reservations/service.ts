import {
  RESERVATION_CHANNEL_FILTERS,
  RESERVATION_PAYMENT_FILTERS,
  type ReservationChannelFilter,
  type ReservationPaymentFilter,
} from '@yado/domain/statuses';
import type { AnswersRequest, CancelRequest, ExtrasAddRequest, GuestsUpdate, StayChange, StayChangeRequest } from '@yado/domain/booking';
import { canCancelOnline, reservationCancellationFee, type CancellationPolicy } from '@yado/domain/cancellation';
import { addDays, todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { personName } from '@yado/domain/person-name';
import { isCardPayment } from '@yado/domain/payments';
import { PACKAGE_BOOKING_METHOD } from '@yado/domain/packages/rules';
import type { Db } from '../../db/connect';
import { reviewState } from '@yado/domain/reviews';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { SignedInMember } from '../../plugins/member';
import type { CurrenciesService } from '../currencies/service';
import type { ExtrasService } from '../extras/service';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import type { ReservationMailEvents } from '../guest-mails/events';
import type { CardPaymentsService } from '../payments/service';
import type { QuestionsService } from '../questions/service';
import { mayAccessReservation, type ReservationCredentials } from './access';
import { bookedPlanCodes, reservationChanges } from './changes';
import { reservationCreation } from './create';
import type { LotteryBookings } from './lottery-bookings';
import { balanceOf, type ReservationRow } from './presenter';
import { packageOfReservation } from '../packages/of-reservation';
import { presentReceipt, type ReceiptRequest } from './receipt';
import { reservationsRepository } from './repository';
import type { ReservationView } from './schemas';
import { paidCurrencyOf } from './currency';
import { cancellation, type StayDiscounts } from './payment-effects';
import { assertGuestMayCancel, recordChange, type Actor } from './update-setting';
import { reservationViews } from './views';

export const MY_RESERVATIONS_PER_PAGE = 10;

export function reservationsService(
  db: Db,
  hotels: HotelsService,
  inventory: InventoryService,
  payments: CardPaymentsService,
  currencies: CurrenciesService,
  extras: ExtrasService,
  questions: QuestionsService,
  lotteries: LotteryBookings,
  mailEvents: ReservationMailEvents,
  discounts: StayDiscounts,
) {
  const { points, coupons, promotions, vouchers } = discounts;
  const repository = reservationsRepository(db);
  const cancelAndRelease = cancellation(db, inventory, extras, discounts);

  /**
   * A reservation its guest may see (by email or bypass token) or its hotel's staff: the same
   * answer for a wrong credential, another hotel and an unknown number.
   */
  async function accessible(number: string, credentials: ReservationCredentials, actor?: Actor) {
    const reservation = await repository.findByNumber(number);
    const allowed =
      actor?.kind === 'staff' ? reservation?.hotel_id === actor.hotelId : reservation && mayAccessReservation(reservation, credentials);
    if (!reservation || !allowed) throw new AppError('reservation_not_found');
    return reservation;
  }

  /** The reservation as its guest sees it; a signed-in guest's update setting follows §6 sign-in matching. */
  async function view(number: string, credentials: ReservationCredentials, locale: string, now = new Date(), actor?: Actor) {
    return presented(await accessible(number, credentials, actor), locale, now, actor);
  }

  const { presented, forMail } = reservationViews({ db, repository, hotels, payments, currencies, extras, questions, points });

  const changes = reservationChanges({
    db,
    repository,
    inventory,
    accessible,
    catalogueOf: (reservation) => hotels.getCatalogueById(reservation.hotel_id),
    paidCurrencyOf: (reservation) => paidCurrencyOf(currencies, reservation),
    extras,
    payments,
    mailEvents,
    points,
    coupons,
    promotions,
    vouchers,
  });

  /** What the confirmation screen asks of a reservation: questions for its hotel and plans. */
  async function confirmationAsked(reservation: ReservationRow, now: Date, booked?: Awaited<ReturnType<typeof repository.findRooms>>) {
    const [catalogue, rooms] = await Promise.all([
      hotels.getCatalogueById(reservation.hotel_id),
      booked ?? repository.findRooms(db, reservation.id),
    ]);
    return { catalogue, place: 'place_confirmation_screen' as const, planCodes: bookedPlanCodes(catalogue, rooms), now };
  }

  const { create } = reservationCreation({
    db,
    hotels,
    inventory,
    payments,
    currencies,
    extras,
    questions,
    lotteries,
    view,
    mailEvents,
    points,
    coupons,
    promotions,
    vouchers,
  });

  return {
    create,

    /** Whether a client session has booked at a hotel since a moment. */
    bookedBySessionSince: (clientSessionId: string, hotelId: number, since: Date) =>
      repository.bookedBySessionSince(clientSessionId, hotelId, since),

    /** My reservations (§4): one tab, ten a page; the stay's own hotel names it in the guest's language. */
    async listForMember(
      memberId: number,
      query: {
        status: 'upcoming' | 'completed' | 'cancelled';
        page: number;
        payment?: ReservationPaymentFilter | 'all';
        channel?: ReservationChannelFilter | 'all';
      },
      locale: string,
      now = new Date(),
    ) {
      const perPage = MY_RESERVATIONS_PER_PAGE;
      // A stay counts as upcoming until its check-out day has passed everywhere.
      const today = todayInTimeZone('Pacific/Kiritimati', now);
      const filters = {
        paymentTypes: query.payment && query.payment !== 'all' ? RESERVATION_PAYMENT_FILTERS[query.payment] : null,
        bookingMethods: query.channel && query.channel !== 'all' ? RESERVATION_CHANNEL_FILTERS[query.channel] : null,
      };
      const { rows, total } = await repository.listForMember(memberId, query.status, today, filters, {
        limit: perPage,
        offset: (query.page - 1) * perPage,
      });
      return {
        reservations: rows.map((r) => ({
          reservation_number: r.reservation_number,
          status: r.status,
          hotel: { code: r.hotel_code, name: pickTranslation(r.hotel_name_translations, locale, r.hotel_name) },
          checkin_date: r.checkin_date,
          checkout_date: r.checkout_date,
          nights: r.nights,
          payment_type: r.payment_type,
          total_price: { cents: r.total_price, currency_iso: r.currency },
          review_state: reviewState({ ...r, reviewed: Boolean(r.reviewed) }, todayInTimeZone(r.hotel_time_zone, now)),
        })),
        meta: { page: query.page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) },
      };
    },

    /**
     * An organization's stays for its admin (§2 organization admin): check-ins in a range, booked on
     * the hotel's own site only (§1: admin data covers the official site), in the reader's language.
     */
    async listForOrganization(organizationId: number, range: { from: string; until: string }, locale: string) {
      const rows = await repository.listForOrganization(organizationId, range, RESERVATION_CHANNEL_FILTERS.officialWebsite);
      return rows.map((r) => ({
        reservation_number: r.reservation_number,
        status: r.status,
        hotel: { code: r.hotel_code, name: pickTranslation(r.hotel_name_translations, locale, r.hotel_name) },
        guest_name: personName(r, locale),
        checkin_date: r.checkin_date,
        checkout_date: r.checkout_date,
        nights: r.nights,
        room_count: Number(r.room_count ?? 0),
        payment_type: r.payment_type,
        total_price: { cents: r.total_price, currency_iso: r.currency },
        booked_at: new Date(r.created_at).toISOString(),
        booked_by_user_id: r.organization_user_id,
      }));
    },

    /** The front desk's list for a day (staff API): arrivals, departures or guests staying the night. */
    async listForHotelOnDate(hotelId: number, query: { date: string; kind: 'arrivals' | 'departures' | 'staying' }) {
      const rows = await repository.listForHotelOnDate(hotelId, query.date, query.kind);
      return rows.map((r) => ({
        reservation_number: r.reservation_number,
        status: r.status,
        guest_name: `${r.first_name} ${r.last_name}`,
        checkin_date: r.checkin_date,
        checkout_date: r.checkout_date,
        nights: r.nights,
        room_count: Number(r.room_count ?? 0),
        payment_type: r.payment_type,
        total_price: { cents: r.total_price, currency_iso: r.currency },
        due_at_hotel: { cents: Math.max(0, r.total_price - r.paid_online), currency_iso: r.currency },
        changed_by_hotel: r.changed_by_hotel_at !== null,
      }));
    },

    /**
     * Reservations that meet a stay being booked, for the overlapping-reservation warning: only the
     * guest's own (their member account's, or made in this client session), so nothing leaks.
     */
    async overlapping(
      stay: { checkin: string; checkout: string },
      owner: { member: SignedInMember | null; clientSessionId: string },
      locale: string,
    ) {
      const lastDay = stay.checkout > stay.checkin ? addDays(stay.checkout, -1) : stay.checkin;
      const rows = await repository.overlapping(
        { userId: owner.member?.id ?? null, clientSessionId: owner.clientSessionId },
        { checkin: stay.checkin, lastDay },
      );
      return rows.map((row) => ({
        reservation_number: row.reservation_number,
        hotel_name: pickTranslation(row.hotel_name_translations, locale, row.hotel_name),
        checkin_date: row.checkin_date,
        checkout_date: row.checkout_date,
      }));
    },

    /** Lookup by brand, number and email: the same answer for a wrong email and an unknown number. */
    async lookup(brandCode: string, number: string, email: string, locale: string, actor?: Actor) {
      const { view: found } = await view(number, { email }, locale, new Date(), actor);
      if (found.hotel.brand_code !== brandCode) throw new AppError('reservation_not_found');
      return found;
    },

    forMail,

    async get(number: string, credentials: ReservationCredentials, locale: string, actor?: Actor) {
      return (await view(number, credentials, locale, new Date(), actor)).view;
    },

    /** The same, only when it was booked through one channel (§4): the agency's API answers its own bookings. */
    async getBookedThrough(
      channel: ReservationChannelFilter,
      number: string,
      credentials: ReservationCredentials,
      locale: string,
      actor?: Actor,
    ) {
      const reservation = await accessible(number, credentials, actor);
      const methods: readonly string[] = RESERVATION_CHANNEL_FILTERS[channel];
      if (!methods.includes(reservation.booking_method ?? 'booking_widget')) throw new AppError('reservation_not_found');
      return (await presented(reservation, locale, new Date(), actor)).view;
    },

    /** A payment link for the rest of a stay paid in full online that has grown (§4 manage booking). */
    async balancePayment(number: string, credentials: ReservationCredentials) {
      const reservation = await accessible(number, credentials);
      const { due, payableOnline } = balanceOf(reservation);
      if (!payableOnline) throw new AppError('balance_not_payable_online');
      const link = await payments.balanceLink(
        { id: reservation.id, number: reservation.reservation_number, hotelId: reservation.hotel_id, currency: reservation.currency },
        due,
      );
      // The guest who leaves the page still has the link: it is mailed once, when made.
      if (link.created)
        await mailEvents.record(db, reservation.id, 'payment_link', {
          link_number: link.number,
          amount: due,
          currency: reservation.currency,
        });
      return { payment_number: link.number, amount: { cents: due, currency_iso: reservation.currency } };
    },

    /** A file attached to one of a reservation's answers, for its hotel's staff. */
    async attachment(number: string, attachmentId: string, actor: Actor) {
      const reservation = await accessible(number, {}, actor);
      return questions.openAttachment(reservation.id, attachmentId);
    },

    /** A reservation as its hotel's staff see it: the reservation and its history of changes. */
    async withHistory(number: string, actor: Actor, locale: string) {
      const { reservation, view: shown } = await view(number, {}, locale, new Date(), actor);
      const changes = (await repository.listChanges(reservation.id)).map((c) => ({
        kind: c.kind,
        actor: c.actor,
        before: c.before,
        after: c.after,
        fee: c.fee,
        created_at: new Date(c.created_at).toISOString(),
      }));
      return { reservation: shown, changes };
    },

    /** What changing the dates or rooms would cost now, before the guest confirms. */
    quoteChange(number: string, credentials: ReservationCredentials, change: StayChange, actor: Actor, now = new Date()) {
      return changes.quote(number, credentials, change, actor, now);
    },

    async changeStay(number: string, request: StayChangeRequest, actor: Actor, locale: string, now = new Date()) {
      await changes.changeStay(number, request, actor, now);
      return (await view(number, request, locale, now, actor)).view;
    },

    async addExtras(number: string, request: ExtrasAddRequest, actor: Actor, locale: string, now = new Date()) {
      await changes.addExtras(number, request, actor, now);
      return (await view(number, request, locale, now, actor)).view;
    },

    /** Questions asked on the confirmation screen (§3), with the answers given so far. */
    async confirmationQuestions(number: string, credentials: ReservationCredentials, locale: string, now = new Date()) {
      const reservation = await accessible(number, credentials);
      const asked = await confirmationAsked(reservation, now);
      return { questions: await questions.list(asked, locale), answers: await questions.answersFor(db, reservation.id) };
    },

    /** Answers to the confirmation-screen questions, checked like those given while booking. */
    async answerQuestions(number: string, request: AnswersRequest, clientSessionId: string, locale: string, now = new Date()) {
      const reservation = await accessible(number, request);
      if (reservation.status === 'cancelled') throw new AppError('already_cancelled');
      const rooms = await repository.findRooms(db, reservation.id);
      const asked = await confirmationAsked(reservation, now, rooms);
      await questions.check(
        asked,
        request.answers,
        rooms.map((room) => room.adults),
        { clientSessionId, reservationId: reservation.id },
      );
      await inTransaction(db, (trx) =>
        questions.record(
          trx,
          reservation.id,
          request.answers,
          rooms.map((room) => room.id),
        ),
      );
      return (await view(number, request, locale, now)).view;
    },

    async updateGuests(number: string, request: GuestsUpdate, actor: Actor, locale: string, now = new Date()) {
      await changes.updateGuests(number, request, actor, now);
      return (await view(number, request, locale, now, actor)).view;
    },

    async receipt(number: string, credentials: ReservationCredentials, request: ReceiptRequest, locale: string, now = new Date()) {
      const reservation = await accessible(number, credentials);
      const [payment, catalogue, flights, extraLines] = await Promise.all([
        payments.latestForReservation(reservation.id),
        hotels.getCatalogueById(reservation.hotel_id),
        packageOfReservation(db, number, locale),
        extras.forReservation(db, reservation.id, locale),
      ]);
      const paid = { flightsPrice: flights?.flights_price ?? null, extras: extraLines };
      return presentReceipt(reservation, payment, catalogue, request, locale, paid, now);
    },

    /** Cancels online before the check-in day, charging the policy's fee, and gives the stock back. */
    async cancel(number: string, request: CancelRequest, actor: Actor, locale: string, now = new Date()): Promise<ReservationView> {
      const reservation = await accessible(number, request, actor);
      const catalogue = await hotels.getCatalogueById(reservation.hotel_id);
      const timeZone = catalogue.hotel.timeZone;
      const paidIn = await paidCurrencyOf(currencies, reservation);
      const settlement = await inTransaction(db, async (trx) => {
        const locked = await repository.lockByNumber(trx, number);
        if (!locked) throw new AppError('reservation_not_found');
        if (locked.status === 'cancelled') throw new AppError('already_cancelled');
        // A package's stay is never cancelled alone: the card paid its flights too (ADR 0062, the package's own cancellation).
        if (locked.booking_method === PACKAGE_BOOKING_METHOD) throw new AppError('flight_package');
        let fee = request.cancellation_fee_displayed;
        if (actor.kind === 'staff') {
          // Staff cancel at any time, charging the fee they name (up to the whole stay).
          if (fee > locked.total_price) throw new AppError('invalid', {}, [{ field: 'cancellation_fee', message: 'validation.invalid' }]);
        } else {
          if (!canCancelOnline(locked.checkin_date, timeZone, now)) throw new AppError('cancellation_not_online');
          assertGuestMayCancel(locked, catalogue, actor);
          const policy = locked.cancellation_policy as CancellationPolicy;
          fee = reservationCancellationFee(policy, locked, locked.checkin_date, timeZone, now).fee;
          if (fee !== request.cancellation_fee_displayed) {
            throw new AppError('cancellation_fee_changed', {}, [], { cancellation_fee: { cents: fee, currency_iso: locked.currency } });
          }
        }
        await cancelAndRelease(trx, locked, catalogue, { fee, reason: request.reason || null, details: request.details || null, at: now });
        await recordChange(repository, trx, actor, {
          reservation_id: locked.id,
          kind: 'cancel',
          before: { status: locked.status, total_price: locked.total_price },
          after: { status: 'cancelled', cancellation_fee: fee },
          fee,
        });
        await mailEvents.record(trx, locked.id, 'cancelled');
        if (!isCardPayment(locked.payment_type)) return null;
        // The card keeps the fee, in the currency it paid.
        const settlement = { keep: paidIn.convert(fee), cancelled: true };
        await payments.scheduleSettlement(trx, locked.id, settlement, now);
        return settlement;
      });
      // Settled now when the gateway answers; otherwise the job written with the cancellation retries it.
      if (settlement) await payments.settle(reservation.id, settlement, now).catch(() => undefined);
      return (await view(number, request, locale, now, actor)).view;
    },
  };
}
export type ReservationsService = ReturnType<typeof reservationsService>;
