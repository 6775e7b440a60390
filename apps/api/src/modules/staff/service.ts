import { newSecretToken, sha256 } from '../../crypto';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import type { HotelsService } from '../hotels/service';
import { staffRepository } from './repository';

/** A hotel's staff, as a staff key names them: the credential and the hotel it opens. */
export interface StaffMember {
  credentialId: number;
  hotelId: number;
}

/** The prefix marks a staff key wherever it turns up (logs, a pasted header), so it is recognised and rotated. */
export const STAFF_KEY_PREFIX = 'ysk_';
/** The demo's published keys (README) start so; they open nothing outside demo mode. */
export const DEMO_STAFF_KEY_PREFIX = `${STAFF_KEY_PREFIX}demo_`;

/**
 * Staff keys, one or more per hotel, kept only as hashes: a key opens its own hotel's reservations
 * and nothing else (ADR 0019).
 */
export function staffService(db: Db, hotels: HotelsService, options: { demoKeys: boolean }) {
  const repository = staffRepository(db);
  return {
    /** Issues a key for a hotel's staff; the key is shown once and only its hash is kept. */
    async issue(hotelCode: string, name: string, key = `${STAFF_KEY_PREFIX}${newSecretToken()}`) {
      const { hotel } = await hotels.getCatalogue(hotelCode);
      const id = await repository.insert({ hotel_id: hotel.id, name, token_hash: sha256(key) });
      return { id, key };
    },

    /** The staff member a key belongs to, for this hotel; any other key is refused the same way. */
    async authenticate(hotelCode: string, key: string | null): Promise<StaffMember> {
      const { hotel } = await hotels.getCatalogue(hotelCode);
      const usable = key !== null && key.startsWith(STAFF_KEY_PREFIX) && (options.demoKeys || !key.startsWith(DEMO_STAFF_KEY_PREFIX));
      const credential = usable ? await repository.findActive(sha256(key)) : undefined;
      if (!credential || credential.hotel_id !== hotel.id) throw new AppError('staff_unauthorized');
      return { credentialId: credential.id, hotelId: hotel.id };
    },
  };
}
export type StaffService = ReturnType<typeof staffService>;
