import { createHash } from 'node:crypto';

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
  /** Statements this connection no longer keeps, for the database to drop before this one runs. */
  drop: string[];
}

/**
 * A statement's name is made from its text (and how often this connection had to prepare it
 * afresh), never from a counter: whatever session a name reaches, it means the same statement.
 */
const nameOf = (text: string, generation: number) =>
  `yado_${createHash('sha256').update(text).update(`\0${generation}`).digest('hex').slice(0, 24)}`;

export class PreparedStatements {
  /** Statement texts and their names, the one run longest ago first. */
  private readonly byText = new Map<string, string>();
  /** How often a text had to be prepared afresh on this connection. */
  private readonly generations = new Map<string, number>();
  /** Names forgotten while a transaction was open, still on the server. */
  private stale: string[] = [];

  constructor(readonly capacity = CAPACITY) {}

  /**
   * The name to run a statement by, preparing it first when it is new. Undefined when it is to
   * go unprepared: the connection is full and in a transaction, where dropping one could fail it.
   */
  nameFor(text: string, idle: boolean): StatementName | undefined {
    const drop = idle ? this.stale.splice(0) : [];
    const kept = this.byText.get(text);
    if (kept !== undefined) {
      this.byText.delete(text);
      this.byText.set(text, kept);
      return { name: kept, drop };
    }
    if (this.byText.size >= this.capacity) {
      if (!idle) return undefined;
      const [oldestText, oldestName] = this.byText.entries().next().value as [string, string];
      this.byText.delete(oldestText);
      drop.push(oldestName);
    }
    const name = nameOf(text, this.generations.get(text) ?? 0);
    this.byText.set(text, name);
    return { name, drop };
  }

  /**
   * Forgets a statement the database can no longer run, or that may not have been prepared: it
   * is prepared afresh, under another name, next time. One still on the server (`onServer`) is
   * dropped at the next statement outside a transaction.
   */
  forget(text: string, onServer: boolean): void {
    const name = this.byText.get(text);
    if (name === undefined) return;
    this.byText.delete(text);
    this.generations.set(text, (this.generations.get(text) ?? 0) + 1);
    if (onServer) this.stale.push(name);
  }

  get size(): number {
    return this.byText.size;
  }
}

/** The SQLSTATE and PostgreSQL routine an error names. */
const sqlError = (error: unknown) => (error ?? {}) as { code?: string; routine?: string };

/** A migration changed what a prepared statement returns (told by the routine: the message is in the server's language). */
export const planOutdated = (error: unknown) => {
  const { code, routine } = sqlError(error);
  return code === '0A000' && routine === 'RevalidateCachedQuery';
};

/** The prepared statement is gone: dropped by `DISCARD ALL`, a pooler, or `pg` after a value it could not write. */
export const statementGone = (error: unknown) => sqlError(error).code === '26000';
