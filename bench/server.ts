import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connect, type Db } from '../apps/api/src/db/connect';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { seedDemo } from '../apps/api/src/db/seed/index';
import { createTestDatabase } from '../apps/api/src/testing/postgres';
import { waitForServer } from './search/load';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type DatabaseKind = 'pglite' | 'postgres';

/** A database for one benchmark: an embedded PGlite directory, or a PostgreSQL database of its own; dropped afterwards. */
export async function benchDatabase(kind: DatabaseKind) {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yado-bench-'));
    return {
      env: { DATA_DIR: dataDir } as Record<string, string>,
      open: () => connect({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = process.env.DATABASE_URL ? null : await createTestDatabase();
  const url = process.env.DATABASE_URL ?? database?.url ?? '';
  return {
    env: { DATABASE_URL: url } as Record<string, string>,
    open: () => connect({ databaseUrl: url, poolSize: 20 }),
    drop: async () => database?.drop(),
  };
}

/** Migrates and seeds the demo, then whatever else the benchmark needs, and closes the connection. */
export async function prepare(open: () => Promise<Db>, seed: (db: Db) => Promise<void>) {
  const db = await open();
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    await seed(db);
  } finally {
    await db.destroy();
  }
}

/** A port nothing listens on now, so a benchmark never measures another process's server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The production build of the server in a process of its own, in demo mode as `npm start` runs it; answers its base URL. */
export async function startServer(env: Record<string, string>, profile = false): Promise<{ process: ChildProcess; base: string }> {
  const port = await freePort();
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results')}`] : [];
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  // The embedded database is the one in DATA_DIR: no server named in the environment may win over it.
  if (!env.DATABASE_URL) delete inherited.DATABASE_URL;
  const server = spawn(process.execPath, [...flags, path.join(root, 'apps/api/dist/main.js')], {
    env: { ...inherited, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_MODE: 'true', SEED_DEMO: 'true' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/api/v1/health`);
  return { process: server, base };
}

export async function stopServer(server: { process: ChildProcess }) {
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
}

/** Debian's Chromium and the flags this machine needs (no sandbox, nothing fetched in the background). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
