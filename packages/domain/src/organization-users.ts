/** Corporate users' rules without schemas, so the first load (the header's menu) does not carry zod. */

/** How long a corporate user's sign-in lasts; they sign in again after it (no refresh token). */
export const ORGANIZATION_SESSION_HOURS = 12;

/** §6: an organization admin is a corporate user whose role contains admin; they see the Admin entry. */
export function isOrganizationAdmin(role: string): boolean {
  return role.includes('admin');
}

/** A corporate user as the widget keeps them (§3 Logged-in user: organization, organization_role). */
export type { OrganizationUser } from './wire/organizations';

/** The admin's data download (§2): a whole year, or one month of it. */
export const ADMIN_PERIODS = ['year', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export type AdminPeriod = (typeof ADMIN_PERIODS)[number];

/** The check-in dates a period covers: from its first day, up to (not including) the day after it. */
export function periodRange(year: number, period: AdminPeriod): { from: string; until: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (period === 'year') return { from: `${year}-01-01`, until: `${year + 1}-01-01` };
  const month = Number(period);
  return {
    from: `${year}-${period}-01`,
    until: month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`,
  };
}
