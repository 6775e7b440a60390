import type { ExtrasAddRequest, GuestsUpdate, StayChange, StayChangeRequest } from '@yado/domain/booking';
import { applicablePercentage, type CancellationPolicy } from '@yado/domain/cancellation';
import { chargedDates } from '@yado/domain/dates';
import { changeSettlement } from '@yado/domain/payments';
import type { RoomParty } from '@yado/domain/party';
import { changeCost, planStayChange, repriceRoom, type ChangeQuote, type StayChangePlan } from '@yado/domain/stay-change';
import type { RoomPrice } from '@yado/domain/pricing';
import { promotedNights, promotionDiscount, type PromotedNight } from '@yado/domain/promotions';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { ExtrasService } from '../extras/service';
import type { Catalogue, CatalogueRoomPlan } from '../hotels/service';
import type { InventoryService, StockChange } from '../inventory/service';
import type { ReservationMailEvents } from '../guest-mails/events';
import type { CardPaymentsService } from '../payments/service';
import { assertStay } from '../stay-rules/stay';
import { planOnSale } from '../stay-rules/plans';
import type { ReservationCredentials } from './access';
import { quoteRooms } from '../stay-rules/pricing';
import type { PaidCurrency } from './currency';
import type { StayCoupons, StayPoints, StayPromotions, StayVouchers } from './payment-effects';
import type { ReservationRoomRow, ReservationRow } from './presenter';
import type { ReservationsRepository } from './repository';
import { changedDiscounts, type ChangedDiscounts } from './change-discounts';
import { assertUpdatable, recordChange, type Actor } from './update-setting';
import { bookerColumns } from './reservation-row';

interface Priced {
  quote: ChangeQuote;
  plan: StayChangePlan;
  newRooms: Map<number, RoomPrice & { nights: PromotedNight[] }>;
  stock: StockChange[];
  settlement: ReturnType<typeof changeSettlement>;
  /** The promotion's part of the new nights (ADR 0047), and the other discounts of the new price. */
  discounts: ChangedDiscounts & { promotionDiscount: number };
}

export interface ChangeDependencies {
  db: Db;
  repository: ReservationsRepository;
  inventory: InventoryService;
  accessible(number: string, credentials: ReservationCredentials, actor: Actor): Promise<ReservationRow>;
  catalogueOf(reservation: ReservationRow): Promise<Catalogue>;
  paidCurrencyOf(reservation: ReservationRow): Promise<PaidCurrency>;
  extras: ExtrasService;
  payments: Pick<CardPaymentsService, 'scheduleSettlement' | 'settle'>;
  mailEvents: ReservationMailEvents;
  points: StayPoints;
  coupons: StayCoupons;
  promotions: StayPromotions;
  vouchers: StayVouchers;
}

/** The hotel plan codes of a reservation's rooms: what its questions and extras are offered for. */
export const bookedPlanCodes = (catalogue: Catalogue, rooms: ReadonlyArray<Pick<ReservationRoomRow, 'room_plan_id'>>) =>
  rooms.map((room) => catalogue.roomPlans.find((rp) => rp.id === room.room_plan_id)?.plan.code ?? '');

function partyOf(room: ReservationRoomRow): RoomParty {
  return { adults: room.adults, children: room.children, kids_ages: room.kids_ages, kids_tiers: room.kids_tiers };
}

/**
 * Prices a change of stay (§4 manage booking): kept nights at their booked price, added nights at
 * today's rates of the same room plan, a fee on what is given up, and the stock it moves.
 */
