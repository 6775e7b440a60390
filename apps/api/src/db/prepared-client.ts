import pg from 'pg';
import { droppedIfOutdated, statementName } from './statement-names';

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/**
 * A `pg` client that prepares each distinct statement with parameters once per connection (a
 * named statement), so PostgreSQL parses and plans the application's queries once, not on every
 * call (ADR 0076). Statements without parameters go by the simple protocol, as before.
 */
export class PreparingClient extends pg.Client {
  // Kysely calls query(text, values) and awaits the promise; every other form is pg's own.
  override query(...args: unknown[]): never {
    const plain = super.query.bind(this) as Query;
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0 ? statementName(text) : undefined;
    if (name === undefined) return plain(...args) as never;
    // Read before the statement: one that fails leaves its transaction no longer idle.
    const idle = this.getTransactionStatus() === 'I';
    return plain({ name, text, values }).catch((error: unknown) => {
      // Outside a transaction nothing was done: it runs again, unprepared. Inside one, the
      // transaction is lost either way, and its caller learns so as from any failed statement.
      if (droppedIfOutdated(text as string, error) && idle) return plain(text, values);
      throw error;
    }) as never;
  }
}
