import { hash } from '@node-rs/argon2';
import type { Db } from '../connect';

/** The demo corporate users' password (README). */
export const DEMO_CORPORATE_PASSWORD = 'Corporate2026';

interface SeedOrganization {
  brand: string;
  code: string;
  name: string;
  displayName: string;
  /** The membership program its users book under, by code. */
  program: string | null;
  users: Array<{ accountId: string; name: string; role: 'admin' | 'member' }>;
}

/** Two organizations at Sakura: each with an admin, who sees its stays, and a traveller. */
const ORGANIZATIONS: SeedOrganization[] = [
  {
    brand: 'sakura',
    code: 'kaede',
    name: 'Kaede Trading Co., Ltd.',
    displayName: 'Kaede Trading',
    program: 'partners',
    users: [
      { accountId: 'kaede-admin', name: 'Haruka Mori', role: 'admin' },
      { accountId: 'kaede-travel', name: 'Kenji Ito', role: 'member' },
    ],
  },
  {
    brand: 'sakura',
    code: 'minato',
    name: 'Minato Logistics K.K.',
    displayName: 'Minato Logistics',
    program: null,
    users: [{ accountId: 'minato-admin', name: 'Aiko Sato', role: 'admin' }],
  },
];

/** Adds the demo organizations and their users once. */
export async function seedOrganizations(db: Db): Promise<void> {
  let passwordHash: string | undefined;
  for (const seed of ORGANIZATIONS) {
    const brand = await db.selectFrom('hotel_brands').select('id').where('code', '=', seed.brand).executeTakeFirst();
    if (!brand) continue;
    const exists = await db
      .selectFrom('organizations')
      .select('id')
      .where('brand_id', '=', brand.id)
      .where('code', '=', seed.code)
      .executeTakeFirst();
    if (exists) continue;
    const password = (passwordHash ??= await hash(DEMO_CORPORATE_PASSWORD));
    const program = seed.program
      ? await db
          .selectFrom('membership_programs')
          .select('id')
          .where('brand_id', '=', brand.id)
          .where('code', '=', seed.program)
          .executeTakeFirst()
      : undefined;
    const { id } = await db
      .insertInto('organizations')
      .values({ brand_id: brand.id, code: seed.code, name: seed.name, display_name: seed.displayName, program_id: program?.id ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('organization_users')
      .values(
        seed.users.map((user) => ({
          organization_id: id,
          brand_id: brand.id,
          account_id: user.accountId,
          password_hash: password,
          name: user.name,
          role: user.role,
        })),
      )
      .execute();
  }
}
