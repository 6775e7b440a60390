import pg from 'pg';
import { CAPACITY, planOutdated, PreparedStatements, statementGone } from './statement-names';

type Query = (...args: unknown[]) => Promise<pg.QueryResult>;

/**
 * A `pg` client that prepares each distinct statement with parameters once (a named statement),
 * so PostgreSQL parses and plans the application's queries once per connection, not on every
 * call (ADR 0076). Statements without parameters go by the simple protocol, as before.
 */
export class PreparingClient extends pg.Client {
  /** How many statements a connection keeps prepared. */
  static capacity = CAPACITY;
  private readonly statements = new PreparedStatements((this.constructor as typeof PreparingClient).capacity);
  private readonly plain = super.query.bind(this) as Query;

  // Kysely calls query(text, values) and awaits the promise; every other form is pg's own.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || values.length === 0) {
      return this.plain(...args) as never;
    }
    return this.prepared(text, values) as never;
  }

  private async prepared(text: string, values: unknown[], again = false): Promise<pg.QueryResult> {
    // Read before the statement: one that fails leaves its transaction no longer idle.
    const idle = this.getTransactionStatus() === 'I';
    const statement = this.statements.nameFor(text, idle);
    if (statement === undefined) return this.plain(text, values);
    for (const name of statement.drop) await this.drop(name);
    try {
      return await this.plain({ name: statement.name, text, values });
    } catch (error) {
      const gone = statementGone(error);
      if (gone || planOutdated(error)) {
        this.statements.forget(text, !gone);
        if (gone) this.unrecord(statement.name);
        // Outside a transaction nothing was done: it runs again, prepared afresh (once: a server
        // that keeps no statement fails it again). Inside one, the transaction is lost either way,
        // and its caller learns so as from any failed statement.
        if (idle && !again) return this.prepared(text, values, true);
      } else if (!(error instanceof pg.DatabaseError)) {
        // pg could not write a value, and closed the statement it had just prepared.
        this.statements.forget(text, false);
        this.unrecord(statement.name);
      }
      throw error;
    }
  }

  /** Drops a statement on the server (outside a transaction only: one it does not have is an error). */
  private async drop(name: string) {
    this.unrecord(name);
    await this.plain(`DEALLOCATE ${name}`).catch(() => undefined);
  }

  /** `pg` keeps every statement it parsed on a connection, text and all, for the connection's life. */
  private unrecord(name: string) {
    const connection = (this as unknown as { connection: { parsedStatements: Record<string, string> } }).connection;
    delete connection.parsedStatements[name];
  }
}
