import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connect';
import { newSecretToken, sha256 } from '../../crypto';
import { clientSessionsRepository } from './repository';

/** §9: the client session lives 0.75 day. */
export const CLIENT_SESSION_TTL_MS = 0.75 * 24 * 60 * 60 * 1000;

/** Resolved sessions are kept briefly so that searches do not look the same token up each time. */
const RESOLVED_TTL_MS = 60_000;
const RESOLVED_MAX = 10_000;

export function clientSessionsService(db: Db) {
  const repository = clientSessionsRepository(db);
  const resolved = new Map<string, { id: string; expiresAt: number; until: number }>();
  function keep(hash: string, session: { id: string; expiresAt: number }, now: Date) {
    if (resolved.size >= RESOLVED_MAX) resolved.clear();
    resolved.set(hash, { ...session, until: now.getTime() + RESOLVED_TTL_MS });
  }
  return {
    /** Issues an anonymous client session; key identifies an API client when one is given. */
    async create(input: { key?: string | undefined }, now = new Date()) {
      const token = newSecretToken();
      const expiresAt = new Date(now.getTime() + CLIENT_SESSION_TTL_MS);
      const id = randomUUID();
      await repository.insert({ id, token_hash: sha256(token), api_key: input.key ?? null, expires_at: expiresAt });
      // The client's next call names it at once: it is known without a lookup.
      keep(sha256(token), { id, expiresAt: expiresAt.getTime() }, now);
      return { client_session: token, expires_at: expiresAt.toISOString() };
    },
    /** The session a Client-Session header names, or null when it is unknown or expired. */
    async resolve(token: string, now = new Date()) {
      const hash = sha256(token);
      const known = resolved.get(hash);
      if (known && known.until > now.getTime() && known.expiresAt > now.getTime()) return { id: known.id };
      const session = await repository.findActiveByTokenHash(hash, now);
      if (!session) return null;
      keep(hash, { id: session.id, expiresAt: new Date(session.expires_at).getTime() }, now);
      return { id: session.id };
    },
  };
}
export type ClientSessionsService = ReturnType<typeof clientSessionsService>;
