import { hash } from '@node-rs/argon2';
import type { StaffRole } from '@yado/domain/console';
import { staffUsersRepository } from '../../modules/console/staff-users-repository';
import type { Db } from '../connect';

/**
 * The demo's console accounts (README): the Sakura brand's owner (every hotel of it, `hotel` null),
 * a manager and a front desk for sakura-ginza, an owner for each other hotel.
 */
export const DEMO_CONSOLE_USERS: ReadonlyArray<{
  brand?: string;
  hotel: string | null;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}> = [
  { brand: 'sakura', hotel: null, email: 'owner@sakura.example', name: 'Aiko Tanaka', role: 'owner', password: 'Sakura-Brand-Owner-2026' },
  { hotel: 'sakura-ginza', email: 'manager@sakura-ginza.example', name: 'Haruka Sato', role: 'manager', password: 'Ginza-Manager-2026' },
  { hotel: 'sakura-ginza', email: 'frontdesk@sakura-ginza.example', name: 'Kenta Mori', role: 'front_desk', password: 'Ginza-Desk-2026' },
  {
    hotel: 'sakura-myeongdong',
    email: 'owner@sakura-myeongdong.example',
    name: 'Minji Park',
    role: 'owner',
    password: 'Myeongdong-Owner-2026',
  },
  { hotel: 'formosa-daan', email: 'owner@formosa-daan.example', name: 'Wei Chen', role: 'owner', password: 'Daan-Owner-2026' },
];

/** The demo console accounts, added once. */
export async function seedConsoleUsers(db: Db): Promise<void> {
  const places = staffUsersRepository(db);
  for (const user of DEMO_CONSOLE_USERS) {
    const exists = await db.selectFrom('staff_users').select('id').where('email', '=', user.email).executeTakeFirst();
    const place = user.hotel ? await places.hotelNamed(user.hotel) : await places.brandNamed(user.brand!);
    if (exists || !place) continue;
    await db
      .insertInto('staff_users')
      .values({
        brand_id: place.brand_id,
        hotel_id: place.hotel_id,
        email: user.email,
        name: user.name,
        role: user.role,
        password_hash: await hash(user.password),
      })
      .execute();
  }
}
