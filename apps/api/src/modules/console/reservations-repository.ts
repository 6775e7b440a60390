import { sql, type ExpressionBuilder } from 'kysely';
import type { ConsoleReservationView } from '@yado/domain/console-reservations';
import { UNPAID_CANCELLATION_REASONS } from '@yado/domain/statuses';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { RESERVATION_MAIL_JOB } from '../guest-mails/events';

type Reservations = ExpressionBuilder<Database, 'reservations'>;

/** What a search is looked for in: each form is matched as a part of the column it is made for. */
export interface SearchTerms {
  /** Upper case, for the start of a reservation number. */
  number: string;
  /** Lower case, spaces removed, kana as hiragana: for names written either way round. */
  name: string;
  /** Lower case, for the email address. */
  email: string;
  /** Digits without leading zeros (a national 0 or an international 00), or null when the query is not a phone number. */
  phoneDigits: string | null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const containing = (value: string) => `%${escapeLike(value)}%`;

/** A booking whose card payment never went through was never anyone's booking: searches leave it out. */
const wasBooked = (eb: Reservations) =>
  eb.or([
    eb('reservations.cancellation_reason', 'is', null),
    eb('reservations.cancellation_reason', 'not in', UNPAID_CANCELLATION_REASONS),
  ]);

/** The console's reservation lists and what it shows of a reservation beside the guest's view. */
export function consoleReservationsRepository(db: Db) {
  function matching(hotelId: number, view: ConsoleReservationView, date: string, terms: SearchTerms | null) {
    let query = db.selectFrom('reservations').where('reservations.hotel_id', '=', hotelId);
    if (view === 'search' && terms) {
      const name = containing(terms.name);
      // Names match as typed in either order, without spaces: "Yui Tanaka", "tanaka yui" and "たなかゆい" alike.
      return query
        .where(wasBooked)
        .where((eb) =>
          eb.or([
            eb(sql`upper(reservations.reservation_number)`, 'like', `${escapeLike(terms.number)}%`),
            eb(sql`lower(reservations.email)`, 'like', containing(terms.email)),
            eb(sql`lower(reservations.first_name || reservations.last_name)`, 'like', name),
            eb(sql`lower(reservations.last_name || reservations.first_name)`, 'like', name),
            eb(sql`coalesce(reservations.last_name_kana, '') || coalesce(reservations.first_name_kana, '')`, 'like', name),
            eb(sql`coalesce(reservations.first_name_kana, '') || coalesce(reservations.last_name_kana, '')`, 'like', name),
            ...(terms.phoneDigits
              ? [eb(sql`regexp_replace(reservations.phone, '[^0-9]', '', 'g')`, 'like', containing(terms.phoneDigits))]
              : []),
          ]),
        );
    }
    query = query.where('reservations.status', '!=', 'cancelled');
    if (view === 'arrivals') return query.where('reservations.checkin_date', '=', date);
    if (view === 'departures') return query.where('reservations.checkout_date', '=', date);
    return query.where('reservations.checkin_date', '<=', date).where('reservations.checkout_date', '>', date);
  }

  return {
    /**
     * A day's arrivals, departures or guests in house (never cancelled ones), by guest name; or a
     * search of every booking, the latest stays first. One page of them and how many there are.
     */
    async list(
      hotelId: number,
      query: { view: ConsoleReservationView; date: string; terms: SearchTerms | null },
      page: { limit: number; offset: number },
    ) {
      const base = matching(hotelId, query.view, query.date, query.terms);
      const ordered =
        query.view === 'search'
          ? base.orderBy('reservations.checkin_date', 'desc')
          : base.orderBy('reservations.last_name').orderBy('reservations.first_name');
      const [rows, counted] = await Promise.all([
        ordered
          .select((eb) => [
            'reservations.reservation_number',
            'reservations.status',
            'reservations.first_name',
            'reservations.last_name',
            'reservations.first_name_kana',
            'reservations.last_name_kana',
            'reservations.locale',
            'reservations.checkin_date',
            'reservations.checkout_date',
            'reservations.nights',
            'reservations.payment_type',
            'reservations.total_price',
            'reservations.coupon_discount',
            'reservations.voucher_discount',
            'reservations.point_discount',
            'reservations.paid_online',
            'reservations.currency',
            'reservations.changed_by_hotel_at',
            eb
              .selectFrom('reservation_rooms')
              .whereRef('reservation_rooms.reservation_id', '=', 'reservations.id')
              .select((sub) => sub.fn.countAll<number>().as('n'))
              .as('room_count'),
          ])
          .orderBy('reservations.reservation_number')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(counted.total) };
    },

    /** The reservation of this hotel with this number: what the console needs beside the guest's view. */
    find(hotelId: number, number: string) {
      return db
        .selectFrom('reservations')
        .select(['id', 'reservation_number', 'status', 'email', 'locale', 'currency', 'total_price'])
        .where('hotel_id', '=', hotelId)
        .where('reservation_number', '=', number)
        .executeTakeFirst();
    },

    /**
     * The guest's mails about a reservation, oldest first: those its news owed (the mail jobs, and
     * the guest's mail each wrote, the first of its delivery key), and those the console sent with a
     * key of the reservation's own (a payment link).
     */
    async mailsOf(reservationId: string, email: string) {
      const [news, own] = await Promise.all([
        db
          .selectFrom('jobs')
          .leftJoin('outbox_mails as m', (join) => join.on('m.delivery_key', '=', sql<string>`(jobs.payload->>'key') || ':0'`))
          .select([sql<string>`jobs.payload->>'kind'`.as('kind'), 'jobs.created_at as queued_at', 'm.to_address', 'm.subject', 'm.sent_at'])
          .where('jobs.kind', '=', RESERVATION_MAIL_JOB)
          .where(sql<string>`jobs.payload->>'reservation_id'`, '=', reservationId)
          .execute(),
        db
          .selectFrom('outbox_mails')
          .select(['delivery_key', 'created_at as queued_at', 'to_address', 'subject', 'sent_at'])
          .where('delivery_key', 'like', `${escapeLike(consoleMailKeyPrefix(reservationId))}%`)
          .where(sql`lower(to_address)`, '=', email.toLowerCase())
          .execute(),
      ]);
      const mails = [
        ...news.map((m) => ({ ...m, to_address: m.to_address ?? email })),
        ...own.map((m) => ({ ...m, kind: String(m.delivery_key).slice(consoleMailKeyPrefix(reservationId).length).split(':')[0] ?? '' })),
      ];
      return mails.sort((a, b) => new Date(a.queued_at).getTime() - new Date(b.queued_at).getTime());
    },
  };
}

/** The start of the delivery key of a mail the console sends about a reservation: `{prefix}{kind}:{what}`. */
export const consoleMailKeyPrefix = (reservationId: string) => `console:${reservationId}:`;

export type ConsoleReservationsRepository = ReturnType<typeof consoleReservationsRepository>;
