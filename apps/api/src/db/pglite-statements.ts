import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';
import { needsPreparingAgain, PreparedStatements } from './statement-names';

const { serialize } = protocol;

/** Protocol messages sent to the database in one call. */
function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
}

/**
 * Runs statements on the embedded PGlite the way `PGlite.query` does, with two savings
 * (ADR 0076): a statement with parameters is prepared once (parsed and planned, its parameter
 * types read) and then run by name; and a run goes to the database in one call instead of six.
 * A `SELECT` of one row by key takes about 75 µs instead of 210 µs, on the thread that serves
 * requests. Statements without parameters, or left unprepared, go through `PGlite.query`.
 *
 * Like `PGlite.query` inside a transaction, a run does not sync the file system: the server's
 * (a data directory, or memory) write through.
 */
export function pgliteStatements(lite: PGlite, capacity?: number) {
  const statements = new PreparedStatements(capacity);
  /** The parameter types of each statement prepared, by name. */
  const parameterTypes = new Map<string, number[]>();
  const send = (messages: Uint8Array[]) => lite.execProtocolStream(joined(messages), { syncToFs: false });

  async function prepare(name: string, text: string, evicted: string | undefined): Promise<number[]> {
    if (evicted !== undefined) {
      parameterTypes.delete(evicted);
      await send([serialize.close({ type: 'S', name: evicted }), serialize.sync()]);
    }
    const described = await send([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]);
    const types = parse.parseDescribeStatementResults(described);
    parameterTypes.set(name, types);
    return types;
  }

  /** Parameters as text, each by its type's serializer, as `PGlite.query` writes them. */
  const written = (parameters: readonly unknown[], types: number[]) =>
    parameters.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = lite.serializers[types[i] ?? 0];
      return serializer ? (serializer(value) as string) : String(value);
    });

  /** Runs a statement by name, preparing it first when new; undefined when it is to go unprepared. */
  async function run(text: string, parameters: readonly unknown[], again: boolean): Promise<Results | undefined> {
    const idle = !lite.isInTransaction();
    const statement = statements.nameFor(text, idle);
    if (statement === undefined) return undefined;
    const { name, evicted } = statement;
    try {
      const types = parameterTypes.get(name) ?? (await prepare(name, text, evicted));
      const messages = await send([
        serialize.bind({ statement: name, values: written(parameters, types) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      return parse.parseResults(messages, lite.parsers)[0] as Results;
    } catch (error) {
      if (!needsPreparingAgain(error)) throw error;
      // As on PostgreSQL (prepared-client.ts): outside a transaction it runs again, prepared afresh.
      statements.forget(text);
      parameterTypes.delete(name);
      if (!idle || again) throw error;
      await send([serialize.close({ type: 'S', name }), serialize.sync()]);
      return run(text, parameters, true);
    }
  }

  return async function query(text: string, parameters: readonly unknown[]): Promise<Results> {
    // A closed database answers as `PGlite.query` does.
    if (parameters.length === 0 || lite.closed) return lite.query(text, parameters as unknown[]);
    const result = await lite.runExclusive(() => run(text, parameters, false));
    return result ?? lite.query(text, parameters as unknown[]);
  };
}
