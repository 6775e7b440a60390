import { RESET_CODES, type ResetCode } from '@yado/domain/identity';
import { MEMBER_REFRESH_DAYS, MEMBER_RENEWAL_GRACE_SECONDS, MEMBER_SESSION_DAYS, ONE_TIME_TOKEN_MINUTES } from '@yado/domain/members';
import { offeredCompanions } from '@yado/domain/party';
import { newSecretToken, sha256 } from '../../crypto';
import type { Db } from '../../db/connect';
import type { CompanionTierRow } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { AppError } from '../../errors';
import type { SignedInMember } from '../../plugins/member';
import { memberSessionsRepository } from './member-sessions-repository';

const DAY_MS = 86_400_000;

export interface NewMemberSession {
  access_token: string;
  expires_at: string;
  refresh_token: string;
  refresh_expires_at: string;
}

/** Who a bearer token names: a live session's member, or none, and whether it is one its refresh token can renew. */
export interface ResolvedToken {
  member: SignedInMember | null;
  expired: boolean;
}

/** What the identity call found for the tokens it was sent (§4 session start-up steps 2–4). */
export type IdentityLookup =
  { memberId: number; session: NewMemberSession | { access_token: string; expires_at: string } } | { resetCode: ResetCode | null };

/** Since when a renewed session's refresh token can still renew it (ADR 0081). */
const graceStart = (now: Date) => new Date(now.getTime() - MEMBER_RENEWAL_GRACE_SECONDS * 1000);

/**
 * Where a session a token names stands: live; ended but renewable by its refresh token (a renewed
 * one only in its grace, whatever its access token's end); or ended for good.
 */
function standing(
  row: { expires_at: Date | string; refresh_expires_at: Date | string | null; renewed_at: Date | string | null },
  now: Date,
): 'live' | 'renewable' | 'ended' {
  const renewable = row.refresh_expires_at !== null && new Date(row.refresh_expires_at) > now;
  if (row.renewed_at !== null) return renewable && new Date(row.renewed_at) > graceStart(now) ? 'renewable' : 'ended';
  if (new Date(row.expires_at) > now) return 'live';
  return renewable ? 'renewable' : 'ended';
}

/**
 * Members' sessions (§3 "User and session", §4): tokens of 256 bits from a CSPRNG, kept hashed, new
 * on every sign-in; a refresh token per session, rotated when it renews it; one-time access tokens.
 */
