import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { ADMIN_PERIODS, isOrganizationAdmin, type AdminPeriod } from '@yado/domain/organization-users';
import { ErrorMessage } from '../../../components/ErrorMessage';
import { FormField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { useCorporateSession } from '../../../lib/corporate-session';
import { formatDate, formatMoney } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { widgetHref } from '../../../lib/widget-url';
import { downloadStays, organizationStaysQuery } from '../api/organizations';
import '../members.css';
import { useHeadingFocus } from '../../../lib/use-heading-focus';

/** The years offered: two back, this one and the next (stays are booked up to a year ahead). */
function yearsAround(thisYear: number) {
  return [thisYear - 2, thisYear - 1, thisYear, thisYear + 1];
}

/**
 * organization-admin (§2, §6): an organization's admin sees its stays booked on the hotel's own
 * site, for a year or one month of it, and downloads them as CSV. Signed-out users sign in first.
 */
export function OrganizationAdminPage() {
  const { t, i18n } = useTranslation();
  const { code } = useWidget();
  const { pathname, search } = useLocation();
  const corporate = useCorporateSession();
  const [params, setParams] = useSearchParams();
  const thisYear = new Date().getFullYear();
  const year = yearsAround(thisYear).find((candidate) => String(candidate) === params.get('year')) ?? thisYear;
  const period = ADMIN_PERIODS.find((candidate) => candidate === params.get('period')) ?? 'year';
  const admin = corporate !== null && isOrganizationAdmin(corporate.user.organization_role);
  const asked = { organizationId: corporate?.user.organization.id ?? 0, year, period };
  const stays = useQuery({ ...organizationStaysQuery(asked, i18n.language), enabled: admin });
  const download = useMutation({ mutationFn: () => downloadStays(asked) });
  const headingRef = useHeadingFocus();

  if (!corporate) return <Navigate to={widgetHref('/organization-sign-in', code, { return_to: `${pathname}${search}` })} replace />;
  const choose = (next: { year?: string; period?: string }) => {
    const updated = new URLSearchParams(params);
    updated.set('year', next.year ?? String(year));
    updated.set('period', next.period ?? period);
    setParams(updated);
  };
  const periodLabel = (value: AdminPeriod) =>
    value === 'year' ? t('corporate.whole_year') : formatDate(`${year}-${value}-01`, i18n.language, { month: 'long' });

  return (
    <section className="organization-admin">
      <p>
        <Link to={widgetHref('/booking/result', code)}>{t('common.back_to_search')}</Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('corporate.admin_title', { organization: corporate.user.organization.display_name })}
      </h1>
      {!admin ? (
        <p className="panel" role="alert">
          {t('errors.ORGANIZATION_ADMIN_ONLY')}
        </p>
      ) : (
        <>
          <div className="organization-admin-filters">
            <FormField
              label={t('corporate.year')}
              optionalMark={false}
              options={yearsAround(thisYear).map((value) => ({ value: String(value), label: String(value) }))}
              value={String(year)}
              onChange={(event) => choose({ year: event.target.value })}
            />
            <FormField
              label={t('corporate.period')}
              optionalMark={false}
              options={ADMIN_PERIODS.map((value) => ({ value, label: periodLabel(value) }))}
              value={period}
              onChange={(event) => choose({ period: event.target.value })}
            />
            <button type="button" className="button" disabled={download.isPending} onClick={() => download.mutate()}>
              {t('corporate.download')}
            </button>
          </div>
          <p className="field-hint">{t('corporate.official_site_only')}</p>
          {download.isError ? <ErrorMessage error={download.error} /> : null}
          {stays.isPending ? <Spinner label={t('common.loading')} /> : null}
          {stays.isError ? <ErrorMessage error={stays.error} /> : null}
          {stays.data && stays.data.length === 0 ? <p className="panel">{t('corporate.none')}</p> : null}
          {stays.data && stays.data.length > 0 ? (
            <div
              className="organization-stays"
              role="region"
              aria-label={t('corporate.admin_title', { organization: corporate.user.organization.display_name })}
              // The WAI pattern for a scrolling table: the region takes focus so the keyboard can scroll it.
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
            >
              <table>
                <thead>
                  <tr>
                    <th scope="col">{t('reservation.number')}</th>
                    <th scope="col">{t('reservation.hotel')}</th>
                    <th scope="col">{t('corporate.guest')}</th>
                    <th scope="col">{t('reservation.booker')}</th>
                    <th scope="col">{t('reservation.checkin')}</th>
                    <th scope="col">{t('reservation.checkout')}</th>
                    <th scope="col">{t('reservation.rooms')}</th>
                    <th scope="col">{t('reservation.status')}</th>
                    <th scope="col">{t('price.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {stays.data.map((stay) => (
                    <tr key={stay.reservation_number}>
                      <td className="nowrap">{stay.reservation_number}</td>
                      <td>{stay.hotel.name}</td>
                      <td>{stay.guest_name}</td>
                      <td>{stay.booked_by ?? ''}</td>
                      <td className="nowrap">{formatDate(stay.checkin_date, i18n.language)}</td>
                      <td className="nowrap">{formatDate(stay.checkout_date, i18n.language)}</td>
                      <td>{stay.room_count}</td>
                      <td>{t(`reservation.statuses.${stay.status}`, { defaultValue: stay.status })}</td>
                      <td className="amount">{formatMoney(stay.total_price.cents, stay.total_price.currency_iso, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
