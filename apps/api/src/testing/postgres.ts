import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect } from '../db/connect';
import { migrateToLatest, migrationNames } from '../db/migrate';
import { seedDemo } from '../db/seed/index';

/** The server the database tests use; `npm test` starts it (scripts/ensure-postgres.mjs). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://yado:yado@127.0.0.1:5432/postgres';

/** The address of one database on that server. */
function urlOf(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Creates a database of its own for one test file, and drops it afterwards: empty, or `seeded`
 * (migrated, with the demo data) as a copy of the run's seeded template (see seededTemplateDatabase).
 */
export async function createTestDatabase(
  options: { seeded?: boolean } = {},
): Promise<{ url: string; /** Migrated and seeded: a copy of the template. */ seeded: boolean; drop(): Promise<void> }> {
  const name = `yado_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  let template: string | null;
  try {
    template = options.seeded ? await seededTemplateDatabase(admin) : null;
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return {
    url: urlOf(name),
    seeded: template !== null,
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

const SEEDED_TEMPLATE_PREFIX = 'yado_seeded_';
const hashed = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * The start of the names of one run's seeded templates (see below), from its TEST_TEMPLATE_DIR;
 * scripts/test.mjs derives the same to drop them when the run ends.
 */
const seededTemplatePrefix = (run: string) => `${SEEDED_TEMPLATE_PREFIX}${hashed(run)}_`;

/**
 * The name of a migrated, seeded database to copy test databases from, made the first time a run
 * asks for it: copying one takes a fraction of a second, migrating and seeding one five. One per
 * `npm test` run (TEST_TEMPLATE_DIR names it; the seed's code may change between runs), day (the
 * seed's dates follow the day) and set of migrations; built under an advisory lock, so the test
 * workers of a run build it once, and published by renaming it when complete. Without
 * TEST_TEMPLATE_DIR there is no run to share it with: none, and the caller migrates and seeds.
 */
async function seededTemplateDatabase(admin: pg.Client): Promise<string | null> {
  const run = process.env.TEST_TEMPLATE_DIR;
  if (!run) return null;
  const name = `${seededTemplatePrefix(run)}${hashed([new Date().toISOString().slice(0, 10), ...migrationNames()].join('\n'))}`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [SEEDED_TEMPLATE_PREFIX]);
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return name;
    const building = `${name}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    const db = await connect({ databaseUrl: urlOf(building), poolSize: 2 });
    try {
      await migrateToLatest(db);
      await seedDemo(db);
    } finally {
      await db.destroy();
    }
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    // A copy needs its template to have no session: none may connect to it from now on.
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [SEEDED_TEMPLATE_PREFIX]);
  }
}
