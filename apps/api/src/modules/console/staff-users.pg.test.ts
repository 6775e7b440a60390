import { describe, expect, it } from 'vitest';
import { untilWaitingForLocks } from '../../testing/lock-waits';
import { postgresTestApp } from '../../testing/postgres-app';
import { firstError } from '../../testing/test-app';
import { demoConsoleUser } from './reservations-testing';

const t = postgresTestApp();
const HOTEL = 'formosa-daan';
const ROUNDS = 8;

type Owner = { id: number; cookie: string };

async function signIn(email: string, password: string): Promise<Owner> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/console/session', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return { id: response.json().data.user.id as number, cookie: String(response.headers['set-cookie']).split(';')[0] ?? '' };
}

const staffUrl = (rest: string) => `/api/v1/console/hotels/${HOTEL}/staff_users${rest}`;
const disable = (by: Owner, target: Owner) =>
  t.app.inject({ method: 'POST', url: staffUrl(`/${target.id}/disable`), headers: { cookie: by.cookie } });
const demote = (by: Owner, target: Owner) =>
  t.app.inject({ method: 'PUT', url: staffUrl(`/${target.id}/role`), headers: { cookie: by.cookie }, payload: { role: 'manager' } });

/**
 * Runs the two requests so that both are inside their transactions at once: the owners' rows are
 * held until both wait for them, then let go together (left alone, one request can finish before
 * the other has read its session, and the race is not run).
 */
async function together(owners: Owner[], requests: () => Array<ReturnType<typeof disable>>) {
  let answers: Array<ReturnType<typeof disable>> = [];
  await t.db.transaction().execute(async (trx) => {
    const ids = owners.map((o) => o.id);
    await trx.selectFrom('staff_users').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
    answers = requests();
    await untilWaitingForLocks(t.db, 2, 'the two requests');
  });
  return Promise.all(answers);
}

const activeOwners = () =>
  t.db
    .selectFrom('staff_users')
    .innerJoin('hotels', 'hotels.id', 'staff_users.hotel_id')
    .select('staff_users.id')
    .where('hotels.code', '=', HOTEL)
    .where('staff_users.role', '=', 'owner')
    .where('staff_users.disabled_at', 'is', null)
    .execute();

describe('two owners removing each other at the same time (PostgreSQL)', () => {
  it('lets exactly one through, and answers the other LAST_OWNER, never a deadlock', async () => {
    const demo = demoConsoleUser('owner', HOTEL);
    let owner = await signIn(demo.email, demo.password);
    for (let round = 1; round <= ROUNDS; round++) {
      // The hotel's one owner makes a second one; then each removes the other.
      const other = { email: `owner-${round}@formosa-daan.example`, name: `Owner ${round}`, role: 'owner', password: 'Race-Owner-2026' };
      const created = await t.app.inject({ method: 'POST', url: staffUrl(''), headers: { cookie: owner.cookie }, payload: other });
      expect(created.statusCode).toBe(201);
      const second = await signIn(other.email, other.password);
      const remove = round % 2 === 0 ? demote : disable;

      const answers = await together([owner, second], () => [remove(owner, second), remove(second, owner)]);
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 422]);
      expect(firstError(answers.find((a) => a.statusCode === 422)!.json()).code).toBe('LAST_OWNER');
      const left = await activeOwners();
      expect(left).toHaveLength(1);
      owner = left[0]!.id === owner.id ? owner : second;
    }
  });
});
