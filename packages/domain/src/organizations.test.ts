import { describe, expect, it } from 'vitest';
import { isOrganizationAdmin, periodRange } from './organization-users';
import { adminReportQuerySchema } from './organizations';

describe('organization admin (§6)', () => {
  it('is a role that contains admin', () => {
    expect(isOrganizationAdmin('admin')).toBe(true);
    expect(isOrganizationAdmin('super_admin')).toBe(true);
    expect(isOrganizationAdmin('member')).toBe(false);
  });
});

describe('admin data periods', () => {
  it('covers a whole year, or one month, up to the day after it', () => {
    expect(periodRange(2026, 'year')).toEqual({ from: '2026-01-01', until: '2027-01-01' });
    expect(periodRange(2026, '02')).toEqual({ from: '2026-02-01', until: '2026-03-01' });
    expect(periodRange(2026, '12')).toEqual({ from: '2026-12-01', until: '2027-01-01' });
  });

  it('reads the query, a whole year unless a month is asked, and refuses what is no period', () => {
    expect(adminReportQuerySchema.parse({ year: '2026' })).toEqual({ year: 2026, period: 'year' });
    expect(adminReportQuerySchema.safeParse({ year: '2026', period: '13' }).success).toBe(false);
    expect(adminReportQuerySchema.safeParse({ year: 'soon' }).success).toBe(false);
  });
});
