import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays } from '@yado/domain/dates';
import type { PackageState } from '@yado/domain/wire/packages';
import { createTestDatabase } from '../../testing/postgres';
import { setTokyoStock, soldOn, startTestApp, tokyoMonday, type TestApp } from '../../testing/test-app';
import { packageBody, seatsOn } from '../packages/testing';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../../..');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let first: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  first = await startTestApp({ databaseUrl: database.url, databaseSeeded: database.seeded, poolSize: 6 });
});
afterAll(async () => {
  await first?.close();
  await database.drop();
});

/** Runs a booking in a server process of its own, and kills it with SIGKILL once it has reached `stopAt`. */
async function bookAndKill(stopAt: PackageState, session: string, body: unknown) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'crashing-booking.ts'), JSON.stringify({ databaseUrl: database.url, stopAt, session, body })],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`stopped at ${stopAt}`)) resolve();
      if (output.includes('answered')) reject(new Error(`the booking finished instead of stopping at ${stopAt}: ${output}`));
    });
    child.on('exit', () => reject(new Error(`the booking process ended before ${stopAt}: ${output}`)));
  });
  child.kill('SIGKILL');
  expect(await exited).toBe('SIGKILL');
}

async function counts(db: TestApp['db'], checkin: string, flights: { outbound: { offer_id: string }; inbound: { offer_id: string } }) {
  return {
    rooms: (await soldOn(db, 'MOD-DBL', checkin)).sold,
    outbound: await seatsOn(db, flights.outbound.offer_id),
    inbound: await seatsOn(db, flights.inbound.offer_id),
  };
}

describe('a package booking whose server is killed mid-way (SIGKILL)', () => {
  it.each<[PackageState, number, 'confirmed' | 'undone']>([
    ['seats_held', 0, 'undone'],
    ['stock_taken', 1, 'undone'],
    ['paid', 2, 'confirmed'],
  ])('killed at %s, is finished or undone by the job of a server started afterwards', async (stopAt, week, outcome) => {
    const checkin = tokyoMonday(80 + week * 7);
    const stay = { checkin, checkout: addDays(checkin, 2) };
    await setTokyoStock(first.db, 'MOD-DBL', stay.checkin, stay.checkout, { total: 5, sold: 0 });
    // The server hears of the stock from PostgreSQL's notices, a moment after the change: until then
    // a hotel whose stock it holds already (from an earlier search) shows the nights as the demo left them.
    const request = await vi.waitFor(() => packageBody(first.app, stay), { timeout: 5_000, interval: 50 });
    const before = await counts(first.db, checkin, request);

    await bookAndKill(stopAt, await first.session(), request.body);
    const left = await first.db.selectFrom('package_bookings').selectAll().orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(left.state).toBe(stopAt);

    const restarted = await startTestApp({ databaseUrl: database.url, poolSize: 6 });
    try {
      await restarted.app.jobs.runDue(new Date(Date.now() + 10 * 60_000));
      const settled = await restarted.db.selectFrom('package_bookings').selectAll().where('id', '=', left.id).executeTakeFirstOrThrow();
      expect(settled.state).toBe(outcome);
      const after = await counts(restarted.db, checkin, request);
      const payment = left.reservation_id
        ? await restarted.db
            .selectFrom('payment_transactions')
            .selectAll()
            .where('reservation_id', '=', left.reservation_id)
            .executeTakeFirst()
        : undefined;
      const reservation = left.reservation_id
        ? await restarted.db.selectFrom('reservations').select('status').where('id', '=', left.reservation_id).executeTakeFirst()
        : undefined;
      if (outcome === 'confirmed') {
        expect(after).toEqual({
          rooms: before.rooms + 1,
          outbound: { held: 0, sold: before.outbound.sold + 2 },
          inbound: { held: 0, sold: before.inbound.sold + 2 },
        });
        expect(settled.ticket_numbers).toHaveLength(4);
        expect(reservation?.status).toBe('done');
        expect([payment?.status, payment?.amount, payment?.refunded_amount]).toEqual(['captured', settled.total_price, 0]);
      } else {
        expect(after).toEqual(before);
        // Killed before its card was charged: the charge is voided at the gateway, the stay cancelled.
        expect(reservation?.status).toBe(stopAt === 'stock_taken' ? 'cancelled' : undefined);
        expect(payment?.status).toBe(stopAt === 'stock_taken' ? 'failed' : undefined);
      }
      // A second run finds nothing left to do.
      await restarted.app.jobs.runDue(new Date(Date.now() + 11 * 60_000));
      expect(await counts(restarted.db, checkin, request)).toEqual(after);
    } finally {
      await restarted.close();
    }
  });
});
