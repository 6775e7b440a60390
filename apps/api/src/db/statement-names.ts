/**
 * The statements one database connection keeps prepared, to run again by name (ADR 0076), on
 * PostgreSQL and on the embedded PGlite alike.
 *
 * The application's own statements are a few hundred. A statement built with a varying number of
 * values (`IN (…)`, multi-row inserts) has a text per count, and seeding or a migration runs texts
 * once, so a connection keeps at most CAPACITY of them and lets the one run longest ago go (the
 * database is told to drop it) when another comes.
 */
export const CAPACITY = 300;

export interface StatementName {
  name: string;
  /** A statement this connection no longer keeps, for the database to drop before this one runs. */
  evicted?: string;
}

export class PreparedStatements {
  /** Statement texts and their names, the one run longest ago first. */
  private readonly byText = new Map<string, string>();
  private next = 0;

  constructor(private readonly capacity = CAPACITY) {}

  /**
   * The name to run a statement by, preparing it first when it is new. Undefined when it is to
   * go unprepared: the connection is full and in a transaction, where dropping one could fail it.
   */
  nameFor(text: string, idle: boolean): StatementName | undefined {
    const kept = this.byText.get(text);
    if (kept !== undefined) {
      this.byText.delete(text);
      this.byText.set(text, kept);
      return { name: kept };
    }
    let evicted: string | undefined;
    if (this.byText.size >= this.capacity) {
      if (!idle) return undefined;
      const [oldestText, oldestName] = this.byText.entries().next().value as [string, string];
      this.byText.delete(oldestText);
      evicted = oldestName;
    }
    const name = `yado_${this.next++}`;
    this.byText.set(text, name);
    return evicted === undefined ? { name } : { name, evicted };
  }

  /** Forgets a statement the database no longer has or can no longer run: it is prepared afresh next time. */
  forget(text: string): void {
    this.byText.delete(text);
  }

  get size(): number {
    return this.byText.size;
  }
}

/** The SQLSTATE and PostgreSQL routine an error names. */
const sqlError = (error: unknown) => (error ?? {}) as { code?: string; routine?: string };

/**
 * The database can no longer run a statement prepared under a name: a migration changed what it
 * returns (`SELECT *` of a table that gained a column; told apart by the routine, as the message
 * is in the server's language), or the statement is gone (dropped by a pooler, `DISCARD ALL`, or
 * by `pg` itself after a value it could not write). Prepared afresh, it runs.
 */
export function needsPreparingAgain(error: unknown): boolean {
  const { code, routine } = sqlError(error);
  return (code === '0A000' && routine === 'RevalidateCachedQuery') || code === '26000';
}
