/**
 * A server process that books one package and stops dead at a step, for the crash-recovery test
 * (package-recovery.pg.test.ts), which kills it there with SIGKILL. Run with tsx:
 * node --import tsx crashing-booking.ts '{"databaseUrl","stopAt","session","body"}'
 */
import type { PackageState } from '@yado/domain/wire/packages';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { connect } from '../../db/connect';

const input = JSON.parse(process.argv[2] ?? '{}') as { databaseUrl: string; stopAt: PackageState; session: string; body: unknown };
const db = await connect({ databaseUrl: input.databaseUrl, poolSize: 4 });
const app = await buildApp(testConfig(), db, {
  async packageStepReached(state) {
    if (state !== input.stopAt) return;
    process.stdout.write(`stopped at ${state}\n`);
    // Keeps the process alive, stuck, until it is killed.
    setInterval(() => undefined, 60_000);
    await new Promise<never>(() => undefined);
  },
});
const response = await app.inject({
  method: 'POST',
  url: '/api/v1/hotels/sakura-ginza/packages/reservations',
  headers: { 'client-session': input.session },
  payload: input.body as Record<string, unknown>,
});
process.stdout.write(`answered ${response.statusCode}\n`);
await app.close();
await db.destroy();
