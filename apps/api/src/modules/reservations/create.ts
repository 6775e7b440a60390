import type { ReservationRequest } from '@yado/domain/booking';
import { todayInTimeZone } from '@yado/domain/dates';
import type { CompanionCode } from '@yado/domain/party';
import { PACKAGE_BOOKING_METHOD } from '@yado/domain/packages/rules';
import { paysOnlineByCard } from '@yado/domain/payments';
import { LOYALTY_PROVIDER } from '@yado/domain/members';
import type { Db } from '../../db/connect';
import { inTransaction, retriedAfterDeadlock } from '../../db/transactions';
import { newSecretToken, sha256 } from '../../crypto';
import { AppError } from '../../errors';
import type { CouponsService } from '../coupons/service';
import type { VoucherUse, VouchersService } from '../vouchers/service';
import type { CurrenciesService } from '../currencies/service';
import type { GivenCode, PromotionsService } from '../promotions/service';
import type { ExtrasService } from '../extras/service';
import type { ReservationMailEvents } from '../guest-mails/events';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import type { CardPaymentsService } from '../payments/service';
import type { QuestionsService } from '../questions/service';
import { assertParty, assertStay, firstCheckin } from '../stay-rules/stay';
import { gridShapeOf } from '../search/grid-shape';
import type { ReservationCredentials } from './access';
import type { LotteryBooking, LotteryBookings } from './lottery-bookings';
import type { StayPoints } from './payment-effects';
import {
  cardPaymentOf,
  bookedParties,
  newReservationId,
  newReservationNumber,
  reservationRooms,
  resolveRoomPlans,
  assertPaymentSecuresFee,
  assertPriceAsShown,
  shopperOf,
  stockRequests,
} from './booking';
import { quoteRooms } from '../stay-rules/pricing';
import { bookingExchange } from './currency';
import { presentReservation } from './presenter';
import { idempotentBookings, isBookedReference, type BookedReference, type IdempotentRequest } from './idempotency';
import { insertReservation } from './booking-repository';
import { bookAtOnce, type BookingStored } from './booking-at-once';
import { cardBookings } from './card-booking';
import { assertPolicyAsShown, stayPolicy } from './stay-policy';
import { reservationRow } from './reservation-row';
import { priceHolds } from './price-hold';
import type { ReservationView } from './schemas';

/** The code a booking came with: promo_code, or google_promo_code from Google Hotel Ads (recorded as such). */
function givenCode(request: ReservationRequest): GivenCode | null {
  if (request.promo_code) return { code: request.promo_code, source: 'promo_code' };
  if (request.google_promo_code) return { code: request.google_promo_code, source: 'google_promo_code' };
  return null;
}

export interface CreateContext {
  clientSessionId: string;
  /** The address the booking came from, which a card's issuer weighs in 3-D Secure (the request's ip). */
  shopperIp: string;
  /** The signed-in member, who may book members-only plans of their brand and finds the booking in my reservations. */
  member?: { id: number; brandId: number; companions?: CompanionCode[]; signedInWith?: string | null } | null;
  /** The signed-in corporate user: the booking is their organization's (§6 corporate bookings). */
  corporate?: { id: number; brandId: number; organizationId: number } | null;
  idempotencyKey?: string | undefined;
  now?: Date;
  /** The stay of a flight package (ADR 0059): the card pays its flights too, and the package learns the booking as it is written. */
  package?: PackageStay;
}

export interface PackageStay {
  /** What the card pays on top of the stay: the package's flights, in the hotel's currency. */
  flightsPrice: number;
  /** Runs in the booking's transaction, once the reservation and its payment are written. */
  stored(
    trx: Db,
    booked: { reservationId: string; reservationNumber: string; bypassToken: string; transactionId: string | null },
  ): Promise<void>;
  /** Runs once the booking has committed, before its card is charged. */
  beforeCharge?(): Promise<void>;
}

export interface Created {
  status: number;
  replayed: boolean;
  body: { data: { reservation_number: string; bypass_token: string; reservation: ReservationView } };
}

export interface CreationDependencies {
  db: Db;
  hotels: HotelsService;
  inventory: InventoryService;
  payments: CardPaymentsService;
  currencies: CurrenciesService;
  extras: ExtrasService;
  questions: QuestionsService;
  lotteries: LotteryBookings;
  mailEvents: ReservationMailEvents;
  points: StayPoints;
  coupons: Pick<CouponsService, 'forBooking' | 'claim' | 'claimAlong'>;
  promotions: Pick<PromotionsService, 'forBooking'>;
  vouchers: Pick<VouchersService, 'forBooking' | 'claim' | 'claimAlong'>;
  /** The reservation as its guest sees it, once stored. */
  view(number: string, credentials: ReservationCredentials, locale: string, now: Date): Promise<{ view: ReservationView }>;
}

