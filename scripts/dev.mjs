// npm run dev: the API from source with reload on change, and the Vite dev server (hot reload)
// proxying /api to it. Open http://localhost:5173/booking/result?code=sakura-ginza
import { spawn } from 'node:child_process';

process.chdir(new URL('..', import.meta.url).pathname);
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    // The demo, with links in mails leading to the Vite dev server that proxies the API.
    env: {
      ...process.env,
      PORT: process.env.API_PORT ?? '3000',
      DEMO_MODE: process.env.DEMO_MODE ?? 'true',
      PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL ?? `http://localhost:${process.env.WEB_DEV_PORT ?? 5173}`,
    },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
