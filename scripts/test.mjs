// npm test: install what is missing (npm packages, Chromium, PostgreSQL), then typecheck, lint,
// format check, build, and every test suite (unit, API, database, browser). Ends with the line
// "N passed, N failed", where typecheck, lint and format count as one check each.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { dropSeededTemplates, ensurePostgres } from './ensure-postgres.mjs';
import { run, runTogether, step } from './lib.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
const started = Date.now();
ensureDeps();
const browsers = ensureChromium();
const databaseUrl = ensurePostgres();

let passed = 0;
let failed = 0;
function count(name, ok) {
  if (ok) passed++;
  else {
    failed++;
    console.error(`✗ ${name} failed`);
  }
}

// Each is one process using one core: two at a time (the machine's cores), not one after another.
// The domain, the API, the benchmarks and the browser tests are one program (tsconfig.server.json):
// checked apart, each importing the API, they checked it three times over.
const SERVER_SIDE = 'Typecheck domain, API, benchmarks and browser tests';
const workspaces = JSON.parse(readFileSync('package.json', 'utf8')).workspaces.filter(
  (w) => JSON.parse(readFileSync(path.join(w, 'package.json'), 'utf8')).scripts?.typecheck,
);
const statuses = await runTogether([
  { name: SERVER_SIDE, command: 'npx', args: ['tsc', '-p', 'tsconfig.server.json'] },
  ...workspaces.map((w) => ({ name: `Typecheck ${w}`, command: 'npm', args: ['run', 'typecheck', '--silent', '-w', w] })),
  { name: 'Lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'Build (the browser tests run against the built app)', command: 'npm', args: ['run', 'build', '--silent'] },
  { name: 'Format', command: 'npm', args: ['run', 'format:check', '--silent'] },
]);
count('Typecheck', statuses[SERVER_SIDE] === 0 && workspaces.every((w) => statuses[`Typecheck ${w}`] === 0));
count('Lint', statuses.Lint === 0);
count('Format', statuses.Format === 0);
// The build is no check of its own: the browser tests fail without it.
if (statuses['Build (the browser tests run against the built app)'] !== 0) {
  console.error('✗ Build failed');
  failed++;
}

step('Unit, API, database and browser tests');
const report = '.vitest-report.json';
rmSync(report, { force: true });
// Test apps start from one migrated, seeded database copied for each: on PGlite from a data directory
// (apps/api/src/testing/seeded-template.ts), on PostgreSQL from a template database (testing/postgres.ts).
const templateDir = mkdtempSync(path.join(tmpdir(), 'yado-test-template-'));
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  env: {
    ...process.env,
    TEST_TEMPLATE_DIR: templateDir,
    TEST_DATABASE_URL: databaseUrl,
    CHROMIUM_PATH: browsers.chromium,
    E2E_CHROMIUM_PATH: browsers.headlessShell,
    CI: process.env.CI ?? 'true',
  },
});
try {
  const result = JSON.parse(readFileSync(report, 'utf8'));
  passed += result.numPassedTests;
  failed += result.numFailedTests + (result.success || result.numFailedTests > 0 ? 0 : 1);
} catch {
  console.error('✗ The test runner wrote no report');
  failed++;
}
rmSync(report, { force: true });
rmSync(templateDir, { recursive: true, force: true });
// The database tests' seeded template, named for this run (apps/api/src/testing/postgres.ts).
dropSeededTemplates(templateDir);

console.log(`\nFinished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
