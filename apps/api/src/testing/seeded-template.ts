import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { connect, snapshotOf } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed/index';

let template: { day: string; snapshot: Promise<Blob> } | undefined;

/**
 * A migrated, seeded embedded database to start each test app from: migrating and seeding take
 * seconds, loading a copy under one. Built once per process and day (the seed's dates follow the day,
 * and a worker outlives many test files, so a run crossing midnight seeds anew); when
 * TEST_TEMPLATE_DIR is set (npm test sets a fresh one per run) also shared between processes
 * through a file named for the day.
 */
export function seededTemplate(): Promise<Blob> {
  const day = new Date().toISOString().slice(0, 10);
  if (template?.day !== day) template = { day, snapshot: loadOrBuild(day) };
  return template.snapshot;
}

async function loadOrBuild(day: string): Promise<Blob> {
  const dir = process.env.TEST_TEMPLATE_DIR;
  const file = dir ? path.join(dir, `seeded-${day}.tar`) : undefined;
  if (file && existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await connect({});
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const snapshot = await snapshotOf(db);
    if (dir && file) {
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed, so a process starting meanwhile never reads half a file.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
      renameSync(partial, file);
    }
    return snapshot;
  } finally {
    await db.destroy();
  }
}
