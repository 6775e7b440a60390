import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import type { Db } from './connect';

/** A query about to run: its parameterized text (never the values) and what it does. */
export interface ObservedQuery {
  sql: string;
  /** select, insert, update, delete, begin, commit… or other: a short, fixed list, fit for a metric label. */
  operation: string;
}

/** Told when each query starts; calls what it answers when the query ends (with its failure, if it failed). */
export type QueryObserver = (query: ObservedQuery) => (failure?: { error: unknown }) => void;

const observersOf = new WeakMap<Db, Set<QueryObserver>>();

/** Watches every query `db` runs (connect made it watchable) until the returned function is called. */
export function observeQueries(db: Db, observer: QueryObserver): () => void {
  const observers = observersOf.get(db);
  if (!observers) throw new Error('this database was not opened by connect(): its queries cannot be observed');
  observers.add(observer);
  return () => observers.delete(observer);
}

/** Makes the Kysely instance built on the dialect answer `observeQueries`; with no observer a query costs one check. */
export function observable(dialect: Dialect): { dialect: Dialect; register(db: Db): void } {
  const observers = new Set<QueryObserver>();
  return {
    dialect: {
      createAdapter: () => dialect.createAdapter(),
      createDriver: () => new ObservedDriver(dialect.createDriver(), observers),
      createQueryCompiler: () => dialect.createQueryCompiler(),
      createIntrospector: (db) => dialect.createIntrospector(db),
    },
    register: (db) => observersOf.set(db, observers),
  };
}

const OPERATIONS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'merge',
  'begin',
  'start',
  'commit',
  'rollback',
  'savepoint',
  'release',
  'set',
  'lock',
  'listen',
  'unlisten',
  'notify',
  'create',
  'alter',
  'drop',
]);
const QUERY_KINDS: Record<string, string> = {
  SelectQueryNode: 'select',
  InsertQueryNode: 'insert',
  UpdateQueryNode: 'update',
  DeleteQueryNode: 'delete',
  MergeQueryNode: 'merge',
};

/** What a query does: from Kysely's query tree when it built one, from the first word of raw SQL otherwise. */
export function operationOf(query: CompiledQuery): string {
  const fromTree = QUERY_KINDS[query.query.kind];
  if (fromTree) return fromTree;
  const firstWord = /^(?:\s|--[^\n]*\n)*(\w+)/.exec(query.sql)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(firstWord) ? firstWord : 'other';
}

class ObservedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly observers: Set<QueryObserver>,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.observers.size === 0) return this.inner.executeQuery<R>(compiledQuery);
    const ends = this.start(compiledQuery);
    try {
      const result = await this.inner.executeQuery<R>(compiledQuery);
      for (const end of ends) end();
      return result;
    } catch (error) {
      for (const end of ends) end({ error });
      throw error;
    }
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    const ends = this.observers.size === 0 ? [] : this.start(compiledQuery);
    let failure: { error: unknown } | undefined;
    try {
      yield* this.inner.streamQuery<R>(compiledQuery, chunkSize);
    } catch (error) {
      failure = { error };
      throw error;
    } finally {
      for (const end of ends) end(failure);
    }
  }

  private start(compiledQuery: CompiledQuery) {
    const query = { sql: compiledQuery.sql, operation: operationOf(compiledQuery) };
    return [...this.observers].map((observer) => observer(query));
  }
}

/** The dialect's own driver, with each connection it lends watched; transactions are its own, run on the inner connection. */
class ObservedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly observers: Set<QueryObserver>,
  ) {}

  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ObservedConnection(await this.inner.acquireConnection(), this.observers);
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(unwrap(connection), settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(unwrap(connection));
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(unwrap(connection));
  }
  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    await supported(this.inner.savepoint).call(this.inner, unwrap(connection), name, compileQuery);
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    await supported(this.inner.rollbackToSavepoint).call(this.inner, unwrap(connection), name, compileQuery);
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']) {
    await supported(this.inner.releaseSavepoint).call(this.inner, unwrap(connection), name, compileQuery);
  }
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(unwrap(connection));
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** A savepoint call the inner driver lacks fails as Kysely's own would, never silently. */
function supported<T>(method: T | undefined): T {
  if (!method) throw new Error('savepoints are not supported by this driver');
  return method;
}

function unwrap(connection: DatabaseConnection): DatabaseConnection {
  return connection instanceof ObservedConnection ? connection.inner : connection;
}
