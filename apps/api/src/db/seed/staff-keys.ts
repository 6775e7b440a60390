import { sha256 } from '../../crypto';
import { DEMO_STAFF_KEY_PREFIX } from '../../modules/staff/service';
import type { Db } from '../connect';

/** The demo's staff key for a hotel (README): a fixed key, so the staff API can be tried at once (in demo mode only). */
export const demoStaffKey = (hotelCode: string) => `${DEMO_STAFF_KEY_PREFIX}${hotelCode}`;

/** One demo staff key per hotel, added once. */
export async function seedStaffKeys(db: Db): Promise<void> {
  const hotels = await db.selectFrom('hotels').select(['id', 'code']).execute();
  for (const hotel of hotels) {
    const tokenHash = sha256(demoStaffKey(hotel.code));
    const existing = await db.selectFrom('staff_credentials').select('id').where('token_hash', '=', tokenHash).executeTakeFirst();
    if (!existing)
      await db.insertInto('staff_credentials').values({ hotel_id: hotel.id, name: 'Front desk (demo)', token_hash: tokenHash }).execute();
  }
}
