// npm test: install what is missing (npm packages, Chromium, PostgreSQL), then typecheck, lint,
// format check, build, and every test suite (unit, API, database, browser). Ends with the line
// "N passed, N failed", where typecheck, lint and format count as one check each.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';
import { run, step } from './lib.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
const started = Date.now();
ensureDeps();
const chromium = ensureChromium();
const databaseUrl = ensurePostgres();

let passed = 0;
let failed = 0;
function check(name, command, args) {
  step(name);
  const ok = run(command, args) === 0;
  if (ok) passed++;
  else {
    failed++;
    console.error(`✗ ${name} failed`);
  }
  return ok;
}

check('Typecheck', 'npm', ['run', 'typecheck', '--silent']);
check('Lint', 'npm', ['run', 'lint', '--silent']);
check('Format', 'npm', ['run', 'format:check', '--silent']);

step('Build (the browser tests run against the built app)');
const built = run('npm', ['run', 'build', '--silent']) === 0;
if (!built) failed++;

step('Unit, API, database and browser tests');
const report = '.vitest-report.json';
rmSync(report, { force: true });
// Test apps start from one migrated, seeded database copied for each (apps/api/src/testing/seeded-template.ts).
const templateDir = mkdtempSync(path.join(tmpdir(), 'yado-test-template-'));
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  env: {
    ...process.env,
    TEST_TEMPLATE_DIR: templateDir,
    TEST_DATABASE_URL: databaseUrl,
    CHROMIUM_PATH: chromium,
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

console.log(`\nFinished in ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