async function priceChange(
  trx: Db,
  inventory: InventoryService,
  reservation: ReservationRow,
  rooms: ReservationRoomRow[],
  catalogue: Catalogue,
  change: StayChange,
  context: {
    actor: Actor;
    now: Date;
    extras: Array<{ extra_type: string; date: string }>;
    paidIn: PaidCurrency;
    coupons: Pick<StayCoupons, 'rediscount'>;
    promotions: Pick<StayPromotions, 'termsFor'>;
    vouchers: Pick<StayVouchers, 'rediscount'>;
  },
): Promise<Priced> {
  const booked = {
    checkin: reservation.checkin_date,
    checkout: reservation.checkout_date,
    rooms: rooms.map((r) => ({
      id: r.id,
      total_price: r.total_price,
      nights: r.nights.map((n) => ({ date: n.stay_date, amount: n.amount, promotion_discount: n.promotion_discount })),
    })),
  };
  const plan = planStayChange(booked, { checkin: change.checkin_date, checkout: change.checkout_date, roomIds: change.room_ids });
  if ('problem' in plan) throw new AppError(plan.problem);
  const kept = plan.rooms.map((c) => rooms.find((r) => r.id === c.id) as ReservationRoomRow);
  const roomPlanById = new Map(catalogue.roomPlans.map((rp) => [rp.id, rp]));
  const keptPlans = kept.map((room) => roomPlanById.get(room.room_plan_id));
  if (keptPlans.some((rp) => !rp)) throw new AppError('plan_unavailable');
  const roomPlans = keptPlans as CatalogueRoomPlan[];
  const dayUse = change.checkin_date === change.checkout_date;

  // Extras stay where they are: a change may not leave one outside the stay (a generic one is counted on the check-in day).
  const newNights = chargedDates(change.checkin_date, change.checkout_date);
  const stranded = context.extras.some((extra) =>
    extra.extra_type === 'dated' ? !newNights.includes(extra.date) : extra.date !== change.checkin_date,
  );
  if (stranded) throw new AppError('extras_outside_stay');
  if (plan.datesChanged) {
    assertStay(catalogue, change.checkin_date, change.checkout_date, { now: context.now, dayUse });
    // §5: the new stay meets the original plan's minimum nights, and stays on the original plan.
    const minimum = Math.max(...roomPlans.map((rp) => rp.plan.minimumNights));
    if (!dayUse && plan.nights < minimum) throw new AppError('minimum_stay', { minimum_nights: minimum });
  }
  const adding = plan.rooms.some((c) => c.added.length > 0);
  if (adding && roomPlans.some((rp) => !planOnSale(rp, change.checkin_date, change.checkout_date, dayUse))) {
    throw new AppError('plan_unavailable');
  }
  const stay = { checkin: change.checkin_date, checkout: change.checkout_date };
  const parties = kept.map(partyOf);
  // Added nights of a member's booking cost what members pay, as the booked ones did.
  const pricedFor = { member: reservation.user_id !== null };
  const currentRates = adding
    ? await quoteRooms(
        { quote: (ids, at, adults) => inventory.quote(trx, ids, at, adults) },
        catalogue,
        parties,
        roomPlans,
        stay,
        pricedFor,
      )
    : null;
  const tax = { taxRatePercent: catalogue.hotel.taxRatePercent };
  // The booking's promotion prices its added nights too, whenever the change is made, unless it was ended early; kept nights keep theirs.
  const promotion = reservation.promotion_id === null ? null : await context.promotions.termsFor(trx, reservation.promotion_id);
  const discountByDate = (nights: Array<{ date: string; promotion_discount: number }>) =>
    new Map(nights.map((night) => [night.date, night.promotion_discount]));
  const newRooms = new Map(
    plan.rooms.map((c, i) => {
      const room = booked.rooms.find((r) => r.id === c.id)!;
      const rates = currentRates?.[i]?.nights ?? [];
      const addedNights = promotion ? promotedNights(rates, promotion) : rates.map((night) => ({ ...night, promotion_discount: 0 }));
      const priced = repriceRoom(room.nights, c, addedNights, tax);
      if (!priced) throw new AppError('plan_unavailable');
      const kept = discountByDate(room.nights);
      const added = discountByDate(addedNights);
      const nights = priced.nights.map((night) => ({ ...night, promotion_discount: kept.get(night.date) ?? added.get(night.date) ?? 0 }));
      return [c.id, { ...priced, nights }] as const;
    }),
  );
  const promotionOff = promotionDiscount([...newRooms.values()], tax);
  // Staff settle fees with the guest themselves; a guest pays the policy's share of what they give up.
  const policy = reservation.cancellation_policy as CancellationPolicy;
  const percentage =
    context.actor.kind === 'staff' ? 0 : applicablePercentage(policy, reservation.checkin_date, catalogue.hotel.timeZone, context.now);
  const cost = changeCost(booked, plan, [...newRooms.values()], tax, percentage);
  const total = cost.rooms_total + reservation.extras_price + reservation.change_fee + cost.fee;
  const discounts = await changedDiscounts(
    trx,
    reservation,
    [...newRooms.values()],
    { rooms: cost.rooms_total, total, taxRatePercent: catalogue.hotel.taxRatePercent },
    stay,
    context,
  );
  const { couponDiscount, voucherDiscount, pointDiscount } = discounts;
  const settlement = changeSettlement(
    { type: reservation.payment_type, depositPercentage: reservation.deposit_percentage, paidOnline: reservation.paid_online },
    total - couponDiscount - voucherDiscount - pointDiscount,
  );
  const { convert } = context.paidIn;
  const stock: StockChange[] = rooms.map((room) => {
    const roomPlan = roomPlanById.get(room.room_plan_id);
    const c = plan.rooms.find((r) => r.id === room.id);
    return {
      roomTypeId: room.room_type_id,
      roomPlanId: room.room_plan_id,
      saleLimit: roomPlan?.saleLimit ?? null,
      take: c?.added ?? [],
      release: c ? c.released : chargedDates(reservation.checkin_date, reservation.checkout_date),
    };
  });
  return {
    plan,
    newRooms,
    stock,
    settlement,
    discounts: { promotionDiscount: promotionOff, ...discounts },
    quote: {
      checkin_date: change.checkin_date,
      checkout_date: change.checkout_date,
      nights: plan.nights,
      currency: reservation.currency,
      rooms: [...newRooms.entries()].map(([id, r]) => ({
        id,
        room_price_without_tax: r.room_price_without_tax,
        tax: r.tax,
        total_price: r.total_price,
      })),
      removed_room_ids: plan.removedRoomIds,
      previous_total: reservation.total_price,
      given_up: cost.given_up,
      fee_percentage: cost.fee_percentage,
      change_fee: cost.fee,
      total_price: total,
      difference: total - reservation.total_price,
      card_settlement:
        reservation.paid_online > 0
          ? {
              refund: convert(reservation.paid_online) - convert(settlement.paid_online),
              refund_currency: context.paidIn.currency,
              due_at_hotel: settlement.due_at_hotel,
            }
          : null,
    },
  };
}

