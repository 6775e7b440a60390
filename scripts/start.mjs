// npm start: install what is missing, build, then serve API + web on one port.
// The server migrates and seeds the demo data itself on start (PGlite in .data/ unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';
import { run, step } from './lib.mjs';

process.chdir(new URL('..', import.meta.url).pathname);
ensureDeps();
step('Building web, embed loader and API');
if (run('npm', ['run', 'build', '--silent']) !== 0) process.exit(1);

const port = process.env.PORT ?? '3000';
step(`Starting Yado on http://localhost:${port} (demo host page: http://localhost:${port}/demo/)`);
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
  stdio: 'inherit',
  // npm start is the demo: its mailbox, demo keys and made-up secrets (see DEMO_MODE in the README).
  env: { ...process.env, DEMO_MODE: process.env.DEMO_MODE ?? 'true', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
