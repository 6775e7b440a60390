// npm run dev: the API from source with reload on change, and the Vite dev server (hot reload)
// proxying /api to it. Open http://localhost:5173/booking/result?code=sakura-ginza
import { spawn } from 'node:child_process';

process.chdir(new URL('..', import.meta.url).pathname);
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3000' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
