import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { packageLocaleProblem } from '@yado/domain/packages/rules';
import { useTranslation } from '../../../lib/i18n';
import { useWidget } from '../../../lib/widget-settings';
import { packageSearchFrom, packageSearchParams } from '../package-search';
import { JapaneseOnly } from './JapaneseOnly';
import { PackageResults } from './PackageResults';
import { PackageSearchForm } from './PackageSearchForm';
import '../packages.css';

/** booking/result?dynamic_package=wbf, under the search tabs: the stay plus flight search and the packages found (Japanese only, §5). */
export function PackagePage() {
  const { t } = useTranslation();
  const { locale, settings } = useWidget();
  const init = settings.init_settings;
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => packageSearchFrom(params, { today: init.today, kidsType: init.kids_setting.kids_type }), [params, init]);
  const hasRoute = init.flight_package_airport !== null;
  return (
    <>
      <h1 className="visually-hidden">{t('package.title', { hotel: init.hotel_name })}</h1>
      {!hasRoute ? (
        <p className="panel alert alert-info">{t('errors.PACKAGE_NO_ROUTE')}</p>
      ) : packageLocaleProblem(locale) ? (
        <JapaneseOnly />
      ) : (
        <>
          <PackageSearchForm key={params.toString()} search={search} onSearch={(next) => setParams(packageSearchParams(next, params))} />
          {search.departure_airport ? (
            <PackageResults search={search} />
          ) : (
            <p className="panel empty-state">{t('package.choose_departure')}</p>
          )}
        </>
      )}
    </>
  );
}
