import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/postgres';
import { soldOn, startTestApp, tokyoDate, type TestApp } from '../../testing/test-app';
import { bookWithCard } from './testing';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const start = () => startTestApp({ databaseUrl: database.url, poolSize: 8 });
const statuses = async (t: TestApp, numbers: string[]) =>
  (await t.db.selectFrom('reservations').select(['reservation_number', 'status']).where('reservation_number', 'in', numbers).execute())
    .map((r) => r.status)
    .sort();

async function leaveAtChallenge(t: TestApp, count: number, checkin: string, checkout: string) {
  const session = await t.session();
  const numbers: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await bookWithCard(t.app, session, { number: '4000000000003220', checkin, checkout });
    expect(response.json().data.reservation.status).toBe('payment_pending');
    numbers.push(response.json().data.reservation_number);
  }
  return numbers;
}

describe('the 3-D Secure window on PostgreSQL', () => {
  it('survives a restart: a server started afterwards gives the abandoned bookings up', async () => {
    const first = await start();
    const checkin = tokyoDate(70);
    const before = await soldOn(first.db, 'MOD-DBL', checkin);
    const numbers = await leaveAtChallenge(first, 2, checkin, tokyoDate(71));
    expect((await soldOn(first.db, 'MOD-DBL', checkin)).sold).toBe(before.sold + 2);
    await first.close();

    const second = await start();
    try {
      // The two expiries, and the mail each owes its guest.
      expect(await second.app.jobs.runDue(new Date(Date.now() + 16 * 60_000))).toBe(4);
      expect(await statuses(second, numbers)).toEqual(['cancelled', 'cancelled']);
      expect(await soldOn(second.db, 'MOD-DBL', checkin)).toEqual(before);
    } finally {
      await second.close();
    }
  });

  it('gives each booking up once when two servers run the jobs at the same moment', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    try {
      const checkin = tokyoDate(72);
      const before = await soldOn(a.db, 'MOD-DBL', checkin);
      const numbers = await leaveAtChallenge(a, 4, checkin, tokyoDate(73));
      const later = new Date(Date.now() + 16 * 60_000);
      const ran = await Promise.all([a.app.jobs.runDue(later), b.app.jobs.runDue(later)]);
      // Four expiries and the four mails they owe, each run by one server.
      expect(ran[0] + ran[1]).toBe(8);
      expect(await statuses(a, numbers)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
      const mails = await a.db
        .selectFrom('outbox_mails')
        .select('subject')
        .where('subject', 'like', '%payment was not completed%')
        .execute();
      // Each guest is told once, though both servers ran the mail jobs.
      expect(numbers.map((n) => mails.filter((m) => m.subject.includes(n)).length)).toEqual([1, 1, 1, 1]);
      // Given back once each: a double release would leave fewer sold than before.
      expect(await soldOn(a.db, 'MOD-DBL', checkin)).toEqual(before);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
