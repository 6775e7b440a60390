import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresTestApp } from '../../testing/postgres-app';
import { FlightSupplierError } from './supplier';
import { sandboxFlightSupplier } from './sandbox/supplier';
import { offerIdOf, scheduledFlights } from './sandbox/schedule';

const t = postgresTestApp();
const adult = (name: string) => ({ first_name: 'Yui', last_name: name, type: 'adult' as const });

describe('the sandbox airline’s seats on PostgreSQL', () => {
  it('never sells more seats than a flight has, however many hold at once', async () => {
    const supplier = sandboxFlightSupplier(t.db, t.app.jobs, { holdMinutes: 20 });
    const [flight] = scheduledFlights('FUK', 'HND');
    const offer = offerIdOf(flight!.flightNumber, '2031-03-03', 'premium');
    // Premium has four seats: twelve parties of one try at the same moment.
    const tries = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => supplier.hold([offer], [adult(`Party${i}`)], `race-${i}`)));
    const held = tries.filter((result) => result.status === 'fulfilled');
    const refused = tries.filter((result) => result.status === 'rejected');
    expect(held).toHaveLength(4);
    expect(refused.every((result) => result.reason instanceof FlightSupplierError && result.reason.kind === 'sold_out')).toBe(true);
    const seats = await sql<{ held: number; sold: number; capacity: number }>`
      SELECT held, sold, capacity FROM sandbox_flight_seats WHERE flight_number = ${flight!.flightNumber} AND cabin = 'premium'`.execute(
      t.db,
    );
    expect(seats.rows).toEqual([{ held: 4, sold: 0, capacity: 4 }]);

    // Ticketing one and releasing another, each twice, moves each seat once.
    const [first, second] = held.map((result) => result.value.holdId);
    await Promise.all([supplier.ticket(first!), supplier.ticket(first!), supplier.release(second!), supplier.release(second!)]);
    const after = await sql<{ held: number; sold: number }>`
      SELECT held, sold FROM sandbox_flight_seats WHERE flight_number = ${flight!.flightNumber} AND cabin = 'premium'`.execute(t.db);
    expect(after.rows).toEqual([{ held: 2, sold: 1 }]);
  });
});
