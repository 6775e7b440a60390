import { sql, type Selectable } from 'kysely';
import type { AlongsideWrite, GatingWrite } from '../../db/alongside';
import type { Db } from '../../db/connect';
import type { ReservationRoomNightsTable, ReservationRoomsTable, ReservationsTable } from '../../db/schema';
import { isForeignKeyViolation, refusalOf, violatedConstraint } from '../../db/violations';
import type { StockTakeAlong } from '../inventory/service';
import { AppError } from '../../errors';
import type { NewReservation, NewReservationRoom } from './repository';

/** The foreign keys of a booked room that name the catalogue (PostgreSQL's default names, migration 0002). */
const ROOM_CATALOGUE_KEYS = new Set(['reservation_rooms_room_plan_id_fkey', 'reservation_rooms_room_type_id_fkey']);

type StoredRoom = Selectable<ReservationRoomsTable> & { nights: Array<Selectable<ReservationRoomNightsTable>> };

/** The stored rows a booking's statement answers: the reservation's row, its rooms and nights as JSON (the driver's types for these columns). */
const STORED = sql`reservation.*,
  (SELECT json_agg(r ORDER BY r.id) FROM new_rooms r) AS stored_rooms,
  (SELECT json_agg(n ORDER BY n.stay_date) FROM new_nights n) AS stored_nights`;

type StoredRow = Selectable<ReservationsTable> & { stored_rooms: StoredRoom[]; stored_nights: StoredRoom['nights'] };

/**
 * The WITH queries that write a new reservation, its rooms and their nights, and the writes given
 * `alongside` (ADR 0063): the rooms' ids are drawn first, so each night names its room without a
 * statement of its own.
 */
function reservationWrites(trx: Db, reservation: NewReservation, rooms: NewReservationRoom[], alongside: AlongsideWrite[]) {
  const roomId = (index: number) => sql<number>`(SELECT id FROM room_ids WHERE ord = ${index + 1})`;
  const roomRows = rooms.map(({ nights: _nights, ...room }, i) => ({ ...room, id: roomId(i), reservation_id: reservation.id }));
  const nightRows = rooms.flatMap(({ nights }, i) => nights.map((night) => ({ ...night, reservation_room_id: roomId(i) })));
  const alongsideQueries = alongside.map((write, i) => sql`, ${sql.ref(`alongside_${i}`)} AS (${write})`);
  return sql`room_ids AS MATERIALIZED (
      SELECT ord, nextval(pg_get_serial_sequence('reservation_rooms', 'id'))::int AS id FROM generate_series(1, ${rooms.length}::int) AS ord
    ), reservation AS (${trx.insertInto('reservations').values(reservation).returningAll()}),
    new_rooms AS (${trx.insertInto('reservation_rooms').values(roomRows).returningAll()}),
    new_nights AS (${trx.insertInto('reservation_room_nights').values(nightRows).returningAll()})
    ${sql.join(alongsideQueries, sql``)}`;
}

/**
 * The room plan (or its room type) was taken off sale after this server read its catalogue: the
 * plan is no longer sold. Any other reference gone is a fault, not the guest's.
 */
function planGoneOr(error: unknown): never {
  const planGone = isForeignKeyViolation(error) && ROOM_CATALOGUE_KEYS.has(violatedConstraint(error) ?? '');
  throw planGone ? new AppError('plan_unavailable') : error;
}

function storedOf(row: StoredRow) {
  const { stored_rooms: storedRooms, stored_nights: storedNights, ...stored } = row;
  return {
    reservation: stored,
    rooms: storedRooms.map((room) => ({ ...room, nights: storedNights.filter((night) => night.reservation_room_id === room.id) })),
  };
}

/**
 * Writes a new reservation, its rooms and their nights, and the writes given `alongside`, in one
 * statement while the booking's transaction holds its locks (ADR 0063). Answers the rows as stored.
 */
export async function insertReservation(
  trx: Db,
  reservation: NewReservation,
  rooms: NewReservationRoom[],
  alongside: AlongsideWrite[] = [],
) {
  const { rows } = await sql<StoredRow>`WITH ${reservationWrites(trx, reservation, rooms, alongside)} SELECT ${STORED} FROM reservation`
    .execute(trx)
    .catch(planGoneOr);
  return storedOf(rows[0] as StoredRow);
}

/**
 * A whole booking in one statement, committed by itself (ADR 0083): its rows and `alongside`
 * writes, `key` (its Idempotency-Key's write) and then the `gates` written before any night is
 * locked, and its stock. It refuses itself, writing nothing, when another request wrote the key
 * first (answers null), a gate wrote nothing (its refusal) or a night is gone (sold_out). Answers
 * the rows as stored.
 */
export async function insertReservationTakingStock(
  statement: Db,
  booking: { reservation: NewReservation; rooms: NewReservationRoom[]; alongside: AlongsideWrite[]; gates: GatingWrite[] },
  key: AlongsideWrite | undefined,
  stock: StockTakeAlong,
) {
  const gate = (i: number) => sql.ref(`gate_${i}`);
  const gates = booking.gates.map(({ write }, i) => sql`, ${gate(i)} AS (${write})`);
  const gatesPassed = booking.gates.map((_, i) => sql` AND EXISTS (SELECT FROM ${gate(i)})`);
  const gateRefusals = booking.gates.map(
    ({ refusal }, i) => sql` WHEN NOT EXISTS (SELECT FROM ${gate(i)}) THEN refuse_statement(${refusal})`,
  );
  // The stock queries wait for `first`: it has a row once the key and every gate have written theirs.
  const result = await sql<StoredRow>`
    WITH key_written AS (${key ?? sql`SELECT 1`})${sql.join(gates, sql``)},
    first AS MATERIALIZED (SELECT FROM key_written WHERE true${sql.join(gatesPassed, sql``)}),
    ${reservationWrites(statement, booking.reservation, booking.rooms, booking.alongside)},
    ${stock.queries}
    SELECT ${STORED}, CASE
      WHEN NOT EXISTS (SELECT FROM key_written) THEN refuse_statement('key_taken')${sql.join(gateRefusals, sql``)}
      WHEN NOT ${stock.allTaken} THEN refuse_statement('sold_out')
      ELSE true END AS booked
    FROM reservation`
    .execute(statement)
    .catch((error: unknown) => {
      const refusal = refusalOf(error);
      if (refusal === 'key_taken') return null;
      if (refusal === 'sold_out') throw new AppError('sold_out');
      const gateRefused = booking.gates.find((gating) => gating.refusal === refusal);
      if (gateRefused) throw new AppError(gateRefused.refusal);
      return planGoneOr(error);
    });
  return result ? storedOf(result.rows[0] as StoredRow) : null;
}
