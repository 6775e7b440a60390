import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ErrorMessage } from '../components/ErrorMessage';

export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <main className="startup-error">
      <h1>{t('errors.SYSTEM_ERROR')}</h1>
      <ErrorMessage error={error} />
      <p>
        <a href="/">{t('common.start_over')}</a>
      </p>
    </main>
  );
}
