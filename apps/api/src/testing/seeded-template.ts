import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { connect, snapshotOf, type Db } from '../db/connect';
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
    const snapshot = await withoutSpareLog(db, await snapshotOf(db));
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

/**
 * The copy without the log segments PostgreSQL keeps ready for later (16 MB each, two of the three
 * in the copy): only the one holding the checkpoint is read when a copy opens, and each copy would
 * load the others too (about a sixth of its time). Used only once a copy of it has opened.
 */
async function withoutSpareLog(db: Db, snapshot: Blob): Promise<Blob> {
  const current = await sql<{ name: string }>`SELECT pg_walfile_name(pg_current_wal_lsn()) AS name`.execute(db);
  const keep = `/pg_wal/${current.rows[0]!.name}`;
  const lean = new Blob([
    tarWithout(new Uint8Array(await snapshot.arrayBuffer()), (name) => /^\/pg_wal\/[0-9A-F]{24}$/.test(name) && name !== keep),
  ]);
  try {
    const opened = await connect({ snapshot: lean });
    try {
      await sql`SELECT count(*) FROM hotels`.execute(opened);
    } finally {
      await opened.destroy();
    }
    return lean;
  } catch {
    return snapshot;
  }
}

/** A tar archive without the entries `drop` names (ustar: each a 512-byte header, then its data in 512-byte blocks). */
function tarWithout(tar: Uint8Array, drop: (name: string) => boolean): Uint8Array<ArrayBuffer> {
  const field = (header: Uint8Array, from: number, to: number) => new TextDecoder().decode(header.subarray(from, to)).replace(/\0.*$/s, '');
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const prefix = field(header, 345, 500);
    const name = prefix ? `${prefix}/${field(header, 0, 100)}` : field(header, 0, 100);
    const size = parseInt(field(header, 124, 136).trim() || '0', 8);
    const end = offset + 512 + Math.ceil(size / 512) * 512;
    if (!drop(name)) kept.push(tar.subarray(offset, end));
    offset = end;
  }
  // The archive ends with two empty blocks.
  kept.push(new Uint8Array(1024));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
