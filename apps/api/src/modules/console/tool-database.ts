import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ToolConfig } from '../../config';

/**
 * Why a command must not open the embedded database now, or null: PGlite keeps postmaster.pid
 * while a process has its directory open, and a second process would damage it.
 */
export function embeddedInUse(config: ToolConfig): string | null {
  const lock = path.join(config.DATA_DIR, 'postmaster.pid');
  if (config.DATABASE_URL || !existsSync(lock)) return null;
  return (
    `The embedded database in ${config.DATA_DIR} is open (is the server running?). Stop it first; ` +
    `if no server runs, a crash left ${lock} behind: delete it.`
  );
}
