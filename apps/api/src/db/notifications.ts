import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './connect';

/** What a listener is told: each notice, and when notices may have been missed or flow again. */
export interface NoticeHandlers {
  notice(channel: string, payload: string): void;
  /** Listening: every change committed from now on will be told. */
  listening(): void;
  /** Not listening (a lost connection): changes may go untold until `listening` again. */
  deaf(): void;
}

/** PostgreSQL's LISTEN for one database: notices of committed changes, in commit order. */
export interface NoticeSource {
  listen(channels: readonly string[], handlers: NoticeHandlers): { stop(): Promise<void> };
}

const sources = new WeakMap<Db, NoticeSource>();

export function registerNoticeSource(db: Db, source: NoticeSource) {
  sources.set(db, source);
}

/** The notices of the database `db` was opened on (connect registers them). */
export function noticesOf(db: Db): NoticeSource | null {
  return sources.get(db) ?? null;
}

/**
 * PGlite tells its listeners as each commit returns, in the one process that holds it. Its one
 * session is lent through the pool, so LISTEN never lands inside another caller's transaction.
 */
export function pgliteNotices(lite: PGlite, pool: { connect(): Promise<{ release(): void }> }): NoticeSource {
  return {
    listen(channels, handlers) {
      const stops = (async () => {
        const turn = await pool.connect();
        try {
          return await Promise.all(channels.map((channel) => lite.listen(channel, (payload) => handlers.notice(channel, payload))));
        } finally {
          turn.release();
        }
      })();
      void stops.then(() => handlers.listening());
      return {
        async stop() {
          const unlisten = await stops;
          const turn = await pool.connect();
          try {
            for (const stop of unlisten) await stop();
          } finally {
            turn.release();
          }
        },
      };
    },
  };
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * A PostgreSQL server tells notices on a connection of their own, kept open and opened again
 * after it is lost; while it is down, listeners are told they may miss changes.
 */
export function postgresNotices(connectionString: string): NoticeSource {
  return {
    listen(channels, handlers) {
      let stopped = false;
      let client: pg.Client | null = null;
      let attempt = 0;
      let retry: NodeJS.Timeout | null = null;

      const lost = () => {
        if (client) {
          client.removeAllListeners();
          client.end().catch(() => undefined);
          client = null;
        }
        handlers.deaf();
        if (stopped || retry) return;
        retry = setTimeout(() => void open(), RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
        retry.unref();
      };

      async function open() {
        retry = null;
        if (stopped) return;
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => handlers.notice(message.channel, message.payload ?? ''));
        next.on('error', lost);
        next.on('end', lost);
        try {
          await next.connect();
          for (const channel of channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch {
          next.removeAllListeners();
          await next.end().catch(() => undefined);
          lost();
          return;
        }
        if (stopped) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        attempt = 0;
        handlers.listening();
      }

      void open();
      return {
        async stop() {
          stopped = true;
          if (retry) clearTimeout(retry);
          const open = client;
          client = null;
          if (open) {
            open.removeAllListeners();
            await open.end().catch(() => undefined);
          }
        },
      };
    },
  };
}
