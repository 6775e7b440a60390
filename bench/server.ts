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

/**
 * A server in a process of its own (node with `args`), listening on a free port it is given as PORT,
 * once `health` answers there; answers its base URL. One that never answers is stopped.
 */
export async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  health: string,
): Promise<{ process: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { env: { ...env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${base}${health}`);
  } catch (error) {
    await stopServer({ process: child });
    throw error;
  }
  return { process: child, base };
}

/** The production build of the server in a process of its own, in demo mode as `npm start` runs it; answers its base URL. */
export function startServer(env: Record<string, string>, profile = false): Promise<{ process: ChildProcess; base: string }> {
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.join(root, 'bench/results')}`] : [];
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  // The embedded database is the one in DATA_DIR: no server named in the environment may win over it.
  if (!env.DATABASE_URL) delete inherited.DATABASE_URL;
  return startProcess(
    [...flags, path.join(root, 'apps/api/dist/main.js')],
    { ...inherited, ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_MODE: 'true', SEED_DEMO: 'true' },
    '/api/v1/health',
  );
}

export async function stopServer(server: { process: ChildProcess }) {
  // One that has ended already sends no exit to wait for.
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill('SIGTERM');
  await exited;
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
