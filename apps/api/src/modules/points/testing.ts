import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connect';
import { confirmedMember } from '../../testing/test-app';

/** A member's id by email, for tests that set up their points. */
export async function memberId(db: Db, email: string): Promise<number> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

/** Gives a member points as a hotel's adjustment would, posted now. */
export async function givePoints(db: Db, userId: number, points: number): Promise<void> {
  await db.insertInto('point_entries').values({ user_id: userId, kind: 'adjusted', points, posted_at: new Date() }).execute();
}

/** Writes a posted row of a member's ledger on a given day, for tests of what time does to points. */
export async function postedPoints(
  db: Db,
  userId: number,
  kind: 'gained' | 'spent' | 'adjusted',
  points: number,
  on: string,
): Promise<void> {
  await db
    .insertInto('point_entries')
    .values({ user_id: userId, kind, points, ranking_points: kind === 'gained' ? points : 0, posted_at: new Date(`${on}T12:00:00Z`) })
    .execute();
}

/** A confirmed Sakura Club member holding `points` points; answers their session token and id. */
export async function memberWithPoints(app: FastifyInstance, db: Db, email: string, points: number) {
  const token = await confirmedMember(app, email);
  const id = await memberId(db, email);
  await givePoints(db, id, points);
  return { token, id };
}

/** The member's balance, as GET user/point answers it. */
export async function pointBalance(app: FastifyInstance, token: string): Promise<number> {
  const response = await app.inject({ url: '/api/v1/user/point', headers: { authorization: `Bearer ${token}` } });
  return response.json().data.total_point as number;
}
