import type { CancelRequest, GuestsUpdate, ReservationRequest, StayChange, StayChangeRequest } from '@yado/domain/booking';
import { canCancelOnline, reservationCancellationFee, type CancellationPolicy } from '@yado/domain/cancellation';
import { nightsBetween, todayInTimeZone } from '@yado/domain/dates';
import { pickTranslation } from '@yado/domain/locales';
import { cardCharge, isCardPayment, type CardToken } from '@yado/domain/payments';
import { nightsAcrossRooms } from '@yado/domain/pricing';
import type { Db } from '../../db/connect';
import { newSecretToken, sha256 } from '../../crypto';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import type { CurrenciesService } from '../currencies/service';
import type { PaymentsService } from '../payments/service';
import { reservationChanges } from './changes';
import { bookingExchange } from './currency';
import { assertParty, assertStay, firstCheckin } from '../search/guards';
import { mayAccessReservation, type ReservationCredentials } from './access';
import {
  assertCardPayable,
  bookedParties,
  newReservationId,
  newReservationNumber,
  quoteRooms,
  reservationRooms,
  resolveRoomPlans,
  stockRequests,
} from './booking';
import { presentReservation } from './presenter';
import { presentReceipt, type ReceiptRequest } from './receipt';
import { cancellation } from './settlement';
import { reservationsRepository } from './repository';
import type { ReservationView } from './schemas';
import { assertGuestMayCancel, type Actor } from './update-setting';

export const MY_RESERVATIONS_PER_PAGE = 10;

/** What the booking transaction leaves: the answer, or a card booking still to be charged. */
type Booked = { created: Created } | { number: string; transactionId: string; token: string };

export interface CreateContext {
  clientSessionId: string;
  /** The signed-in member, who may book members-only plans of their brand and finds the booking in my reservations. */
  member?: { id: number; brandId: number } | null;
  idempotencyKey?: string | undefined;
  now?: Date;
}

export interface Created {
  status: number;
  replayed: boolean;
  body: { data: { reservation_number: string; bypass_token: string; reservation: ReservationView } };
}