/** Booking a stay (POST hotels/{hotel}/reservations), paid at the hotel or by card. */
export function reservationCreation({
  db,
  hotels,
  inventory,
  payments,
  currencies,
  extras,
  questions,
  lotteries,
  mailEvents,
  points,
  coupons,
  promotions,
  vouchers,
  view,
}: CreationDependencies) {
  const idempotent = idempotentBookings(db);
  const holds = priceHolds(db);

  const { cardFor, chargeCard } = cardBookings({ db, payments, idempotent, view });

  /** One attempt at a booking (see create), which writes its Idempotency-Key with its answer. */
  async function book(
    hotelCode: string,
    request: ReservationRequest,
    context: CreateContext,
    idempotency: IdempotentRequest,
  ): Promise<Created> {
    const now = context.now ?? new Date();
    const catalogue = await hotels.getCatalogue(hotelCode);
    const { hotel } = catalogue;
    const dayUse = request.checkin_date === request.checkout_date;
    assertStay(catalogue, request.checkin_date, request.checkout_date, { now, dayUse });
    const member = context.member && context.member.brandId === hotel.brand.id ? context.member : null;
    // Points are a member's: a guest asking to spend some is told they cannot.
    if (!member && (request.spending_point ?? 0) > 0) throw new AppError('points_unavailable');
    // Who stays in each room, companions counted in: what rooms, rates and stock are for.
    const parties = assertParty(catalogue, bookedParties(catalogue, request), { dayUse, companions: member?.companions ?? [] });
    const corporate = context.corporate && context.corporate.brandId === hotel.brand.id ? context.corporate : null;
    // A lottery winner books the room their entry won, with the lottery's own plan.
    const lotteryEntry = request.lottery_result?.entry_number ?? null;
    const lotteryBooking = (roomPlanIds: number[]): LotteryBooking => ({
      memberId: member?.id ?? null,
      hotelId: hotel.id,
      roomPlanIds,
      checkin: request.checkin_date,
      checkout: request.checkout_date,
      adults: parties.map((party) => party.adults),
    });
    const lotteryEventId = lotteryEntry ? await lotteries.eventFor(lotteryEntry, lotteryBooking([]), now) : null;
    const roomPlans = resolveRoomPlans(catalogue, request, parties, firstCheckin(catalogue, now), {
      member: member !== null,
      lotteryEventId,
    });
    const stay = { checkin: request.checkin_date, checkout: request.checkout_date };
    const policyClock = { checkin: stay.checkin, timeZone: hotel.timeZone, now };
    const policy = stayPolicy(catalogue, roomPlans, policyClock);
    assertPolicyAsShown(request.cancellation_policy_terms, policy, policyClock);
    const bypassToken = newSecretToken();
    const card = await cardFor(request, member, hotel.brand.settings);
    const exchange = await bookingExchange(currencies, request, hotel);
    const planCodes = roomPlans.map((rp) => rp.plan.code);
    const extraLines = await extras.price(catalogue, request.extras ?? [], { ...stay, planCodes }, now);
    const answers = request.answers ?? [];
    await questions.check(
      { catalogue, place: 'place_booking_process', planCodes, now },
      answers,
      parties.map((party) => party.adults),
      { clientSessionId: context.clientSessionId },
    );
    // Checked last of the request: the way to pay is the guest's final choice.
    assertPaymentSecuresFee(catalogue, roomPlans, request, now);
    const extrasTotal = extraLines.reduce((sum, line) => sum + line.total_price, 0);
    // A member may keep a new card for next time; it is saved once it has paid.
    const saveForUserId = member && request.payment.save_card && request.payment.saved_card_id === undefined ? member.id : null;

    // Priced from the hotel's grid before the transaction, as the search priced it: the
    // transaction holds its locks only for the stock and the rows it writes.
    const rates = await inventory.searchView(gridShapeOf(catalogue, todayInTimeZone(hotel.timeZone, now)));
    const quoted = await quoteRooms(rates, catalogue, parties, roomPlans, stay, { member: member !== null });
    // The best promotion for the guest is in the nights before anything else (a card offer only
    // paid online by card); a code that cannot apply is 2001. A coupon, a voucher, then points come after it.
    const promoted = await promotions.forBooking(
      { catalogue, roomPlans, now, paysByCard: paysOnlineByCard(request.payment.type) },
      { code: givenCode(request), loyaltyMember: member?.signedInWith === LOYALTY_PROVIDER },
      quoted,
    );
    // A price held for this booking (ADR 0060): the guest never pays more than they were shown; a
    // price that fell since is asked again (price_changed) like any, so what is confirmed is charged.
    const held = await holds.apply({ request, catalogue, clientSessionId: context.clientSessionId, now }, promoted.prices);
    const prices = held?.prices ?? promoted.prices;
    const total = prices.reduce((sum, p) => sum + p.total_price, 0) + extrasTotal;
    // A coupon takes its part of the rooms' price first; a voucher pays what it can of the rest
    // (ADR 0046); points may pay for what is left after both.
    const coupon = request.coupon_code
      ? await coupons.forBooking(request.coupon_code, { catalogue, planCodes, member, now }, prices)
      : null;
    const couponDiscount = coupon?.discount ?? 0;
    const roomsPrice = total - extrasTotal;
    const voucher = request.voucher_coupon_code
      ? await vouchers.forBooking(request.voucher_coupon_code, { catalogue, planCodes, member, stay, now }, roomsPrice - couponDiscount)
      : null;
    const voucherDiscount = voucher?.discount ?? 0;
    assertPriceAsShown(request, hotel.currency, { total, extrasTotal, prices });
    const cardPayment = (reservationId: string, payable: number) =>
      card &&
      cardPaymentOf(card, {
        reservationId,
        payable,
        flightsPrice: context.package?.flightsPrice ?? 0,
        paymentType: request.payment.type,
        depositPercentage: roomPlans[0]?.plan.depositPercentage ?? null,
        checkout: stay.checkout,
        hotel,
        paidIn: exchange && { currency: exchange.currency, convert: (cents) => currencies.convert(cents, exchange) },
        saveForUserId,
        now,
      });
    // A card booking holds the voucher as pending until its payment goes through.
    const voucherUse = (reservationNumber: string): VoucherUse => ({
      reservationNumber,
      pending: card !== null,
      now,
      timeZone: hotel.timeZone,
    });
    // The rows the booking writes, once points have taken their part of what money pays.
    const rowsOf = (ids: { id: string; number: string }, pointDiscount: number, payable: number) => ({
      reservation: reservationRow(
        request,
        {
          ...ids,
          hotel,
          bypassToken,
          clientSessionId: context.clientSessionId,
          bookingMethod: context.package ? PACKAGE_BOOKING_METHOD : (request.booking_method ?? 'booking_widget'),
          memberId: member?.id ?? null,
          corporate,
          paysByCard: card !== null,
          depositPercentage: roomPlans[0]?.plan.depositPercentage ?? null,
        },
        {
          prices,
          total,
          extrasTotal,
          payable,
          pointDiscount,
          coupon,
          voucher,
          promotion: promoted.applied,
          exchange: exchange ? { ...exchange, payable: currencies.convert(payable, exchange) } : null,
          priceHold: held?.record ?? null,
          policy,
        },
      ),
      rooms: reservationRooms(request, parties, roomPlans, prices),
    });
    /**
     * A booking with nothing to write but its rows, its key, its stock, a member's points to come,
     * and its mail or its card payment: one statement, with no transaction (ADR 0083).
     */
    async function bookPlainly(): Promise<BookingStored> {
      const earning = member
        ? await points.earningFor(member.id, { currency: hotel.currency, programDisabled: hotel.settings.point_program_disabled })
        : null;
      const payable = total - couponDiscount - voucherDiscount;
      const { reservation, rooms } = rowsOf({ id: newReservationId(), number: newReservationNumber() }, 0, payable);
      const opening = cardPayment(reservation.id, payable);
      const gates = (statement: Db) => [
        ...(coupon ? [coupons.claimAlong(statement, coupon.id)] : []),
        ...(voucher ? [vouchers.claimAlong(statement, voucher.id, voucherUse(reservation.reservation_number))] : []),
      ];
      const gain = { reservationId: reservation.id, hotelId: hotel.id, checkout: stay.checkout, currency: hotel.currency };
      const earn = (statement: Db) =>
        earning
          ? points.earnAlong(statement, earning, { ...gain, roomPriceWithoutTax: reservation.room_price_without_tax })
          : { writes: [], earned: null };
      const payment = opening && { token: opening.card.token, open: (statement: Db) => payments.openAlong(statement, opening) };
      const { locale } = request;
      const booking = { reservation, rooms, alongside: earn, gates, payment, roomPlans, stay, bypassToken, catalogue, locale, now };
      return bookAtOnce(db, { inventory, mailEvents, idempotent }, booking, idempotency);
    }
    /** Any other booking: a transaction, its writes one after another. */
    async function bookInTransaction(trx: Db): Promise<BookingStored> {
      const reservationId = newReservationId();
      const reservationNumber = newReservationNumber();
      if (coupon) await coupons.claim(trx, coupon.id);
      if (voucher) await vouchers.claim(trx, voucher.id, voucherUse(reservationNumber));
      const pointDiscount = member
        ? await points.spendOnStay(
            trx,
            {
              userId: member.id,
              reservationId,
              hotelId: hotel.id,
              points: request.spending_point ?? 0,
              price: total - couponDiscount - voucherDiscount,
              currency: hotel.currency,
              programDisabled: hotel.settings.point_program_disabled,
            },
            now,
          )
        : 0;
      // What money pays: the price less the coupon, the voucher and points.
      const payable = total - couponDiscount - voucherDiscount - pointDiscount;
      const payment = cardPayment(reservationId, payable);
      const lottery = lotteryEntry ? await lotteries.claim(trx, lotteryEntry, lotteryBooking(roomPlans.map((rp) => rp.id)), now) : null;

      const { reservation, rooms } = rowsOf({ id: reservationId, number: reservationNumber }, pointDiscount, payable);
      // A booking paid at the hotel is confirmed, and mailed, at once; a card booking once its payment has gone through (payment effects).
      const bookedMail = card ? [] : [mailEvents.recordAlongside(trx, reservation.id, 'booked')];
      const stored = await insertReservation(trx, reservation, rooms, bookedMail);
      const roomIds = stored.rooms.map((room) => room.id);
      await lottery?.attach(reservation.id);
      await extras.add(trx, reservation.id, extraLines);
      await questions.record(trx, reservation.id, answers, roomIds);
      // A member's stay earns points from its price, posted after check-out (ADR 0042).
      const pointsEarned = member ? await points.restateStay(trx, reservation.id) : null;
      const transactionId = payment ? await payments.open(trx, payment) : null;
      await context.package?.stored(trx, { reservationId: reservation.id, reservationNumber, bypassToken, transactionId });
      // The key is written once, with the answer, in the booking's transaction; the stock is taken
      // last, in the same statement, so its nights stay locked only until the commit that follows.
      const recordAndTakeStock = (status: number, body: unknown) =>
        lottery?.stockHeld
          ? idempotent.record(trx, idempotency, status, body)
          : idempotent.recordAlongside(trx, idempotency, { status, body }, (keyWrite) =>
              inventory.take(trx, stockRequests(roomPlans), stay, keyWrite),
            );
      // A card booking is shown once its charge has answered (chargeCard), which completes its key.
      if (transactionId && card) {
        await recordAndTakeStock(0, {});
        return { number: reservation.reservation_number, transactionId, token: card.token };
      }
      const body = {
        data: {
          reservation_number: reservation.reservation_number,
          bypass_token: bypassToken,
          reservation: presentReservation(stored.reservation, stored.rooms, catalogue, {
            locale: request.locale,
            now,
            // Read back only when there are some: a plain booking writes none.
            extras: extraLines.length ? await extras.forReservation(trx, reservation.id, request.locale) : [],
            answers: answers.length ? await questions.answersFor(trx, reservation.id) : [],
            pointsEarned,
          }),
        },
      };
      await recordAndTakeStock(201, body);
      return { created: { status: 201, replayed: false, body } };
    }
    const spendsPoints = (request.spending_point ?? 0) > 0;
    const plain = !spendsPoints && !lotteryEntry && !context.package && !extraLines.length && !answers.length;
    const outcome = await retriedAfterDeadlock(() => (plain ? bookPlainly() : inTransaction(db, bookInTransaction)));

    if ('created' in outcome) return outcome.created;
    await context.package?.beforeCharge?.();
    const shopper = shopperOf(request, context.shopperIp);
    return chargeCard({ ...outcome, bypassToken }, { token: outcome.token, shopper }, idempotency, { locale: request.locale, now });
  }

  return {
    /**
     * Books a stay: checks it, re-prices it on the server, takes stock and stores the reservation
     * in one transaction. With an Idempotency-Key a retry returns the first result (Stripe semantics).
     */
    async create(hotelCode: string, request: ReservationRequest, context: CreateContext): Promise<Created> {
      const idempotency = {
        scope: `reservations:${context.clientSessionId}`,
        key: context.idempotencyKey,
        requestHash: sha256(JSON.stringify([hotelCode, request])),
      };
      try {
        return await book(hotelCode, request, context, idempotency);
      } catch (error) {
        const replayed = await idempotent.replayAfter<Created['body'] | BookedReference>(error, idempotency);
        if (!isBookedReference(replayed.body)) return { ...replayed, body: replayed.body };
        // A booking made in one statement kept the booking, not its answer (ADR 0083): shown as it stands.
        const { reservation_number: number, bypass_token: bypassToken } = replayed.body.booked;
        const { view: reservation } = await view(number, { bypass_token: bypassToken }, request.locale, context.now ?? new Date());
        return { ...replayed, body: { data: { reservation_number: number, bypass_token: bypassToken, reservation } } };
      }
    },
  };
}
