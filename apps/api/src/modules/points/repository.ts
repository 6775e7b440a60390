import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import type { PointEntriesTable } from '../../db/schema';
import type { Insertable } from 'kysely';
import type { PointLots } from '@yado/domain/points';

export type NewPointEntry = Insertable<PointEntriesTable>;
export type HistoryScope = 'current' | 'future';

/** The ledger's rows and the little of members, programs and stays that points depend on (ADR 0042). */
export const pointsRepository = {
  /** A member's program and rank as points see them; none for a member without a program. */
  membershipOf(trx: Db, userId: number) {
    return trx
      .selectFrom('users')
      .innerJoin('membership_programs as program', 'program.id', 'users.program_id')
      .leftJoin('membership_ranks as rank', 'rank.id', 'users.rank_id')
      .select([
        'users.id as user_id',
        'users.brand_id',
        'program.id as program_id',
        'program.points_enabled',
        'program.point_currency',
        'program.point_spend_step',
        'program.point_spend_minimum',
        'program.points_valid_months',
        'rank.id as rank_id',
        'rank.earn_basis_points',
      ])
      .where('users.id', '=', userId)
      .where('users.status', '=', 'active')
      .executeTakeFirst();
  },

  ranksOf(trx: Db, programId: number) {
    return trx
      .selectFrom('membership_ranks')
      .select(['id', 'code', 'name', 'name_translations', 'points_to_unlock', 'earn_basis_points'])
      .where('program_id', '=', programId)
      .orderBy('points_to_unlock')
      .execute();
  },

  /**
   * Holds the member's row until the transaction ends: one balance is read and spent at a time,
   * so concurrent spends cannot both pass the check and take it below zero.
   */
  async lockMember(trx: Db, userId: number): Promise<void> {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  },

  /** The posted balance and ranking points, and what upcoming stays will add. */
  async totals(trx: Db, userId: number) {
    const row = await trx
      .selectFrom('point_entries')
      .select([
        sql<string>`coalesce(sum(points) filter (where state = 'posted'), 0)`.as('balance'),
        sql<string>`coalesce(sum(ranking_points) filter (where state = 'posted'), 0)`.as('ranking'),
        sql<string>`coalesce(sum(points) filter (where state = 'future'), 0)`.as('future'),
      ])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { balance: Number(row.balance), rankingPoints: Number(row.ranking), future: Number(row.future) };
  },

  /**
   * What expiry reads of a member's ledger (ADR 0049): the points added each day (posted gains and
   * positive adjustments, by their UTC posting day) and what has been used, net of what was given back.
   */
  async lotsOf(trx: Db, userId: number): Promise<PointLots> {
    const posted = trx.selectFrom('point_entries').where('user_id', '=', userId).where('state', '=', 'posted');
    const [added, used] = await Promise.all([
      posted
        .select([sql<string>`to_char(posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`.as('on'), sql<string>`sum(points)`.as('points')])
        .where('points', '>', 0)
        .where('kind', '<>', 'refunded')
        .groupBy(sql`1`)
        .execute(),
      posted
        .select(
          sql<string>`coalesce(sum(-points) filter (where points < 0), 0) - coalesce(sum(points) filter (where kind = 'refunded'), 0)`.as(
            'used',
          ),
        )
        .executeTakeFirstOrThrow(),
    ]);
    return { added: added.map((lot) => ({ on: lot.on, points: Number(lot.points) })), used: Math.max(0, Number(used.used)) };
  },

  /**
   * Members whose points may have expired by `today`: in a program with a validity, holding points
   * posted before it ended (a few days' slack for month ends; the rule itself decides exactly).
   */
  expiryCandidates(trx: Db, today: string) {
    return trx
      .selectFrom('users')
      .innerJoin('membership_programs as program', 'program.id', 'users.program_id')
      .select(['users.id as user_id', 'program.points_valid_months'])
      .where('program.points_valid_months', 'is not', null)
      .where('users.status', '=', 'active')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('point_entries as entry')
            .select('entry.id')
            .whereRef('entry.user_id', '=', 'users.id')
            .where('entry.state', '=', sql.lit('posted'))
            .where('entry.points', '>', sql.lit(0))
            .where(
              sql<boolean>`entry.posted_at < (${today}::date - make_interval(months => program.points_valid_months) + interval '4 days') AT TIME ZONE 'UTC'`,
            ),
        ),
      )
      .orderBy('users.id')
      .execute();
  },

  async insert(trx: Db, entry: NewPointEntry): Promise<string> {
    const { id } = await pointsRepository.entryInsert(trx, entry).returning('id').executeTakeFirstOrThrow();
    return id;
  },

  /** The entry's insert, to run alone (insert) or alongside another module's statement (ADR 0083). */
  entryInsert(trx: Db, entry: NewPointEntry) {
    return trx.insertInto('point_entries').values(entry);
  },

  /** A page of history, newest first: posted rows for `current`, a stay's points still to come for `future`. */
  async history(trx: Db, userId: number, scope: HistoryScope, page: number, perPage: number) {
    const rows = trx
      .selectFrom('point_entries as entry')
      .leftJoin('reservations', 'reservations.id', 'entry.reservation_id')
      .leftJoin('hotels', 'hotels.id', 'entry.hotel_id')
      .where('entry.user_id', '=', userId)
      .where('entry.state', '=', scope === 'future' ? 'future' : 'posted');
    const [{ count }, entries] = await Promise.all([
      rows.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      rows
        .select([
          'entry.id',
          'entry.kind',
          'entry.state',
          'entry.points',
          'entry.ranking_points',
          'entry.posts_on',
          'entry.created_at',
          'entry.posted_at',
          'entry.exchange_type',
          'entry.exchange_reference',
          'entry.exchange_valid_until',
          'entry.note',
          'reservations.reservation_number',
          'reservations.checkin_date',
          'reservations.checkout_date',
          'hotels.name as hotel_name',
          'hotels.name_translations as hotel_name_translations',
        ])
        .orderBy('entry.created_at', 'desc')
        .orderBy('entry.id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
    ]);
    return { total: Number(count), entries };
  },

  /** A page of the member's exchanges to partners, newest first. */
  async exchanges(trx: Db, userId: number, page: number, perPage: number) {
    const rows = trx.selectFrom('point_entries').where('user_id', '=', userId).where('kind', '=', 'exchanged');
    const [{ count }, entries] = await Promise.all([
      rows.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      rows
        .select(['id', 'points', 'exchange_type', 'exchange_reference', 'exchange_valid_until', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
    ]);
    return { total: Number(count), entries };
  },

  async setExchangeReference(trx: Db, id: string, reference: string, validUntil: string) {
    await trx
      .updateTable('point_entries')
      .set({ exchange_reference: reference, exchange_valid_until: validUntil })
      .where('id', '=', id)
      .execute();
  },

  /**
   * What a stay's points depend on: its member, price before tax, currency, check-out and status,
   * whether its hotel runs the point program, and its gain row so far.
   */
  stayOf(trx: Db, reservationId: string) {
    return trx
      .selectFrom('reservations')
      .innerJoin('hotels', 'hotels.id', 'reservations.hotel_id')
      .leftJoin('point_entries as gain', (join) =>
        join.onRef('gain.reservation_id', '=', 'reservations.id').on('gain.kind', '=', sql.lit('gained')),
      )
      .select([
        'reservations.id',
        'reservations.user_id',
        'reservations.hotel_id',
        'reservations.status',
        'reservations.checkout_date',
        'reservations.room_price_without_tax',
        'reservations.point_discount',
        'hotels.currency',
        sql<boolean>`coalesce((hotels.settings->>'point_program_disabled')::boolean, true)`.as('program_disabled'),
        'gain.id as gain_id',
        'gain.state as gain_state',
        'gain.points as gain_points',
      ])
      .where('reservations.id', '=', reservationId)
      .executeTakeFirst();
  },

  gainOf(trx: Db, reservationId: string) {
    return trx
      .selectFrom('point_entries')
      .select(['points', 'posts_on', 'state'])
      .where('reservation_id', '=', reservationId)
      .where('kind', '=', sql.lit('gained'))
      .where('state', '<>', 'void')
      .executeTakeFirst();
  },

  async updateGain(trx: Db, id: string, fields: { points: number; ranking_points: number; posts_on?: string }) {
    await trx.updateTable('point_entries').set(fields).where('id', '=', id).where('state', '=', 'future').execute();
  },

  async settleGain(trx: Db, id: string, state: 'posted' | 'void', at: Date, points?: number) {
    const set = state === 'posted' && points !== undefined ? { state, posted_at: at, points, ranking_points: points } : { state };
    const settled = await trx.updateTable('point_entries').set(set).where('id', '=', id).where('state', '=', 'future').executeTakeFirst();
    return Number(settled.numUpdatedRows) === 1;
  },

  async setRank(trx: Db, userId: number, rankId: number) {
    await trx.updateTable('users').set({ rank_id: rankId }).where('id', '=', userId).execute();
  },

  /** An active member of the brand by id or by email (stored as signed up with: trimmed, in lower case). */
  brandMember(trx: Db, brandId: number, by: { id: number } | { email: string }) {
    const query = trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('brand_id', '=', brandId)
      .where('status', '=', 'active');
    return ('id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email)).executeTakeFirst();
  },
};
