import { queryOptions } from '@tanstack/react-query';
import type { AdminPeriod } from '@yado/domain/organization-users';
import type { OrganizationSignIn } from '@yado/domain/organizations';
import type { OrganizationStay } from '@yado/domain/wire/organizations';
import { apiRequest } from '../../../lib/api-client';
import type { CorporateSession } from '../../../lib/corporate-session';

export async function corporateSignIn(code: string, form: OrganizationSignIn) {
  return (
    await apiRequest<{ data: CorporateSession }>(`/hotels/${encodeURIComponent(code)}/organization/sign_in`, { method: 'POST', body: form })
  ).data;
}

export type { OrganizationStay } from '@yado/domain/wire/organizations';

export interface StaysAsked {
  organizationId: number;
  year: number;
  period: AdminPeriod;
}

const staysPath = (asked: StaysAsked, file = '') => `/organizations/${asked.organizationId}/reservations${file}`;

/** The organization's stays in a period, as its admin sees them (§2 organization admin). */
export const organizationStaysQuery = (asked: StaysAsked, locale: string) =>
  queryOptions({
    queryKey: ['organization-stays', asked, locale],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: OrganizationStay[] }>(staysPath(asked), { query: { year: asked.year, period: asked.period }, signal }))
        .data,
  });

/** The same stays as a CSV file, saved through a link the browser follows. */
export async function downloadStays(asked: StaysAsked) {
  const file = await apiRequest<Blob>(staysPath(asked, '/download'), { query: { year: asked.year, period: asked.period }, file: true });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `reservations-${asked.year}${asked.period === 'year' ? '' : `-${asked.period}`}.csv`;
  link.click();
  // The browser reads the file after the click returns; the address is freed once it has.
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
}
