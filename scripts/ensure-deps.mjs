// Installs npm packages when they are missing or the lockfile changed since the last install.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { run, step } from './lib.mjs';

export function ensureDeps() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
  const workspacesLinked = ['node_modules/@yado/domain', 'node_modules/@yado/api'].every((p) => existsSync(p));
  if (!stale && workspacesLinked) return;
  step('Installing npm packages (npm ci)');
  if (run('npm', ['ci', '--no-audit', '--no-fund'], { env: { ...process.env, npm_config_loglevel: 'error' } }) !== 0)
    throw new Error('npm ci failed');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.chdir(new URL('..', import.meta.url).pathname);
  JSON.parse(readFileSync('package.json', 'utf8'));
  ensureDeps();
}