export function memberSessions(db: Db) {
  const repository = memberSessionsRepository(db);
  const memberOf = (row: {
    id: number;
    brand_id: number;
    program_id: number | null;
    rank_id: number | null;
    program_additional_tiers: CompanionTierRow[] | null;
    signed_in_with: string | null;
  }): SignedInMember => ({
    id: row.id,
    brandId: row.brand_id,
    programId: row.program_id,
    rankId: row.rank_id,
    companions: offeredCompanions(row.program_additional_tiers),
    signedInWith: row.signed_in_with,
  });

  /** A new session; `signedInWith` names the external provider the member signed in through, kept when it is renewed. */
  async function startIn(trx: Db, userId: number, now: Date, signedInWith: string | null): Promise<NewMemberSession> {
    const accessToken = newSecretToken(32);
    const refreshToken = newSecretToken(32);
    const expiresAt = new Date(now.getTime() + MEMBER_SESSION_DAYS * DAY_MS);
    const refreshExpiresAt = new Date(now.getTime() + MEMBER_REFRESH_DAYS * DAY_MS);
    await repository.insert(trx, {
      token_hash: sha256(accessToken),
      user_id: userId,
      expires_at: expiresAt,
      refresh_token_hash: sha256(refreshToken),
      refresh_expires_at: refreshExpiresAt,
      signed_in_with: signedInWith,
    });
    return {
      access_token: accessToken,
      expires_at: expiresAt.toISOString(),
      refresh_token: refreshToken,
      refresh_expires_at: refreshExpiresAt.toISOString(),
    };
  }
  const start = (userId: number, now: Date, signedInWith: string | null = null) => startIn(db, userId, now, signedInWith);

  async function resolve(token: string, now: Date): Promise<ResolvedToken> {
    const row = await repository.findByToken(sha256(token));
    if (!row) return { member: null, expired: false };
    const stands = standing(row, now);
    return stands === 'live' ? { member: memberOf(row), expired: false } : { member: null, expired: stands === 'renewable' };
  }

  return {
    start,
    resolve,
    /** Signs out: the session ends, with every session of its lineage, renewed into it or from it (ADR 0081). */
    end: (token: string) =>
      inTransaction(db, async (trx) => {
        const named = sha256(token);
        let locked = await repository.lockLineage(trx, [named]);
        // A renewal that committed while these rows were awaited renewed into a session the
        // statement could not see: ask again from the rows held until nothing new turns up.
        for (;;) {
          const again = await repository.lockLineage(trx, [named, ...locked]);
          if (again.every((tokenHash) => locked.includes(tokenHash))) return repository.deleteSessions(trx, again);
          locked = again;
        }
      }),

    /**
     * A refresh token for a new session: the old one ends, and for a grace its token renews it again
     * in place of the session it was renewed into (ADR 0081); an unknown, late or already spent one is 401.
     */
    async refresh(refreshToken: string, now: Date) {
      const renewed = await inTransaction(db, async (trx) => {
        const taken = await repository.takeByRefreshToken(trx, sha256(refreshToken), now, graceStart(now));
        if (!taken) return null;
        const session = await startIn(trx, taken.id, now, taken.signed_in_with);
        // Renewed again in its grace: the session it was renewed into before ends, so one at most lives on from it.
        await repository.renewedInto(trx, taken.token_hash, taken.renewed_into, sha256(session.access_token));
        return { memberId: taken.id, session };
      });
      if (!renewed) throw new AppError('not_signed_in');
      await repository.deleteRenewedBefore(renewed.memberId, graceStart(now));
      return renewed;
    },

    /**
     * A signed-in member's link into another page or tab: a token good once, for a few minutes; the
     * session it starts is signed in through the same provider as the one that asked for it.
     */
    async issueOneTimeToken(memberId: number, now: Date, signedInWith: string | null = null) {
      const token = newSecretToken(32);
      const expiresAt = new Date(now.getTime() + ONE_TIME_TOKEN_MINUTES * 60_000);
      await repository.insertOneTimeToken({
        token_hash: sha256(token),
        user_id: memberId,
        expires_at: expiresAt,
        signed_in_with: signedInWith,
      });
      return { one_time_access_token: token, expires_at: expiresAt.toISOString() };
    },

    /**
     * §4 steps 2–4 for a brand: a one-time token starts a session (3403 when already spent); a
     * bearer token names its live session (3401 unknown, 3402 another brand's; 4000 when ended
     * but renewable). No token: nobody, and no reset code.
     */
    async identify(brandId: number, tokens: { bearer: string | null; oneTime: string | null }, now: Date): Promise<IdentityLookup> {
      if (tokens.oneTime) {
        const spent = await repository.spendOneTimeToken(sha256(tokens.oneTime), now);
        if (spent === 'spent') return { resetCode: RESET_CODES.alreadySpent };
        if (!spent) return { resetCode: RESET_CODES.tokenNotFound };
        const row = await repository.findMember(spent.userId);
        if (!row || row.brand_id !== brandId) return { resetCode: RESET_CODES.brandMismatch };
        return { memberId: spent.userId, session: await start(spent.userId, now, spent.signedInWith) };
      }
      if (!tokens.bearer) return { resetCode: null };
      const row = await repository.findByToken(sha256(tokens.bearer));
      if (!row) return { resetCode: RESET_CODES.tokenNotFound };
      if (row.brand_id !== brandId) return { resetCode: RESET_CODES.brandMismatch };
      const stands = standing(row, now);
      if (stands === 'renewable') throw new AppError('identity_expired');
      if (stands === 'ended') return { resetCode: RESET_CODES.tokenNotFound };
      return { memberId: row.id, session: { access_token: tokens.bearer, expires_at: new Date(row.expires_at).toISOString() } };
    },
  };
}
export type MemberSessions = ReturnType<typeof memberSessions>;
