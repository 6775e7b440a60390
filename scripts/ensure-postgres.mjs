// Makes sure this machine's PostgreSQL cluster is installed, running, and has the `yado` role
// the database tests connect as. Prints the admin URL the tests use.
import { createHash } from 'node:crypto';
import { aptInstall, capture, has, run, step } from './lib.mjs';

export const TEST_DATABASE_URL = 'postgres://yado:yado@127.0.0.1:5432/postgres';

function asPostgres(sql) {
  const runner = has('runuser') ? ['runuser', '-u', 'postgres', '--'] : ['su', 'postgres', '-c'];
  const args =
    runner[0] === 'su'
      ? [...runner.slice(1), `psql -v ON_ERROR_STOP=1 -qAtc "${sql}"`]
      : [...runner.slice(1), 'psql', '-v', 'ON_ERROR_STOP=1', '-qAtc', sql];
  return capture(runner[0], args);
}

export function ensurePostgres() {
  if (!has('pg_lsclusters')) {
    step('Installing PostgreSQL (apt-get)');
    aptInstall(['postgresql']);
  }
  const clusters = capture('pg_lsclusters', ['--no-header']).stdout.trim().split('\n').filter(Boolean);
  if (clusters.length === 0) throw new Error('No PostgreSQL cluster found (pg_lsclusters is empty)');
  const [version, name, , status] = clusters[0].split(/\s+/);
  if (status !== 'online') {
    step(`Starting PostgreSQL ${version}/${name}`);
    if (run('pg_ctlcluster', [version, name, 'start']) !== 0) throw new Error('pg_ctlcluster start failed');
  }
  const exists = asPostgres("SELECT 1 FROM pg_roles WHERE rolname = 'yado'");
  if (exists.status !== 0) throw new Error(`Cannot reach PostgreSQL as postgres: ${exists.stderr}`);
  if (exists.stdout.trim() !== '1') {
    const created = asPostgres("CREATE ROLE yado LOGIN PASSWORD 'yado' CREATEDB");
    if (created.status !== 0) throw new Error(`Cannot create role yado: ${created.stderr}`);
  }
  // Tests drop their databases WITH (FORCE), which must be able to end any session still in them
  // (an autovacuum worker after a write-heavy test included).
  const granted = asPostgres('GRANT pg_signal_backend TO yado');
  if (granted.status !== 0) throw new Error(`Cannot grant pg_signal_backend to yado: ${granted.stderr}`);
  return TEST_DATABASE_URL;
}

/**
 * Drops one test run's seeded template databases (apps/api/src/testing/postgres.ts names them
 * `yado_seeded_<the run's key>_…`, the key from the run's TEST_TEMPLATE_DIR, as here).
 */
export function dropSeededTemplates(templateDir) {
  const prefix = `yado_seeded_${createHash('sha256').update(templateDir).digest('hex').slice(0, 12)}_`;
  const listed = asPostgres(`SELECT datname FROM pg_database WHERE starts_with(datname, '${prefix}')`);
  // Only names of the form we make reach the statements below.
  for (const name of listed.stdout
    .trim()
    .split('\n')
    .filter((line) => /^[a-z0-9_]+$/.test(line))) {
    asPostgres(`ALTER DATABASE ${name} IS_TEMPLATE false`);
    asPostgres(`DROP DATABASE IF EXISTS ${name}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensurePostgres());
}
