import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server the database tests use; `npm test` starts it (scripts/ensure-postgres.mjs). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://yado:yado@127.0.0.1:5432/postgres';

/** Creates an empty database of its own for one test file, and drops it afterwards. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `yado_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      try {
        // A background worker (autovacuum) can hold the database for a moment after heavy writes.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (error) {
            if (attempt === 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}
