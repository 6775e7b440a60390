import { randomUUID } from 'node:crypto';
import { reservationRequestSchema, type ReservationRequest } from '@yado/domain/booking';
import { ERRORS } from '@yado/domain/errors';
import type { PackageBookingRequest } from '@yado/domain/packages/requests';
import { packageLocaleProblem } from '@yado/domain/packages/rules';
import type { PackageState } from '@yado/domain/wire/packages';
import type { Db } from '../../db/connect';
import { inTransaction } from '../../db/transactions';
import { sha256 } from '../../crypto';
import { AppError } from '../../errors';
import type { JobRunner } from '../jobs/runner';
import type { CardPaymentsService } from '../payments/service';
import type { CreateContext, Created } from '../reservations/create';
import type { ReservationsService } from '../reservations/service';
import { assertPolicyAsShown } from '../reservations/stay-policy';
import type { SearchViewer } from '../search/sign-in-prices';
import { FlightSupplierError, type FlightSupplier } from '../flights/supplier';
import { CHALLENGE_GRACE_MS } from './challenge';
import { bookedFlight } from './flights';
import type { PackageCancellations } from './cancellation';
import { leaseFrom, PACKAGE_RECOVERY_JOB, RECOVERY_DELAY_MS } from './lease';
import { packageBookingsRepository, type PackageRow } from './repository';
import type { PackageStays } from './stay';
import type { PackageSearch } from './search';

/** A booking no runner moves any more; a confirmed one is moved again only by its cancellation. */
const FINAL: readonly PackageState[] = ['confirmed', 'undone', 'cancelled'];
/** The states the booking's undo never touches: it went through, or is being cancelled as a whole. */
const NOT_UNDONE: readonly PackageState[] = ['undone', 'confirmed', 'cancelling', 'cancelled'];
/** The stay's states a retry of a booking is answered in: waiting for its challenge, or booked. */
const REPLAYED_STAY: readonly string[] = ['payment_pending', 'done'];

export interface PackageBookingDependencies {
  db: Db;
  supplier: FlightSupplier;
  search: PackageSearch;
  reservations: Pick<ReservationsService, 'create' | 'get'>;
  stays: Pick<PackageStays, 'undo'>;
  cancellations: Pick<PackageCancellations, 'resume'>;
  payments: Pick<CardPaymentsService, 'resolveUnanswered' | 'latestForReservation' | 'expireChallengeOf'>;
  jobs: JobRunner;
  /** Told each step a booking records, once recorded (the crash test stops a booking at one). */
  stepReached?: (state: PackageState) => Promise<void>;
}

export interface PackageContext {
  clientSessionId: string;
  /** As in a stay's booking (CreateContext). */
  shopperIp: string;
  member: CreateContext['member'];
  viewer: SearchViewer;
  /** Makes a retry safe: a repeat answers as the first booking did. */
  idempotencyKey?: string | undefined;
  now?: Date;
}

const errorCodeOf = (error: unknown) => (error instanceof AppError ? String(error.code) : 'SYSTEM_ERROR');

/** What a retry must ask again to be the same booking: everything but the card's token, which each submit makes anew. */
const requestHashOf = (hotelCode: string, request: PackageBookingRequest) =>
  sha256(JSON.stringify([hotelCode, { ...request, payment: null }]));

/**
 * Books a stay plus flight as one unit (ADR 0059), a saga written down step by step: seats held
 * at the airline, the stay booked through the reservation path (stock taken, channel wbf), the
 * card charged for both, the tickets issued. A step that fails undoes every one before it; a
 * booking its server left mid-way is finished or undone by a job. Never half booked.
 */