/** Guest and staff changes of a reservation: guest details, and dates or rooms. */
export function reservationChanges(deps: ChangeDependencies) {
  const { repository, inventory } = deps;

  // What a changed stay's discounts are worked out with.
  const discountServices = { coupons: deps.coupons, promotions: deps.promotions, vouchers: deps.vouchers };

  /**
   * Locks the reservation for a change and checks it is the one the guest saw: held by another
   * change (3013), waiting on a payment (3016), or changed since (3014).
   */
  async function lockSeen(trx: Db, number: string, version: number) {
    const locked = await repository.lockForChange(trx, number);
    if (!locked) throw new AppError('reservation_not_found');
    if (locked.status === 'payment_pending') throw new AppError('reservation_being_paid');
    if (locked.version !== version) throw new AppError('reservation_changed');
    return locked;
  }

  return {
    async quote(number: string, credentials: ReservationCredentials, change: StayChange, actor: Actor, now = new Date()) {
      const reservation = await deps.accessible(number, credentials, actor);
      const catalogue = await deps.catalogueOf(reservation);
      assertUpdatable(reservation, catalogue, actor, now);
      const rooms = await repository.findRooms(deps.db, reservation.id);
      const extras = await deps.extras.forReservation(deps.db, reservation.id, reservation.locale);
      const paidIn = await deps.paidCurrencyOf(reservation);
      const priced = await priceChange(deps.db, inventory, reservation, rooms, catalogue, change, {
        actor,
        now,
        extras,
        paidIn,
        ...discountServices,
      });
      if (!(await inventory.changeFits(priced.stock))) throw new AppError('sold_out');
      return priced.quote;
    },

    /**
     * Changes dates or rooms: stock moved, rooms repriced and the reservation rewritten in one
     * transaction; what a stay paid online no longer needs goes back to the card once it commits.
     */
    async changeStay(number: string, request: StayChangeRequest, actor: Actor, now = new Date()) {
      const reservation = await deps.accessible(number, request, actor);
      const catalogue = await deps.catalogueOf(reservation);
      const paidIn = await deps.paidCurrencyOf(reservation);
      const refund = await inTransaction(deps.db, async (trx) => {
        const locked = await lockSeen(trx, number, request.version);
        assertUpdatable(locked, catalogue, actor, now);
        const rooms = await repository.findRooms(trx, locked.id);
        const extras = await deps.extras.forReservation(trx, locked.id, locked.locale);
        const priced = await priceChange(trx, inventory, locked, rooms, catalogue, request, {
          actor,
          now,
          extras,
          paidIn,
          ...discountServices,
        });
        const { quote } = priced;
        if (quote.total_price !== request.total_price_displayed || quote.change_fee !== request.change_fee_displayed) {
          throw new AppError('price_changed', {}, [], { quote });
        }
        await inventory.adjust(trx, priced.stock);
        for (const [roomId, price] of priced.newRooms) await repository.repriceRoom(trx, roomId, price);
        await repository.removeRooms(trx, priced.plan.removedRoomIds);
        const newRooms = [...priced.newRooms.values()];
        await repository.updateReservation(trx, locked.id, {
          checkin_date: quote.checkin_date,
          checkout_date: quote.checkout_date,
          nights: quote.nights,
          room_price_without_tax: newRooms.reduce((sum, r) => sum + r.room_price_without_tax, 0),
          tax: newRooms.reduce((sum, r) => sum + r.tax, 0),
          total_price: quote.total_price,
          change_fee: locked.change_fee + quote.change_fee,
          paid_online: priced.settlement.paid_online,
          spent_points: priced.discounts.pointsKept,
          point_discount: priced.discounts.pointDiscount,
          coupon_discount: priced.discounts.couponDiscount,
          promotion_discount: priced.discounts.promotionDiscount,
          voucher_discount: priced.discounts.voucherDiscount,
          ...(actor.kind === 'staff' ? { changed_by_hotel_at: now } : {}),
        });
        await recordChange(repository, trx, actor, {
          reservation_id: locked.id,
          kind: 'itinerary',
          before: {
            checkin_date: locked.checkin_date,
            checkout_date: locked.checkout_date,
            room_ids: rooms.map((r) => r.id),
            total_price: locked.total_price,
          },
          after: {
            checkin_date: quote.checkin_date,
            checkout_date: quote.checkout_date,
            room_ids: request.room_ids,
            total_price: quote.total_price,
          },
          fee: quote.change_fee,
        });
        // The stay's points follow its new price and check-out; points it no longer needs go back.
        await deps.points.returnToMember(
          trx,
          { userId: locked.user_id, reservationId: locked.id, hotelId: locked.hotel_id, points: priced.discounts.pointsReturned },
          now,
        );
        await deps.points.restateStay(trx, locked.id);
        await deps.mailEvents.record(trx, locked.id, 'changed');
        if (priced.settlement.refund === 0) return null;
        const settlement = { keep: paidIn.convert(priced.settlement.paid_online), cancelled: false };
        await deps.payments.scheduleSettlement(trx, locked.id, settlement, now);
        return settlement;
      });
      // Refunded now when the gateway answers; otherwise the job written with the change retries it.
      if (refund) await deps.payments.settle(reservation.id, refund, now).catch(() => undefined);
    },

    /** Extras added to a booking (§3): priced now, stock taken, the total raised, in one transaction. */
    async addExtras(number: string, request: ExtrasAddRequest, actor: Actor, now = new Date()) {
      const reservation = await deps.accessible(number, request, actor);
      const catalogue = await deps.catalogueOf(reservation);
      assertUpdatable(reservation, catalogue, actor, now);
      const planCodes = bookedPlanCodes(catalogue, await deps.repository.findRooms(deps.db, reservation.id));
      const stay = { checkin: reservation.checkin_date, checkout: reservation.checkout_date, planCodes };
      const lines = await deps.extras.price(catalogue, request.extras, stay, now);
      const added = lines.reduce((sum, line) => sum + line.total_price, 0);
      if (added !== request.extras_total_displayed) throw new AppError('extra_total_price', {}, [], { extras_total: added });
      await inTransaction(deps.db, async (trx) => {
        const locked = await lockSeen(trx, number, request.version);
        assertUpdatable(locked, catalogue, actor, now);
        await deps.extras.add(trx, locked.id, lines);
        await repository.updateReservation(trx, locked.id, {
          extras_price: locked.extras_price + added,
          total_price: locked.total_price + added,
        });
        await recordChange(repository, trx, actor, {
          reservation_id: locked.id,
          kind: 'extras',
          before: { extras_price: locked.extras_price, total_price: locked.total_price },
          after: { extras_price: locked.extras_price + added, total_price: locked.total_price + added, added: request.extras },
        });
        await deps.mailEvents.record(trx, locked.id, 'changed');
      });
    },

    /** PUT guests: the booker's details, room guests' names and the request to the hotel. */
    async updateGuests(number: string, request: GuestsUpdate, actor: Actor, now = new Date()) {
      const reservation = await deps.accessible(number, request, actor);
      const catalogue = await deps.catalogueOf(reservation);
      await inTransaction(deps.db, async (trx) => {
        const locked = await lockSeen(trx, number, request.version);
        assertUpdatable(locked, catalogue, actor, now);
        const rooms = await repository.findRooms(trx, locked.id);
        const fields = bookerColumns(request.guest, request.special_request);
        for (const room of request.rooms) {
          if (!rooms.some((r) => r.id === room.id)) throw new AppError('unknown_room');
          await repository.updateRoomGuest(trx, locked.id, room.id, { first_name: room.first_name, last_name: room.last_name });
        }
        await repository.updateReservation(trx, locked.id, {
          ...fields,
          ...(actor.kind === 'staff' ? { changed_by_hotel_at: now } : {}),
        });
        const before = Object.fromEntries(Object.keys(fields).map((key) => [key, locked[key as keyof typeof fields]]));
        await recordChange(repository, trx, actor, {
          reservation_id: locked.id,
          kind: 'guests',
          before: { ...before, rooms: rooms.map((r) => ({ id: r.id, first_name: r.first_name, last_name: r.last_name })) },
          after: { ...fields, rooms: request.rooms },
        });
        await deps.mailEvents.record(trx, locked.id, 'changed');
      });
    },
  };
}
