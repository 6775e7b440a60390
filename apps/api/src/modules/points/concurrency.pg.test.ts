import { describe, expect, it } from 'vitest';
import { postgresTestApp } from '../../testing/postgres-app';
import { addDays, addMonths } from '@yado/domain/dates';
import { bookingBody, confirmedMember, firstError, quotedTotal, setTokyoStock, soldOn, tokyoMonday } from '../../testing/test-app';
import { POINTS_EXPIRY_JOB } from './service';
import { memberId, memberWithPoints, postedPoints } from './testing';

const t = postgresTestApp();

describe('a points balance under concurrent spends (PostgreSQL)', () => {
  it('lets exactly one of 50 simultaneous exchanges of the last points through; the rest get 2401 and the balance stays at zero', async () => {
    const { token, id } = await memberWithPoints(t.app, t.db, 'last.points@example.com', 1_000);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/user/point_exchanges',
          headers: { authorization: `Bearer ${token}` },
          payload: { amount: 1_000 },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused.map((answer) => [answer.statusCode, firstError(answer.json()).code])).toEqual(
      Array.from({ length: 49 }, () => [422, 2401]),
    );
    const ledger = await t.db
      .selectFrom('point_entries')
      .select((eb) => [eb.fn.sum<string>('points').as('balance'), eb.fn.countAll<string>().as('rows')])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect([Number(ledger.balance), Number(ledger.rows)]).toEqual([0, 2]);
  });

  it('lets exactly one of 50 simultaneous bookings spending the last points through; the rest get 2401 and sell nothing', async () => {
    const { token, id } = await memberWithPoints(t.app, t.db, 'last.booking@example.com', 1_000);
    const checkin = tokyoMonday(70);
    const checkout = addDays(checkin, 1);
    // Rooms enough for all 50: only the points can run out.
    await setTokyoStock(t.db, 'MOD-DBL', checkin, checkout, { total: 60, sold: 0 });
    const totalCents = await quotedTotal(t.app, { checkin, checkout, roomPlanCode: 'MOD-DBL-RO' });
    const session = await t.session();

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/hotels/sakura-ginza/reservations',
          headers: { 'client-session': session, authorization: `Bearer ${token}` },
          payload: { ...bookingBody({ checkin, checkout, totalCents }), spending_point: 1_000 },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.statusCode !== 201).map((answer) => [answer.statusCode, firstError(answer.json()).code]),
    ).toEqual(Array.from({ length: 49 }, () => [422, 2401]));
    expect((await soldOn(t.db, 'MOD-DBL', checkin)).sold).toBe(1);
    const ledger = await t.db
      .selectFrom('point_entries')
      .select((eb) => eb.fn.sum<string>('points').as('balance'))
      .where('user_id', '=', id)
      .where('state', '=', 'posted')
      .executeTakeFirstOrThrow();
    expect(Number(ledger.balance)).toBe(0);
  });

  it('makes the expiry job wait for a spend holding the member’s lock, and then find nothing left to expire', async () => {
    await confirmedMember(t.app, 'old.points@example.com');
    const id = await memberId(t.db, 'old.points@example.com');
    const now = new Date();
    await postedPoints(t.db, id, 'gained', 1_000, addMonths(now.toISOString().slice(0, 10), -14));
    await t.app.jobs.enqueue(t.db, { kind: POINTS_EXPIRY_JOB, payload: {}, runAt: now });

    // A spend of the same old points, as a booking or an exchange writes it: under the member's lock, not yet committed.
    let locked!: () => void;
    let release!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const spend = t.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      await trx.insertInto('point_entries').values({ user_id: id, kind: 'exchanged', points: -1_000, posted_at: now }).execute();
      locked();
      await released;
    });
    await isLocked;
    const job = t.app.jobs.runDue(now);
    // Long enough for a job that did not wait to read the balance without the spend and write it off.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await spend;
    await job;

    const taken = await t.db
      .selectFrom('point_entries')
      .select(['kind', 'points'])
      .where('user_id', '=', id)
      .where('points', '<', 0)
      .execute();
    expect(taken).toEqual([{ kind: 'exchanged', points: -1_000 }]);
  });
});