export function packageBookings(deps: PackageBookingDependencies) {
  const { db, supplier, payments, reservations, jobs } = deps;
  const repository = packageBookingsRepository(db);
  const reached = async (state: PackageState) => deps.stepReached?.(state);

  async function stored(id: string) {
    const row = await repository.find(id);
    if (!row) throw new Error(`package ${id} vanished`);
    return row;
  }

  async function step(id: string, from: PackageState, to: PackageState, changes: Parameters<typeof repository.advance>[4]) {
    if (!(await repository.advance(db, id, [from], to, changes))) throw new Error(`package ${id} left ${from} meanwhile`);
    await reached(to);
  }

  /**
   * Undoes what a booking did, latest first; each part is safe to repeat, so a job can finish an
   * undo cut short. A confirmed booking is never undone, nor one another runner moved on meanwhile.
   */
  async function undo(id: string, failureCode: string, now: Date) {
    const row = await repository.find(id);
    if (!row || NOT_UNDONE.includes(row.state as PackageState)) return;
    if (row.state !== 'undoing') {
      const moved = await repository.advance(db, id, [row.state as PackageState], 'undoing', {
        failure_code: failureCode,
        lease_until: leaseFrom(new Date()),
      });
      if (!moved) return;
      await reached('undoing');
    }
    if (row.reservation_id) {
      // A charge never answered is voided first (its stay given up with it); a captured one is refunded with the stay.
      await payments.resolveUnanswered(row.reservation_id, now);
      await deps.stays.undo(row.reservation_id, now);
    }
    const hold = row.hold_id ?? (await supplier.find(id))?.holdId ?? null;
    if (hold) {
      await supplier.refund(hold);
      await supplier.release(hold);
    }
    await repository.advance(db, id, ['undoing'], 'undone', { lease_until: leaseFrom(new Date()) });
    await reached('undone');
  }

  /**
   * Issues the tickets of a paid booking and confirms it; only the airline refusing them undoes it
   * all. Two runners may both ticket (the airline answers the same tickets): the one that does not
   * get to confirm finds it confirmed, and leaves it so.
   */
  async function ticket(row: Pick<PackageRow, 'id' | 'hold_id'>, now: Date) {
    let ticketNumbers: string[];
    try {
      ({ ticketNumbers } = await supplier.ticket(row.hold_id as string));
    } catch (error) {
      if (!(error instanceof FlightSupplierError)) throw error;
      await undo(row.id, ERRORS.flight_ticketing_failed.code, now);
      if ((await repository.find(row.id))?.state === 'confirmed') return;
      throw new AppError('flight_ticketing_failed');
    }
    if (await repository.advance(db, row.id, ['paid'], 'confirmed', { ticket_numbers: ticketNumbers, lease_until: leaseFrom(new Date()) }))
      await reached('confirmed');
    else if ((await repository.find(row.id))?.state !== 'confirmed') throw new Error(`package ${row.id} left paid meanwhile`);
  }

  /** The job's ticketing: the airline refusing the tickets undoes the booking, which is an answer, not the job failing. */
  const ticketByJob = (row: Pick<PackageRow, 'id' | 'hold_id'>, now: Date) =>
    ticket(row, now).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });

  /**
   * A booking waiting for its card's 3-D Secure challenge (ADR 0067): captured, it goes on to its
   * tickets; failed, declined or voided, it is undone with the payment's reason; still open, it is
   * looked at again once the challenge window has closed, and then ended as abandoned (the payment's
   * own 15-minute rule, whichever job gets there first).
   */
  async function afterChallenge(row: PackageRow, now: Date) {
    const reservationId = row.reservation_id as string;
    let payment = await payments.latestForReservation(reservationId);
    if (payment?.status === 'pre_3d_secure' && Date.parse(payment.expires_at) <= now.getTime()) {
      await payments.expireChallengeOf(reservationId, now);
      payment = await payments.latestForReservation(reservationId);
    }
    if (payment?.status === 'pre_3d_secure') {
      // Nobody runs it while the guest is with the bank: the lease is let go, so the challenge's end takes it over at once.
      await repository.advance(db, row.id, ['awaiting_challenge'], 'awaiting_challenge', { lease_until: now });
      const runAt = new Date(Date.parse(payment.expires_at) + CHALLENGE_GRACE_MS);
      await jobs.enqueue(db, { kind: PACKAGE_RECOVERY_JOB, payload: { package_id: row.id }, runAt });
      return;
    }
    if (payment?.status !== 'captured') return undo(row.id, payment?.error_code ?? String(ERRORS.payment_incomplete.code), now);
    await step(row.id, 'awaiting_challenge', 'paid', { lease_until: leaseFrom(now) });
    return ticketByJob(row, now);
  }

  /** The stay's part of a booking's answer, read again: what a retry of a confirmed booking answers. */
  async function stayAnswer(row: PackageRow, locale: string) {
    const credentials = { bypass_token: row.bypass_token as string };
    const reservation = await reservations.get(row.reservation_number as string, credentials, locale);
    return { reservation_number: row.reservation_number as string, bypass_token: row.bypass_token as string, reservation };
  }

  /**
   * A booking sent again under its Idempotency-Key: a confirmed one answers as it did; one still
   * running asks the retry to wait; an undone one frees the key, so the retry books afresh (null).
   */
  async function answerAgain(earlier: PackageRow, requestHash: string, locale: string) {
    if (earlier.state === 'undone') {
      await repository.releaseIdempotencyKey(earlier.id);
      return null;
    }
    if (earlier.request_hash !== requestHash) throw new AppError('idempotency_key_reused');
    // A booking waiting for its challenge answers it again, so a lost answer still leads the guest to their bank.
    if (earlier.state !== 'confirmed' && earlier.state !== 'awaiting_challenge') throw new AppError('idempotency_key_in_progress');
    const created = await stayAnswer(earlier, locale);
    // Its stay given up meanwhile (the challenge failed, its undo still to run): nothing to lead the guest to yet.
    if (!REPLAYED_STAY.includes(created.reservation.status)) throw new AppError('idempotency_key_in_progress');
    return { booked: earlier, created, replayed: true };
  }

  /** The stay priced anew on its own path answers the package's total now: the one a resend must carry. */
  async function withPackageTotal(error: unknown, hotelCode: string, request: PackageBookingRequest, viewer: SearchViewer) {
    if (!(error instanceof AppError) || error.key !== 'price_changed') return error;
    const again = await deps.search.quote(hotelCode, request, viewer);
    return new AppError('price_changed', {}, [], {
      total_price: { cents: again.price.total, currency_iso: again.catalogue.hotel.currency },
    });
  }

  function stayRequest(request: PackageBookingRequest, paymentType: string, hotelPrice: number, currency: string): ReservationRequest {
    const parsed = reservationRequestSchema.safeParse({
      checkin_date: request.checkin_date,
      checkout_date: request.checkout_date,
      locale: request.locale,
      rooms: request.rooms.map((room) => ({ ...room, room_type_code: request.room_type_code, room_plan_code: request.room_plan_code })),
      guest: request.guest,
      ...(request.special_request ? { special_request: request.special_request } : {}),
      payment: { type: paymentType, card_token: request.payment.card_token },
      total_price: { cents: hotelPrice, currency_iso: currency },
      // Checked before the seats were held, and again by the stay's booking: a change meanwhile undoes the hold.
      cancellation_policy_terms: request.cancellation_policy_terms,
    });
    if (parsed.success) return parsed.data;
    const fields = parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    throw new AppError('invalid', {}, fields);
  }

  return {
    async book(hotelCode: string, request: PackageBookingRequest, context: PackageContext) {
      const now = context.now ?? new Date();
      const localeProblem = packageLocaleProblem(request.locale);
      if (localeProblem) throw new AppError(localeProblem);
      const key = context.idempotencyKey ?? null;
      const requestHash = requestHashOf(hotelCode, request);
      const earlier = key ? await repository.findByIdempotencyKey(context.clientSessionId, key) : undefined;
      const replay = earlier ? await answerAgain(earlier, requestHash, request.locale) : null;
      if (replay) return replay;
      const quote = await deps.search.quote(hotelCode, request, context.viewer);
      const { hotel } = quote.catalogue;
      // The terms the guest read, before anything is held: a policy changed since is shown to them again.
      const policyClock = { checkin: request.checkin_date, timeZone: hotel.timeZone, now };
      assertPolicyAsShown(request.cancellation_policy_terms, quote.catalogue.policies.get(quote.cancellationPolicyId), policyClock);
      const total = { cents: quote.price.total, currency_iso: hotel.currency };
      if (request.total_price.cents !== total.cents || request.total_price.currency_iso !== total.currency_iso)
        throw new AppError('price_changed', {}, [], { total_price: total });
      const stay = stayRequest(request, quote.paymentType, quote.price.hotel, hotel.currency);

      const id = randomUUID();
      // Whoever runs the saga holds its lease: the job that takes it over holds it next.
      const holder = randomUUID();
      const inserted = await inTransaction(db, async (trx) => {
        const fresh = await repository.insert(trx, {
          id,
          hotel_id: hotel.id,
          client_session_id: context.clientSessionId,
          supplier: supplier.name,
          flights: [bookedFlight('outbound', quote.outbound), bookedFlight('return', quote.inbound)],
          passengers: request.passengers,
          hotel_price: quote.price.hotel,
          flights_price: quote.price.flights,
          total_price: quote.price.total,
          currency: hotel.currency,
          lease_until: leaseFrom(new Date()),
          lease_holder: holder,
          idempotency_key: key,
          request_hash: requestHash,
        });
        if (!fresh) return false;
        // Written with the booking: whatever becomes of this process, the job looks at it again.
        await jobs.enqueue(trx, {
          kind: PACKAGE_RECOVERY_JOB,
          payload: { package_id: id },
          runAt: new Date(now.getTime() + RECOVERY_DELAY_MS),
        });
        return true;
      });
      if (!inserted) {
        // Another request with the same key got in first.
        const first = key ? await repository.findByIdempotencyKey(context.clientSessionId, key) : undefined;
        const answer = first ? await answerAgain(first, requestHash, request.locale) : null;
        if (answer) return answer;
        throw new AppError('idempotency_key_in_progress');
      }
      await reached('started');

      // 1. Seats, held under our id.
      let holdId: string;
      try {
        const hold = await supplier.hold([quote.outbound.offerId, quote.inbound.offerId], request.passengers, id);
        holdId = hold.holdId;
        await step(id, 'started', 'seats_held', {
          hold_id: hold.holdId,
          hold_expires_at: hold.expiresAt,
          lease_until: leaseFrom(new Date()),
        });
      } catch (error) {
        const refused =
          error instanceof FlightSupplierError ? new AppError(error.kind === 'sold_out' ? 'flight_sold_out' : 'flight_hold_failed') : error;
        await undo(id, errorCodeOf(refused), now);
        throw refused;
      }

      // 2 and 3. The stay through the reservation path: stock taken, recorded here in its own transaction, then the card charged for all.
      let created: Created;
      let handedOver = false;
      try {
        created = await reservations.create(hotelCode, stay, {
          clientSessionId: context.clientSessionId,
          shopperIp: context.shopperIp,
          member: context.member ?? null,
          now,
          package: {
            flightsPrice: quote.price.flights,
            async stored(trx, booked) {
              const moved = await repository.advance(trx, id, ['seats_held'], 'stock_taken', {
                reservation_id: booked.reservationId,
                reservation_number: booked.reservationNumber,
                bypass_token: booked.bypassToken,
                lease_until: leaseFrom(new Date()),
              });
              if (!moved) throw new Error(`package ${id} left seats_held meanwhile`);
            },
            async beforeCharge() {
              await reached('stock_taken');
              // Only the runner still holding the booking charges: one whose lease ran out may have been undone by the job meanwhile.
              if (await repository.renewLease(id, holder, leaseFrom(new Date()))) return;
              handedOver = true;
              throw new AppError('payment_incomplete');
            },
          },
        });
      } catch (error) {
        // A booking taken over is the job's to finish or undo.
        if (!handedOver) await undo(id, errorCodeOf(error), now);
        throw await withPackageTotal(error, hotelCode, request, context.viewer);
      }
      const reservationId = (await repository.find(id))?.reservation_id;
      if (!reservationId) throw new Error(`package ${id} lost its reservation`);
      const charged = (await payments.latestForReservation(reservationId))?.status;
      if (charged === 'pre_3d_secure') {
        // The bank asks the guest for a challenge: seats and stay stay held, and its end moves the booking on (challenge.ts).
        await step(id, 'stock_taken', 'awaiting_challenge', { lease_until: new Date() });
        // The challenge may have ended before the booking waited for it, unseen by its listener: its job runs now.
        if ((await payments.latestForReservation(reservationId))?.status !== 'pre_3d_secure')
          await jobs.enqueue(db, { kind: PACKAGE_RECOVERY_JOB, payload: { package_id: id }, runAt: new Date() });
        return { booked: await stored(id), created: created.body.data, replayed: false };
      }
      if (charged !== 'captured') {
        await undo(id, String(ERRORS.payment_incomplete.code), now);
        throw new AppError('payment_incomplete');
      }
      await step(id, 'stock_taken', 'paid', { lease_until: leaseFrom(new Date()) });

      // 4. Tickets.
      await ticket({ id, hold_id: holdId }, now);
      return { booked: await stored(id), created: created.body.data, replayed: false };
    },

    /**
     * The job's look at a booking after the fact: one its runner finished is left alone; one left
     * mid-way (its runner's lease run out) is finished when its card was charged and its seats are
     * still held, and undone otherwise; a cancellation cut short is finished (ADR 0062).
     */
    async recover(id: string, now: Date) {
      const row = await repository.takeOver(id, now, leaseFrom(now), randomUUID());
      if (!row) {
        const current = await repository.find(id);
        if (!current || FINAL.includes(current.state as PackageState)) return;
        // Its runner is still at it: look again later (the job is retried).
        throw new Error(`package ${id} is still being booked`);
      }
      if (row.state === 'cancelling') return deps.cancellations.resume(row.id, now);
      if (row.state === 'awaiting_challenge') return afterChallenge(row, now);
      const interrupted = 'PACKAGE_INTERRUPTED';
      if (row.state === 'stock_taken') {
        const status = await payments.resolveUnanswered(row.reservation_id as string, now);
        if (status !== 'captured') return undo(id, row.failure_code ?? interrupted, now);
        await step(id, 'stock_taken', 'paid', { lease_until: leaseFrom(now) });
        return ticketByJob(row, now);
      }
      if (row.state === 'paid') return ticketByJob(row, now);
      return undo(id, row.failure_code ?? interrupted, now);
    },

    find: (id: string) => repository.find(id),
    findByReservationNumber: (number: string) => repository.findByReservationNumber(number),
  };
}
export type PackageBookings = ReturnType<typeof packageBookings>;
