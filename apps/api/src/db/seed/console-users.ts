import { hash } from '@node-rs/argon2';
import type { StaffRole } from '@yado/domain/console';
import type { Db } from '../connect';

/** The demo's console accounts (README): a manager and a front desk for sakura-ginza, an owner for each other hotel. */
export const DEMO_CONSOLE_USERS: ReadonlyArray<{ hotel: string; email: string; name: string; role: StaffRole; password: string }> = [
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
  for (const user of DEMO_CONSOLE_USERS) {
    const exists = await db.selectFrom('staff_users').select('id').where('email', '=', user.email).executeTakeFirst();
    const hotel = await db.selectFrom('hotels').select(['id', 'brand_id']).where('code', '=', user.hotel).executeTakeFirst();
    if (exists || !hotel) continue;
    await db
      .insertInto('staff_users')
      .values({
        brand_id: hotel.brand_id,
        hotel_id: hotel.id,
        email: user.email,
        name: user.name,
        role: user.role,
        password_hash: await hash(user.password),
      })
      .execute();
  }
}
