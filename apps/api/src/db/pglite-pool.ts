import type { PGlite } from '@electric-sql/pglite';
import { pgliteStatements } from './pglite-statements';

interface QueryResult {
  rows: unknown[];
  rowCount: number;
  command: string;
}

/**
 * Presents one PGlite instance as the `pg` pool Kysely's PostgresDialect expects.
 * PGlite has a single connection, so a connection is lent to one caller at a time: a
 * transaction keeps it until it is released, and other callers wait their turn.
 */
export class PGlitePool {
  private queue: Promise<void> = Promise.resolve();
  private readonly run: ReturnType<typeof pgliteStatements>;

  constructor(private readonly db: PGlite) {
    this.run = pgliteStatements(db);
  }

  async connect() {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const run = this.run;
    return {
      async query(sql: string, parameters: readonly unknown[] = []): Promise<QueryResult> {
        const result = await run(sql, parameters);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length, command: commandOf(sql) };
      },
      release() {
        release();
      },
    };
  }

  async end() {
    await this.queue;
    await this.db.close();
  }
}

function commandOf(sql: string): string {
  const withoutComments = sql.replace(/^\s*(--[^\n]*\n\s*)*/, '');
  const word = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(withoutComments);
  return (word?.[1] ?? '').toUpperCase();
}
