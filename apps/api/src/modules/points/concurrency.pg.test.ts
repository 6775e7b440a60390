import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/postgres';
import { confirmedMember, firstError, startTestApp, type TestApp } from '../../testing/test-app';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase();
  t = await startTestApp({ databaseUrl: database.url, poolSize: 20 });
});
afterAll(async () => {
  await t.close();
  await database.drop();
});

describe('a points balance under concurrent spends (PostgreSQL)', () => {
  it('lets exactly one of 50 simultaneous exchanges of the last points through; the rest get 2401 and the balance stays at zero', async () => {
    const token = await confirmedMember(t.app, 'last.points@example.com');
    const { id } = await t.db.selectFrom('users').select('id').where('email', '=', 'last.points@example.com').executeTakeFirstOrThrow();
    await t.db.insertInto('point_entries').values({ user_id: id, kind: 'adjusted', points: 1_000, posted_at: new Date() }).execute();

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
});
