import { randomInt, randomUUID } from 'node:crypto';
import { bookingIncomplete, entriesOpen, lotteryStayFits } from '@yado/domain/lottery-rules';
import type { LotteryEntryRequest } from '@yado/domain/lotteries';
import { emptyRoom } from '@yado/domain/party';
import type { RoomPrice } from '@yado/domain/pricing';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { SignedInMember } from '../../plugins/member';
import type { Catalogue, CatalogueRoomPlan, HotelsService } from '../hotels/service';
import type { InventoryService } from '../inventory/service';
import { quoteRooms } from '../stay-rules/pricing';
import type { LotteryBooking, LotteryBookings } from '../reservations/lottery-bookings';
import { fitsParty, partyRules } from '../stay-rules/plans';
import type { LotteryDraw } from './draw';
import { lotteryRoomPlans, presentEntry, presentEvent, winnerBooking } from './presenter';
import { lotteriesRepository, type LotteryEntryRow, type LotteryEventRow } from './repository';

export const LOTTERY_DRAW_JOB = 'lottery_draw';
export const LOTTERY_DEADLINE_JOB = 'lottery_deadline';

/** The draw on an event's results date and the end of its booking window, as jobs kept in the database. */
export function lotteryJobs(event: { id: string; results_at: Date; reservation_deadline: Date }) {
  return [
    { kind: LOTTERY_DRAW_JOB, payload: { event_id: event.id }, runAt: event.results_at },
    { kind: LOTTERY_DEADLINE_JOB, payload: { event_id: event.id }, runAt: event.reservation_deadline },
  ];
}

/** Entry numbers start with L, so a guest and the hotel tell them from reservation numbers at a glance. */
const newEntryNumber = () => `L${randomInt(100_000_000, 1_000_000_000)}`;

/**
 * Room lotteries (§3, §4, ADR 0029): members enter for one room and stay while entries are open;
 * the draw (draw.ts) picks winners; a winner books the room won through the ordinary booking,
 * naming the entry (LotteryBookings), before the booking deadline.
 */
