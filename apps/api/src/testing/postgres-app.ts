import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from './postgres';
import { startTestApp, type TestApp } from './test-app';

/**
 * The real app on a PostgreSQL database of its own for one test file: started before the file's
 * tests (a pool of 20 unless told), closed and its database dropped after them. Its `app` and `db`
 * are there from the file's first test on.
 */
export function postgresTestApp(options: Omit<NonNullable<Parameters<typeof startTestApp>[0]>, 'databaseUrl'> = {}): TestApp {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    started = await startTestApp({ poolSize: 20, ...options, databaseUrl: database.url, databaseSeeded: database.seeded });
  });
  afterAll(async () => {
    await started?.close();
    await database?.drop();
  });
  const running = (): TestApp => {
    if (!started) throw new Error('the PostgreSQL test app starts before the first test');
    return started;
  };
  return {
    get app() {
      return running().app;
    },
    get db() {
      return running().db;
    },
    session: () => running().session(),
    close: () => running().close(),
  };
}
