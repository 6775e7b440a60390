import type { PGlite } from '@electric-sql/pglite';

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

  constructor(private readonly db: PGlite) {}

  async connect() {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => turn);
    await previous;
    const db = this.db;
    return {
      async query(sql: string, parameters: readonly unknown[] = []): Promise<QueryResult> {
        const result = await db.query(sql, parameters as unknown[]);
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