export function lotteriesService(db: Db, hotels: HotelsService, inventory: InventoryService, draw: LotteryDraw) {
  const repository = lotteriesRepository(db);

  async function eventOf(id: string, hotelCode?: string) {
    const event = await repository.findEvent(db, id);
    if (!event) throw new AppError('lottery_not_found');
    const catalogue = await hotels.getCatalogueById(event.hotel_id);
    if (hotelCode !== undefined && catalogue.hotel.code !== hotelCode) throw new AppError('lottery_not_found');
    return { event, catalogue };
  }

  /** An entry of the signed-in member: another account's gets LOTTERY_ACCOUNT_MISMATCH (§5), an unknown number a 404. */
  async function memberEntry(entryNumber: string, member: SignedInMember) {
    const entry = await repository.findEntry(entryNumber);
    if (!entry) throw new AppError('lottery_entry_not_found');
    if (entry.user_id !== member.id) throw new AppError('lottery_account_mismatch');
    return { entry, ...(await eventOf(entry.event_id)) };
  }

  /** The room plan and stay an entry asks for, checked against the event (3750, 3753) and the room (§5). */
  function checkEntry(catalogue: Catalogue, event: LotteryEventRow, request: LotteryEntryRequest): CatalogueRoomPlan {
    const roomPlan = lotteryRoomPlans(catalogue, event.id).find(
      (rp) => rp.code === request.room_plan_code && rp.roomType.code === request.room_type_code,
    );
    if (!roomPlan) throw new AppError('lottery_room_not_offered', {}, [{ field: 'room_plan_code', message: 'lottery_room_not_offered' }]);
    if (!lotteryStayFits(event, request.checkin_date, request.checkout_date)) {
      const { stay_start, stay_end, min_nights, max_nights } = event;
      throw new AppError('lottery_dates', { stay_start, stay_end, min_nights, max_nights }, [
        { field: 'checkin_date', message: 'lottery_dates' },
      ]);
    }
    if (!fitsParty(roomPlan.roomType, [emptyRoom(request.adults)], partyRules(catalogue.hotel)))
      throw new AppError('plan_unavailable', {}, [{ field: 'adults', message: 'plan_unavailable' }]);
    return roomPlan;
  }

  function entryDetails(request: LotteryEntryRequest, roomPlan: CatalogueRoomPlan) {
    const { guest } = request;
    return {
      room_plan_id: roomPlan.id,
      checkin_date: request.checkin_date,
      checkout_date: request.checkout_date,
      adults: request.adults,
      first_name: guest.first_name,
      last_name: guest.last_name,
      first_name_kana: guest.first_name_kana || null,
      last_name_kana: guest.last_name_kana || null,
      email: guest.email.trim().toLowerCase(),
      phone: guest.phone,
      special_request: request.special_request || null,
      locale: request.locale,
    };
  }

  /** An entry as it stands after a change, read again; its event and hotel are the caller's. */
  async function view(
    entryNumber: string,
    { event, catalogue }: { event: LotteryEventRow; catalogue: Catalogue },
    locale: string,
    now: Date,
  ) {
    const entry = (await repository.findEntry(entryNumber)) as LotteryEntryRow;
    return presentEntry(entry, event, catalogue, { locale, now });
  }

  /** A winner's entry that may still be booked: theirs, won, in time, with no booking standing. */
  function assertBookable(entry: LotteryEntryRow, event: LotteryEventRow, booking: LotteryBooking, now: Date) {
    if (booking.memberId === null) throw new AppError('not_signed_in');
    if (entry.user_id !== booking.memberId) throw new AppError('lottery_account_mismatch');
    if (entry.status !== 'winner') throw new AppError('lottery_entry_unchangeable');
    if (now >= new Date(event.reservation_deadline)) throw new AppError('lottery_booking_closed');
    const standing = winnerBooking(entry);
    if (standing && !bookingIncomplete(standing)) throw new AppError('lottery_entry_unchangeable');
  }

  const bookings: LotteryBookings = {
    async eventFor(entryNumber, booking, now) {
      const entry = await repository.findEntry(entryNumber);
      if (!entry) throw new AppError('lottery_entry_not_found');
      const { event, catalogue } = await eventOf(entry.event_id);
      if (catalogue.hotel.id !== booking.hotelId) throw new AppError('lottery_entry_not_found');
      assertBookable(entry, event, booking, now);
      return event.id;
    },

    async claim(trx, entryNumber, booking, now) {
      const entry = await repository.lockEntry(trx, entryNumber);
      if (!entry) throw new AppError('lottery_entry_not_found');
      const event = (await repository.findEvent(trx, entry.event_id)) as LotteryEventRow;
      assertBookable(entry, event, booking, now);
      // The winner books what they won: the same room, stay and party.
      const same =
        booking.roomPlanIds.length === 1 &&
        booking.roomPlanIds[0] === entry.room_plan_id &&
        booking.checkin === entry.checkin_date &&
        booking.checkout === entry.checkout_date &&
        booking.adults.length === 1 &&
        booking.adults[0] === entry.adults;
      if (!same) throw new AppError('lottery_entry_unchangeable');
      return {
        stockHeld: entry.stock_held,
        // The booking takes over the room the entry held.
        attach: (reservationId) => repository.changeEntry(trx, entry.id, { reservation_id: reservationId, stock_held: false }, now),
      };
    },
  };

  return {
    bookings,

    /** GET lottery_events/{id}: the event and its rooms, priced for a stay when one is asked and fits. */
    async event(
      id: string,
      query: { locale: string; checkin?: string; checkout?: string; adults?: number },
      member: SignedInMember | null,
      now = new Date(),
    ) {
      const { event, catalogue } = await eventOf(id);
      let prices: Map<number, RoomPrice> | null = null;
      if (query.checkin && query.checkout && lotteryStayFits(event, query.checkin, query.checkout)) {
        const adults = query.adults ?? 2;
        const stay = { checkin: query.checkin, checkout: query.checkout };
        const signedIn = member !== null && member.brandId === catalogue.hotel.brand.id;
        prices = new Map();
        // A lottery is entered for adults only: one room, its party by head count.
        const party = emptyRoom(adults);
        for (const roomPlan of lotteryRoomPlans(catalogue, event.id)) {
          if (!fitsParty(roomPlan.roomType, [party], partyRules(catalogue.hotel))) continue;
          // A room with no rate for a night of the stay is shown as not offered for it.
          const priced = await quoteRooms(
            { quote: (ids, at, n) => inventory.quote(db, ids, at, n) },
            catalogue,
            [party],
            [roomPlan],
            stay,
            { member: signedIn },
          ).catch((error: unknown) => {
            if (error instanceof AppError && error.key === 'plan_unavailable') return null;
            throw error;
          });
          if (priced?.[0]) prices.set(roomPlan.id, priced[0]);
        }
      }
      return presentEvent(event, catalogue, { locale: query.locale, now, prices });
    },

    /** POST hotels/{code}/lottery_results: a member's entry, while entries are open, one per event (3756). */
    async enter(hotelCode: string, request: LotteryEntryRequest, member: SignedInMember, requestedOrigin: string | null, now = new Date()) {
      const found = await eventOf(request.lottery_event_id, hotelCode);
      const { event, catalogue } = found;
      if (member.brandId !== catalogue.hotel.brand.id) throw new AppError('not_signed_in');
      if (!entriesOpen(event, now)) throw new AppError('lottery_entries_closed');
      const roomPlan = checkEntry(catalogue, event, request);
      const entryNumber = newEntryNumber();
      const stored = await repository.insertEntry({
        id: randomUUID(),
        entry_number: entryNumber,
        event_id: event.id,
        user_id: member.id,
        status: 'registered',
        // Where the result mail's link will lead.
        origin: await hotels.linkOrigin(catalogue.hotel.code, requestedOrigin),
        created_at: now,
        updated_at: now,
        ...entryDetails(request, roomPlan),
      });
      // One entry in the running per member and event: the database's unique index decides (3756).
      if (!stored) throw new AppError('lottery_already_entered');
      return view(entryNumber, found, request.locale, now);
    },

    /** PUT lottery_results/{entry}: another room, stay or details, until the entry deadline (§4). */
    async update(entryNumber: string, request: LotteryEntryRequest, member: SignedInMember, now = new Date()) {
      const { entry, event, catalogue } = await memberEntry(entryNumber, member);
      if (request.lottery_event_id !== event.id) throw new AppError('lottery_entry_unchangeable');
      if (!entriesOpen(event, now)) throw new AppError('lottery_entries_closed');
      const roomPlan = checkEntry(catalogue, event, request);
      await inTransaction(db, async (trx) => {
        const locked = await repository.lockEntry(trx, entryNumber);
        if (locked?.status !== 'registered') throw new AppError('lottery_entry_unchangeable');
        await repository.changeEntry(trx, entry.id, entryDetails(request, roomPlan), now);
      });
      return view(entryNumber, { event, catalogue }, request.locale, now);
    },

    /**
     * PUT lottery_results/{entry}/cancel: an entry before the draw, or a won room not booked yet
     * (declined, its room given back). It cannot be undone (§4).
     */
    async cancel(entryNumber: string, member: SignedInMember, locale: string, now = new Date()) {
      const { entry, event, catalogue } = await memberEntry(entryNumber, member);
      await inTransaction(db, async (trx) => {
        const current = await repository.lockEntry(trx, entryNumber);
        if (!current) throw new AppError('lottery_entry_not_found');
        if (current.status === 'registered') {
          await repository.changeEntry(trx, entry.id, { status: 'registration_cancelled', cancelled_at: now }, now);
          return;
        }
        const standing = winnerBooking(current);
        if (current.status !== 'winner' || (standing && !bookingIncomplete(standing))) throw new AppError('lottery_entry_unchangeable');
        if (current.stock_held) await draw.releaseHeld(trx, catalogue, current);
        await repository.changeEntry(trx, entry.id, { status: 'winner_declined', stock_held: false, cancelled_at: now }, now);
      });
      return view(entryNumber, { event, catalogue }, locale, now);
    },

    /** GET lottery_results/{entry}: the entrant's own entry only (§5 "same account that entered"). */
    async get(entryNumber: string, member: SignedInMember, locale: string, now = new Date()) {
      const { entry, event, catalogue } = await memberEntry(entryNumber, member);
      return presentEntry(entry, event, catalogue, { locale, now });
    },

    /** POST lottery_results/{entry}/delete_in_complete_reservation: a winner's failed booking is set aside to book again. */
    async deleteIncompleteReservation(entryNumber: string, member: SignedInMember, locale: string, now = new Date()) {
      const { entry, event, catalogue } = await memberEntry(entryNumber, member);
      if (!bookingIncomplete(winnerBooking(entry))) throw new AppError('lottery_entry_unchangeable');
      await inTransaction(db, (trx) => repository.changeEntry(trx, entry.id, { reservation_id: null }, now));
      return view(entryNumber, { event, catalogue }, locale, now);
    },

    /** GET user/lottery_results: the lottery tab of my reservations, newest first. */
    async listForMember(member: SignedInMember, page: number, locale: string, now = new Date()) {
      const perPage = 10;
      const { rows, total } = await repository.forUser(member.id, { limit: perPage, offset: (page - 1) * perPage });
      // A member's entries are mostly for a few events: each is read once.
      const events = new Map<string, ReturnType<typeof eventOf>>();
      const entries = [];
      for (const entry of rows) {
        const found = events.get(entry.event_id) ?? eventOf(entry.event_id);
        events.set(entry.event_id, found);
        const { event, catalogue } = await found;
        entries.push(presentEntry(entry, event, catalogue, { locale, now }));
      }
      return { entries, meta: { page, per_page: perPage, total_entries: total, total_pages: Math.max(1, Math.ceil(total / perPage)) } };
    },
  };
}
export type LotteriesService = ReturnType<typeof lotteriesService>;
