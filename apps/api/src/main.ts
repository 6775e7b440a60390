import { loadConfig } from './config';
import { buildApp } from './app';
import { connectAsConfigured } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './db/seed/index';

function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    // A configuration that may not run is said in one line, not a stack trace.
    process.stderr.write(`Yado did not start. ${(error as Error).message}\n`);
    process.exit(1);
  }
}

const config = configOrExit();
const db = await connectAsConfigured(config);
await migrateToLatest(db);
if (config.SEED_DEMO) await seedDemo(db);
const app = await buildApp(config, db);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await db.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
