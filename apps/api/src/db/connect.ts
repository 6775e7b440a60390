import { mkdirSync } from 'node:fs';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { PGlitePool } from './pglite-pool';
import { pgliteNotices, postgresNotices, registerNoticeSource } from './notifications';
import { observable } from './observed-dialect';
import { PreparingClient } from './prepared-client';

export type Db = Kysely<Database>;

const DATE_OID = 1082;

export interface ConnectOptions {
  /** A PostgreSQL server URL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PostgreSQL: prepare each statement once per connection (ADR 0076); on unless told. */
  preparedStatements?: boolean | undefined;
  /** PGlite: start from this copy of a data directory (see snapshotOf) instead of an empty one. */
  snapshot?: Blob | undefined;
}

/**
 * Has each connection of the pool plan a prepared statement once, for any values (ADR 0076): left
 * to choose, PostgreSQL planned the booking's statement afresh on every call, the largest part of
 * its work. Set as each connection opens, ahead of its first statement; a server that cannot is
 * left to choose.
 */
export function planPreparedStatementsOnce(pool: pg.Pool) {
  let told = false;
  pool.on('connect', (client) => {
    client.query('SET plan_cache_mode = force_generic_plan').catch((error: unknown) => {
      if (told) return;
      told = true;
      process.emitWarning(`PostgreSQL kept planning statements for each call's values: ${String(error)}`, 'DatabaseWarning');
    });
  });
}

const embedded = new WeakMap<Db, PGlite>();

/** A copy of an embedded database's data directory, to start others from (tests start many from one seeded template). */
export async function snapshotOf(db: Db): Promise<Blob> {
  const lite = embedded.get(db);
  if (!lite) throw new Error('Only an embedded (PGlite) database can be copied');
  // Written out first, so a copy opens without replaying the log (0.9 s instead of 1.6 s a copy).
  await lite.query('CHECKPOINT');
  return lite.dumpDataDir('none');
}

/**
 * Opens the database: a PostgreSQL server when a URL is given, the embedded PGlite otherwise. Its
 * queries can be watched (observeQueries), for metrics and traces.
 */
export async function connect(options: ConnectOptions): Promise<Db> {
  if (options.databaseUrl) {
    // Stay dates are calendar dates; keep them as YYYY-MM-DD strings, never shifted into a Date.
    pg.types.setTypeParser(DATE_OID, (value: string) => value);
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
    });
    // A connection the server ends while idle (a restart, a failover, a dropped test database) is
    // dropped from the pool and replaced; it must not bring the process down.
    pool.on('error', () => undefined);
    if (options.preparedStatements !== false) planPreparedStatementsOnce(pool);
    const watched = observable(new PostgresDialect({ pool }));
    const db = new Kysely<Database>({ dialect: watched.dialect });
    watched.register(db);
    registerNoticeSource(db, postgresNotices(options.databaseUrl));
    return db;
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    parsers: { [pgliteTypes.DATE]: (value: string) => value },
  });
  const pool = new PGlitePool(lite);
  const watched = observable(new PostgresDialect({ pool: pool as unknown as pg.Pool }));
  const db = new Kysely<Database>({ dialect: watched.dialect });
  watched.register(db);
  embedded.set(db, lite);
  registerNoticeSource(db, pgliteNotices(lite, pool));
  return db;
}

/** The database a configuration names (the server's and the command-line tools' alike). */
export function connectAsConfigured(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DATABASE_PREPARED_STATEMENTS: boolean;
}) {
  return connect({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
  });
}
