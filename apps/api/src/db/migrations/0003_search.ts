import { sql, type Kysely } from 'kysely';

/**
 * What search in full needs from the catalogue: room search filters per room type, and the
 * plan rules of §3/§5 — language-restricted plans, secret plans opened by a code, a first
 * booking day, and whether a plan is linked to the hotel's site controller.
 */
const statements = [
  `ALTER TABLE room_types ADD COLUMN filter_ids integer[] NOT NULL DEFAULT '{}'`,
  `ALTER TABLE plans ADD COLUMN languages text[] NOT NULL DEFAULT '{}'`,
  `ALTER TABLE plans ADD COLUMN secret_code text`,
  `ALTER TABLE plans ADD COLUMN booking_start_date date`,
  `ALTER TABLE plans ADD COLUMN site_controller_linked boolean NOT NULL DEFAULT true`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
