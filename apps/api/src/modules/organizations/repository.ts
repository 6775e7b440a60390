import type { Db } from '../../db/connect';

const userColumns = [
  'organization_users.id',
  'organization_users.brand_id',
  'organization_users.account_id',
  'organization_users.password_hash',
  'organization_users.name',
  'organization_users.role',
  'organization_users.organization_id',
  'organizations.name as organization_name',
  'organizations.display_name as organization_display_name',
  'organizations.program_id as organization_program_id',
] as const;

/** Organizations of a brand, their corporate users and those users' sessions. */
export function organizationsRepository(db: Db) {
  const users = () =>
    db.selectFrom('organization_users').innerJoin('organizations', 'organizations.id', 'organization_users.organization_id');
  return {
    findUser: (brandId: number, accountId: string) =>
      users()
        .select(userColumns)
        .where('organization_users.brand_id', '=', brandId)
        .where('organization_users.account_id', '=', accountId)
        .executeTakeFirst(),

    async insertSession(session: { token_hash: string; organization_user_id: number; expires_at: Date }) {
      await db.insertInto('organization_sessions').values(session).execute();
    },
    /** The user a live session belongs to. */
    findBySession: (tokenHash: string, now: Date) =>
      users()
        .innerJoin('organization_sessions', 'organization_sessions.organization_user_id', 'organization_users.id')
        .select(userColumns)
        .where('organization_sessions.token_hash', '=', tokenHash)
        .where('organization_sessions.expires_at', '>', now)
        .executeTakeFirst(),
    /** The names of an organization's users, by id, for what they booked. */
    async userNames(organizationId: number) {
      const rows = await db.selectFrom('organization_users').select(['id', 'name']).where('organization_id', '=', organizationId).execute();
      return new Map(rows.map((row) => [row.id, row.name]));
    },
    async deleteSession(tokenHash: string) {
      await db.deleteFrom('organization_sessions').where('token_hash', '=', tokenHash).execute();
    },
  };
}
export type OrganizationUserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof organizationsRepository>['findUser']>>>;
