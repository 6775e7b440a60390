import type { Db } from '../../db/connect';

export interface NewSsoAttempt {
  state_hash: string;
  provider: string;
  hotel_code: string;
  code_verifier: string;
  nonce: string;
  redirect_uri: string;
  return_to: string;
  locale: string;
}

/** Started external sign-ins: what each callback is checked against, used once. */
export function ssoRepository(db: Db) {
  return {
    async insert(attempt: NewSsoAttempt) {
      await db.insertInto('sso_attempts').values(attempt).execute();
    },
    /** Takes the attempt a callback names, once: a second callback with the same state finds nothing. */
    takeForCallback(stateHash: string, startedAfter: Date, now: Date) {
      return db
        .updateTable('sso_attempts')
        .set({ finished_at: now })
        .where('state_hash', '=', stateHash)
        .where('finished_at', 'is', null)
        .where('created_at', '>', startedAfter)
        .returningAll()
        .executeTakeFirst();
    },
    /** Keeps, on the finished attempt, the member to link and the identity to tie once the password is given. */
    async awaitLink(stateHash: string, link: { link_token_hash: string; link_user_id: number; subject: string }) {
      await db.updateTable('sso_attempts').set(link).where('state_hash', '=', stateHash).execute();
    },
    /** A pending link; a wrong password leaves it pending (the sign-in lock of §5 guards it). */
    findLink(linkTokenHash: string, startedAfter: Date) {
      return db
        .selectFrom('sso_attempts')
        .select(['provider', 'hotel_code', 'link_user_id', 'subject', 'return_to'])
        .where('link_token_hash', '=', linkTokenHash)
        .where('created_at', '>', startedAfter)
        .executeTakeFirst();
    },
    async endLink(linkTokenHash: string) {
      await db.updateTable('sso_attempts').set({ link_token_hash: null }).where('link_token_hash', '=', linkTokenHash).execute();
    },
    /** Attempts a day old are of no use to anyone. */
    async removeOlderThan(before: Date) {
      await db.deleteFrom('sso_attempts').where('created_at', '<', before).execute();
    },
  };
}