export function reservationsService(
  db: Db,
  hotels: HotelsService,
  inventory: InventoryService,
  payments: PaymentsService,
  currencies: CurrenciesService,
) {
  const repository = reservationsRepository(db);
  const cancelAndRelease = cancellation(db, inventory);

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
    const reservation = await accessible(number, credentials, actor);
    const [rooms, catalogue, payment] = await Promise.all([
      repository.findRooms(reservation.id),
      hotels.getCatalogueById(reservation.hotel_id),
      payments.latestForReservation(reservation.id),
    ]);
    const viewer = actor?.kind === 'guest' ? actor.member : null;
    return { reservation, view: presentReservation(reservation, rooms, catalogue, locale, now, payment, viewer) };
  }

  const changes = reservationChanges({
    repository,
    inventory,
    accessible,
    catalogueOf: (reservation) => hotels.getCatalogueById(reservation.hotel_id),
  });

  /**
   * The card a booking pays with, as the gateway describes its token (a new card's one-time token,
   * or a signed-in member's saved card); none for payment at the hotel.
   */
  async function cardFor(request: ReservationRequest, member: { id: number } | null): Promise<CardToken | null> {
    const { payment } = request;
    if (!isCardPayment(payment.type)) return null;
    const token =
      payment.saved_card_id !== undefined
        ? member && (await payments.savedCardToken(member.id, payment.saved_card_id))
        : payment.card_token;
    const card = token ? await payments.describeCard(token) : null;
    if (!card) throw new AppError('card_token_invalid', {}, [{ field: 'payment.card_token', message: 'card_token_invalid' }]);
    return card;
  }

  /**
   * Charges the card of a stored booking, then shows it as the charge left it; a refusal cancels it
   * and frees the Idempotency-Key for another card.
   */
  async function chargeCard(
    booked: { number: string; bypassToken: string; transactionId: string },
    token: string,
    context: { scope: string; key?: string | undefined; locale: string; now: Date },
  ): Promise<Created> {
    try {
      await payments.charge(booked.transactionId, token, context.now);
    } catch (error) {
      if (context.key) await repository.releaseIdempotencyKey(context.scope, context.key);
      throw error;
    }
    const { view: reservation } = await view(booked.number, { bypass_token: booked.bypassToken }, context.locale, context.now);
    const body = { data: { reservation_number: booked.number, bypass_token: booked.bypassToken, reservation } };
    if (context.key) await repository.completeIdempotencyKey(db, context.scope, context.key, 201, body);
    return { status: 201, replayed: false, body };
  }

  return {
    /** My reservations (§4): one tab, ten a page; the stay's own hotel names it in the guest's language. */
    async listForMember(
      memberId: number,
      query: { status: 'upcoming' | 'completed' | 'cancelled'; page: number },
      locale: string,
      now = new Date(),
    ) {
      const perPage = MY_RESERVATIONS_PER_PAGE;
      // A stay counts as upcoming until its check-out day has passed everywhere.
      const today = todayInTimeZone('Pacific/Kiritimati', now);
      const { rows, total } = await repository.listForMember(memberId, query.status, today, {
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
        })),
        meta: { page: query.page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) },
      };
    },

    /**
     * Books a stay: checks it, re-prices it on the server, takes stock and stores the reservation
     * in one transaction. With an Idempotency-Key a retry returns the first result (Stripe semantics).
     */
    async create(hotelCode: string, request: ReservationRequest, context: CreateContext): Promise<Created> {
      const now = context.now ?? new Date();
      const catalogue = await hotels.getCatalogue(hotelCode);
      const { hotel } = catalogue;
      const dayUse = request.checkin_date === request.checkout_date;
      assertStay(catalogue, request.checkin_date, request.checkout_date, { now, dayUse });
      const parties = bookedParties(catalogue, request);
      assertParty(catalogue, parties, { dayUse });
      const member = context.member && context.member.brandId === hotel.brand.id ? context.member : null;
      const roomPlans = resolveRoomPlans(catalogue, request, firstCheckin(catalogue, now), { member: member !== null });
      const stay = { checkin: request.checkin_date, checkout: request.checkout_date };
      const scope = `reservations:${context.clientSessionId}`;
      const requestHash = sha256(JSON.stringify([hotelCode, request]));
      const bypassToken = newSecretToken();
      const card = await cardFor(request, member);
      const exchange = await bookingExchange(currencies, request, hotel);
      // A member may keep a new card for next time; it is saved once it has paid.
      const saveForUserId = member && request.payment.save_card && request.payment.saved_card_id === undefined ? member.id : null;

      const outcome = await repository.transaction(async (trx): Promise<Booked | 'claimed_elsewhere'> => {
        if (context.idempotencyKey && !(await repository.claimIdempotencyKey(trx, scope, context.idempotencyKey, requestHash))) {
          return 'claimed_elsewhere';
        }
        const prices = await quoteRooms(inventory, catalogue, parties, roomPlans, stay, trx);
        const total = prices.reduce((sum, p) => sum + p.total_price, 0);
        if (total !== request.total_price.cents || request.total_price.currency_iso !== hotel.currency) {
          throw new AppError('price_changed', {}, [], {
            total_price: { cents: total, currency_iso: hotel.currency },
            total_price_without_tax: prices.reduce((sum, p) => sum + p.room_price_without_tax, 0),
            tax: prices.reduce((sum, p) => sum + p.tax, 0),
            nights: nightsAcrossRooms(prices),
          });
        }
        const charge = cardCharge(request.payment.type, total, roomPlans[0]?.plan.depositPercentage ?? null);
        if (card)
          assertCardPayable(card, {
            checkout: stay.checkout,
            amount: charge.amount,
            currency: hotel.currency,
            settings: hotel.settings,
            multiCurrency: exchange !== null,
          });
        await inventory.take(trx, stockRequests(roomPlans), stay);

        const policy = catalogue.policies.get(roomPlans[0]?.plan.cancellationPolicyId ?? -1);
        const reservation = {
          id: newReservationId(),
          reservation_number: newReservationNumber(),
          hotel_id: hotel.id,
          status: card ? 'payment_pending' : 'done',
          checkin_date: stay.checkin,
          checkout_date: stay.checkout,
          nights: nightsBetween(stay.checkin, stay.checkout),
          email: request.guest.email.trim().toLowerCase(),
          first_name: request.guest.first_name,
          last_name: request.guest.last_name,
          first_name_kana: request.guest.first_name_kana || null,
          last_name_kana: request.guest.last_name_kana || null,
          phone: request.guest.phone,
          postal_code: request.guest.postal_code || null,
          prefecture_or_state: request.guest.prefecture_or_state || null,
          street_address: request.guest.street_address || null,
          building_name_and_number: request.guest.building_name_and_number || null,
          special_request: request.special_request || null,
          payment_type: request.payment.type,
          currency: hotel.currency,
          room_price_without_tax: prices.reduce((sum, p) => sum + p.room_price_without_tax, 0),
          tax: prices.reduce((sum, p) => sum + p.tax, 0),
          total_price: total,
          cancellation_policy: JSON.stringify({
            cancellation_policy_parts: policy?.cancellation_policy_parts ?? [],
            no_show_percentage_of_cost: policy?.no_show_percentage_of_cost ?? 100,
          }),
          bypass_token_hash: sha256(bypassToken),
          locale: request.locale,
          booking_method: request.booking_method ?? 'booking_widget',
          marketing: JSON.stringify(request.marketing ?? {}),
          client_session_id: context.clientSessionId,
          user_id: member?.id ?? null,
          deposit_percentage: request.payment.type === 'credit_card_deposit' ? (roomPlans[0]?.plan.depositPercentage ?? null) : null,
          mcp_currency: exchange?.currency ?? null,
          mcp_total_price: exchange ? currencies.convert(total, exchange) : null,
          exchange_rate_id: exchange?.id ?? null,
        };
        const rooms = reservationRooms(request, parties, roomPlans, prices);
        await repository.insertReservation(trx, reservation, rooms);
        const transactionId = card
          ? await payments.open(trx, {
              subject: { reservationId: reservation.id },
              // In the guest's currency the card pays the converted amount, at the rate they were shown.
              amount: exchange ? currencies.convert(charge.amount, exchange) : charge.amount,
              capture: charge.capture,
              currency: exchange?.currency ?? hotel.currency,
              card,
              saveForUserId,
              now,
            })
          : null;
        // A card booking is shown once its charge has answered (chargeCard).
        if (transactionId && card) return { number: reservation.reservation_number, transactionId, token: card.token };
        const stored = await repository.findByNumber(reservation.reservation_number, trx);
        const storedRooms = await repository.findRooms(reservation.id, trx);
        const body = {
          data: {
            reservation_number: reservation.reservation_number,
            bypass_token: bypassToken,
            reservation: presentReservation(stored!, storedRooms, catalogue, request.locale, now),
          },
        };
        if (context.idempotencyKey) await repository.completeIdempotencyKey(trx, scope, context.idempotencyKey, 201, body);
        return { created: { status: 201, replayed: false, body } };
      });

      if (outcome !== 'claimed_elsewhere') {
        if ('created' in outcome) return outcome.created;
        return chargeCard({ ...outcome, bypassToken }, outcome.token, {
          scope,
          key: context.idempotencyKey,
          locale: request.locale,
          now,
        });
      }
      // Another request with this key committed first: answer as it was answered.
      const previous = await repository.findIdempotencyKey(scope, context.idempotencyKey ?? '');
      if (!previous || previous.request_hash !== requestHash) throw new AppError('idempotency_key_reused');
      return { status: previous.response_status, replayed: true, body: previous.response_body as Created['body'] };
    },

    /** Lookup by brand, number and email: the same answer for a wrong email and an unknown number. */
    async lookup(brandCode: string, number: string, email: string, locale: string, actor?: Actor) {
      const { view: found } = await view(number, { email }, locale, new Date(), actor);
      if (found.hotel.brand_code !== brandCode) throw new AppError('reservation_not_found');
      return found;
    },

    async get(number: string, credentials: ReservationCredentials, locale: string, actor?: Actor) {
      return (await view(number, credentials, locale, new Date(), actor)).view;
    },

    /** A reservation's history of changes, for its hotel's staff. */
    async changesFor(number: string, actor: Actor) {
      const reservation = await accessible(number, {}, actor);
      return (await repository.listChanges(reservation.id)).map((c) => ({
        kind: c.kind,
        actor: c.actor,
        before: c.before,
        after: c.after,
        fee: c.fee,
        created_at: new Date(c.created_at).toISOString(),
      }));
    },

    /** What changing the dates or rooms would cost now, before the guest confirms. */
    quoteChange(number: string, credentials: ReservationCredentials, change: StayChange, actor: Actor, now = new Date()) {
      return changes.quote(number, credentials, change, actor, now);
    },

    async changeStay(number: string, request: StayChangeRequest, actor: Actor, locale: string, now = new Date()) {
      await changes.changeStay(number, request, actor, now);
      return (await view(number, request, locale, now, actor)).view;
    },

    async updateGuests(number: string, request: GuestsUpdate, actor: Actor, locale: string, now = new Date()) {
      await changes.updateGuests(number, request, actor, now);
      return (await view(number, request, locale, now, actor)).view;
    },

    async receipt(number: string, credentials: ReservationCredentials, request: ReceiptRequest, locale: string, now = new Date()) {
      const reservation = await accessible(number, credentials);
      const [payment, catalogue] = await Promise.all([
        payments.latestForReservation(reservation.id),
        hotels.getCatalogueById(reservation.hotel_id),
      ]);
      return presentReceipt(reservation, payment, catalogue, request, locale, now);
    },

    /** Cancels online before the check-in day, charging the policy's fee, and gives the stock back. */
    async cancel(number: string, request: CancelRequest, actor: Actor, locale: string, now = new Date()): Promise<ReservationView> {
      const reservation = await accessible(number, request, actor);
      const catalogue = await hotels.getCatalogueById(reservation.hotel_id);
      const timeZone = catalogue.hotel.timeZone;
      const fee = await repository.transaction(async (trx) => {
        const locked = await repository.findByNumber(number, trx, true);
        if (!locked) throw new AppError('reservation_not_found');
        if (locked.status === 'cancelled') throw new AppError('already_cancelled');
        if (!canCancelOnline(locked.checkin_date, timeZone, now)) throw new AppError('cancellation_not_online');
        assertGuestMayCancel(locked, catalogue, actor);
        const policy = locked.cancellation_policy as CancellationPolicy;
        const { fee } = reservationCancellationFee(policy, locked, locked.checkin_date, timeZone, now);
        if (fee !== request.cancellation_fee_displayed) {
          throw new AppError('cancellation_fee_changed', {}, [], { cancellation_fee: { cents: fee, currency_iso: locked.currency } });
        }
        await cancelAndRelease(trx, locked, catalogue, { fee, reason: request.reason || null, details: request.details || null, at: now });
        if (isCardPayment(locked.payment_type)) await payments.scheduleCancellationSettlement(trx, locked.id, fee, now);
        return fee;
      });
      if (isCardPayment(reservation.payment_type)) {
        // Settled now when the gateway answers; otherwise the job written with the cancellation retries it.
        await payments.settleCancellation(reservation.id, fee, now).catch(() => undefined);
      }
      return (await view(number, request, locale, now, actor)).view;
    },
  };
}
export type ReservationsService = ReturnType<typeof reservationsService>;
